import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { serviceMark, SERVICE_HOLDER } from '../../../../tests/fixtures/services'
import { renderWithApp } from '../../../../tests/render-with-app'
import { designationIssues, renewalWizard, type RenewalDraft } from '../../../domain/services/renewal'
import { RenewalSummary } from './renewal-summary'
import { DesignationsSection } from './designations-section'

const IR = serviceMark({
  regNo: '1352281',
  name: 'YUNSHAN',
  region: 'madrid',
  country: 'WO',
  classes: ['09'],
  designations: ['US', 'DE', 'JP'],
})
const START: RenewalDraft = {
  ...renewalWizard.newDraft('d-1', '2026-11-26T02:00:00.000Z'),
  region: 'madrid',
  productType: 18,
  marks: [IR],
  holder: SERVICE_HOLDER,
}

function Harness() {
  const [draft, setDraft] = useState(START)
  return (
    <div data-testid="harness" data-draft={JSON.stringify(draft)}>
      <DesignationsSection
        draft={draft}
        issues={designationIssues(draft)}
        disabled={false}
        onChange={(designationsRenewed) => setDraft((d) => ({ ...d, designationsRenewed }))}
      />
      <RenewalSummary draft={draft} />
    </div>
  )
}

const draftNow = () => JSON.parse(screen.getByTestId('harness').dataset.draft ?? '{}') as RenewalDraft

describe('the designations of a Madrid renewal', () => {
  it('starts with every designation, says which fee each pays, and asks for one at least', async () => {
    const { user } = renderWithApp(<Harness />, { server: false })
    expect(screen.getByTestId('designations-1352281-count')).toHaveTextContent('3 of 3 parties chosen')
    expect(screen.getByTestId('designation-1352281-DE')).toHaveTextContent('Germanycomplementary fee')
    expect(screen.getByTestId('designation-1352281-US')).toHaveTextContent('individual fee (approximate)')

    await user.click(screen.getByTestId('designation-1352281-US'))
    expect(draftNow().designationsRenewed).toEqual({ '1352281': ['DE', 'JP'] })
    expect(screen.getByTestId('renewal-summary-designations')).toHaveTextContent('1352281: Germany, Japan')

    await user.click(screen.getByRole('button', { name: 'Choose none' }))
    expect(screen.getByTestId('designations-1352281-error')).toHaveTextContent(
      'Choose at least one designated party to renew',
    )
    await user.click(screen.getByRole('button', { name: 'Choose all' }))
    expect(draftNow().designationsRenewed).toEqual({ '1352281': ['US', 'DE', 'JP'] })
    expect(screen.queryByTestId('designations-1352281-error')).not.toBeInTheDocument()
  })

  it('is not shown for a mainland renewal', () => {
    renderWithApp(
      <DesignationsSection
        draft={{ ...START, marks: [serviceMark()] }}
        issues={[]}
        disabled={false}
        onChange={() => {}}
      />,
      { server: false, lang: 'zh-CN' },
    )
    expect(screen.queryByTestId('renewal-designations')).not.toBeInTheDocument()
  })
})
