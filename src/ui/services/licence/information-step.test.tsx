import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { FX_LICENCE, FX_REMOVAL } from '../../../../tests/fixtures/services-licence'
import { renderWithApp } from '../../../../tests/render-with-app'
import { licenceInformationIssues, type LicenceDraft } from '../../../domain/services/licence'
import { removalInformationIssues, type RemovalDraft } from '../../../domain/services/removal'
import type { ServiceDraftBase } from '../../../domain/services/types'
import { defineWizard } from '../../../domain/wizard/define'
import { confirmStep, editStep } from '../../../domain/wizard/steps'
import type { WizardConfig } from '../../../domain/wizard/types'
import type { WizardEvent } from '../../../machines/wizard/create-wizard-machine'
import { RemovalInformationStep } from '../removal/information-step'
import { LicenceInformationStep } from './information-step'

/** A one-step frame for the screen alone (the flows' own configurations are walked by the machine test). */
const frame = <D extends ServiceDraftBase>(): WizardConfig<D> =>
  defineWizard<D>({
    id: 'test.frame',
    productType: 31,
    steps: [editStep<D>('perfectInformation', { edits: [] }), confirmStep<D>({ edits: [] })],
    reopenableBeforePayment: [],
    newDraft: () => {
      throw new Error('not used')
    },
  })

function Harness<D extends ServiceDraftBase>({
  start,
  issues,
  View,
}: {
  start: D
  issues: (d: D) => ReturnType<typeof licenceInformationIssues>
  View: (props: {
    config: WizardConfig<D>
    draft: D
    issues: ReturnType<typeof issues>
    busy: boolean
    send: (e: WizardEvent<D>) => void
  }) => React.ReactNode
}) {
  const [draft, setDraft] = useState(start)
  const send = (event: WizardEvent<D>) => {
    if (event.type === 'draft.changed') setDraft((d) => ({ ...d, ...event.patch }))
  }
  return (
    <div data-testid="harness" data-draft={JSON.stringify(draft)}>
      <View config={frame<D>()} draft={draft} issues={issues(draft)} busy={false} send={send} />
    </div>
  )
}

const current = <D,>() => JSON.parse(screen.getByTestId('harness').dataset.draft ?? '{}') as D

describe('licence record: perfectInformation', { timeout: 20_000 }, () => {
  it("loads the mark's registered goods, takes the licensee from the book and narrows the goods", async () => {
    const start: LicenceDraft = { ...FX_LICENCE, licensee: null, licenceType: '', goods: [] }
    const { user } = renderWithApp(
      <Harness
        start={start}
        issues={(d) => licenceInformationIssues(d, '2026-11-22')}
        View={LicenceInformationStep}
      />,
      { signedInAs: 'u-demo' },
    )
    // Every registered item of both classes starts licensed.
    await waitFor(() =>
      expect(screen.getByTestId('licence-goods-0-count')).toHaveTextContent('8 of 8 chosen'),
    )
    expect(screen.getByTestId('licensor')).toHaveTextContent('上海云杉智能科技有限公司')
    expect(screen.getByTestId('licence-parties')).toHaveTextContent('Choose or add the licensee')
    expect(screen.getByTestId('licence-terms')).toHaveTextContent('Choose the type of licence')

    const select = screen.getByTestId('licensee-party-select')
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(2))
    await user.selectOptions(select, 'app-demo-02')
    await waitFor(() =>
      expect(screen.getByTestId('licensee-party-lines')).toHaveTextContent('杭州云杉数据服务有限公司'),
    )
    expect(current<LicenceDraft>().licensee?.applicantId).toBe('app-demo-02')

    await user.click(screen.getByText('Sole licence'))
    expect(current<LicenceDraft>().licenceType).toBe('sole')
    expect(screen.getByTestId('licence-terms')).toHaveTextContent('no one else may be licensed')

    // Leaving class 42 out licenses class 9 only; leaving everything out is refused next to the goods.
    await user.click(screen.getByTestId('licence-goods-0-class-42'))
    expect(screen.getByTestId('licence-goods-0-count')).toHaveTextContent('4 of 8 chosen')
    expect(current<LicenceDraft>().goods[0]?.licensed.map((c) => c.classNo)).toEqual(['09'])
    await user.click(screen.getByTestId('licence-goods-0-class-09'))
    expect(screen.getByTestId('licence-goods')).toHaveTextContent(
      'Choose at least one licensed good or service',
    )
  })
})

describe('removal: perfectInformation', { timeout: 20_000 }, () => {
  it('starts a whole removal, switches to a part of the goods and asks for the reason', async () => {
    const start: RemovalDraft = { ...FX_REMOVAL, removals: [], reason: '', reasonNote: '' }
    const { user } = renderWithApp(
      <Harness start={start} issues={removalInformationIssues} View={RemovalInformationStep} />,
      { signedInAs: 'u-demo' },
    )
    await waitFor(() => expect(screen.getByTestId('removal-certificate-note')).toBeVisible())
    expect(current<RemovalDraft>().removals[0]?.scope).toBe('whole')
    await user.click(screen.getByText('Remove some goods/services'))
    expect(screen.queryByTestId('removal-certificate-note')).not.toBeInTheDocument()
    expect(screen.getByTestId('removal-scope')).toHaveTextContent(
      'choose at least one good or service to remove',
    )
    await user.click(screen.getByTestId('removal-goods-0-class-42'))
    expect(screen.getByTestId('removal-goods-0-count')).toHaveTextContent('4 of 8 chosen')
    await user.click(screen.getByTestId('removal-goods-0-class-09'))
    expect(screen.getByTestId('removal-scope')).toHaveTextContent('You chose every registered item')
    expect(screen.getByTestId('removal-reason')).toHaveTextContent('Choose the reason for the removal')
    await user.click(screen.getByText('Other'))
    expect(screen.getByTestId('removal-reason')).toHaveTextContent('Say briefly why')
    await user.type(screen.getByTestId('removal-reason-note'), 'Merged into the group brand')
    expect(current<RemovalDraft>().reasonNote).toBe('Merged into the group brand')
  })
})
