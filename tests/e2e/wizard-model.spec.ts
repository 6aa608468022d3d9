import { expect, test, type Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { REGISTRATION_FLOWS } from '../../src/domain/registration/flows'
import type { RegistrationRegion } from '../../src/domain/registration/types'
import { DONE } from '../../src/domain/wizard/define'
import { createWizardMachine, type WizardEvent } from '../../src/machines/wizard/create-wizard-machine'
import type { WizardDraftBase } from '../../src/domain/wizard/types'
import { WIZARD_SAMPLES } from '../fixtures/wizard-samples'
import { chooseGoods, fillMark, payWithDemoPay, pdf, startNew } from './registration-pages'
import { pathOf } from './support'

/**
 * The registration wizards walked through the real pages along the paths their model gives: each model
 * event becomes what a user does on the page (or what the server answers), and after each one the page must
 * show the step the model is at, also after a reload. The model is the same machine the vitest model tests
 * walk (src/machines/wizard), built from the same configurations.
 */
test.describe.configure({ timeout: 240_000 })

type Event = WizardEvent<WizardDraftBase>

const REGIONS: Record<string, { region: RegistrationRegion; lang: 'en' | 'zh-CN'; entry: string }> = {
  'registration.mainland': { region: 'mainland', lang: 'zh-CN', entry: 'Mainland_China_Applications' },
  'registration.hk': { region: 'hk', lang: 'zh-CN', entry: 'Hong_Kong_Applications' },
  'registration.global': { region: 'global', lang: 'en', entry: 'Global_Applications' },
  'registration.madrid': { region: 'madrid', lang: 'en', entry: 'Madrid_Applications' },
}

/** What the user does on the page for each model event, by the step the page shows. */
async function act(page: Page, region: RegistrationRegion, event: Event, step: string) {
  const segment = REGISTRATION_FLOWS[region].segment
  switch (event.type) {
    case 'draft.loaded':
      return startNew(page, REGIONS[`registration.${region}`]!.entry, segment)
    case 'draft.changed':
      if (step === 'fillInInformation') return fillInformation(page, region)
      if (step === 'provideDocument') return uploadDocuments(page)
      return
    case 'step.submitted': {
      const button = {
        fillInInformation: 'info-submit',
        provideDocument: 'documents-submit',
        confirm: 'confirm-submit',
      }
      return page.getByTestId(button[step as keyof typeof button]).click()
    }
    case 'payment.paid':
      return payWithDemoPay(page)
    default:
      // order.created and flow.completed are the server's answers: the page moves on by itself.
      return
  }
}

async function fillInformation(page: Page, region: RegistrationRegion) {
  await fillMark(page, region === 'madrid' ? 'YUNSHAN' : `云杉 ${region}`)
  await chooseGoods(page)
  await page
    .getByTestId('applicants-section')
    .getByRole('button', { name: /default applicant|默认申请人/i })
    .first()
    .click()
  await expect(page.getByTestId('applicant-card').first()).toBeVisible()
  if (region === 'madrid') {
    await page.getByTestId('basis-kind-registration').click()
    await page.getByTestId('basis-number').fill('35126502')
    await page.getByTestId('basis-date').fill('2019-08-14')
  }
  if (region === 'global' || region === 'madrid') {
    await page.getByTestId('country-US').click()
    await page.getByTestId(region === 'madrid' ? 'country-JP' : 'country-GB').click()
  }
}

async function uploadDocuments(page: Page) {
  // The step's screen loads when the flow reaches it: count its slots once it is there.
  await expect(page.getByTestId('documents-slots')).toBeVisible()
  const slots = page.getByTestId('documents-slots').locator('input[type=file]')
  const n = await slots.count()
  for (let i = 0; i < n; i++) await slots.nth(i).setInputFiles(pdf(`document-${i}.pdf`))
  await expect(page.getByTestId('document-file')).toHaveCount(n)
}

const stepOf = (s: AnyMachineSnapshot, steps: readonly string[]) =>
  s.status === 'done' ? DONE : (steps.find((id) => s.hasTag(id)) ?? null)

for (const sample of WIZARD_SAMPLES) {
  const where = REGIONS[sample.config.id]
  if (!where) continue
  const steps = sample.config.steps.map((s) => s.id)
  // The happy events: a new draft, each step completed, the server's answers and the payment.
  const events: Event[] = [
    { type: 'draft.loaded', draft: sample.fresh },
    ...Object.values(sample.complete).map((patch) => ({ type: 'draft.changed' as const, patch })),
    { type: 'step.submitted' },
    { type: 'order.created', orderId: 'o', orderNo: 'n' },
    { type: 'payment.paid' },
    { type: 'flow.completed', completedAt: '2026-11-26T08:00:00.000Z' },
  ]
  const model = createTestModel(createWizardMachine(sample.config), {
    events,
    filterEvents: (_s, e) => events.some((x) => x.type === e.type && JSON.stringify(x) === JSON.stringify(e)),
  })
  const path = model.getShortestPaths({ toState: (s) => s.status === 'done' })[0]!

  test(`${sample.config.id}: the model's shortest path through the real pages, each step kept over a reload (${where.lang})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), where.lang)
    const segment = REGISTRATION_FLOWS[where.region].segment
    let shown: string | null = null
    for (const { event, state } of path.steps) {
      await act(page, where.region, event as Event, shown ?? steps[0]!)
      const expected = stepOf(state, steps)
      if (expected === null || state.hasTag('busy')) continue
      if (expected === DONE) {
        await expect(page.getByTestId('wizard-done')).toBeVisible()
        break
      }
      await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', expected)
      await expect.poll(() => pathOf(page)).toBe(`/${segment}/registerNew/${expected}`)
      if (expected !== shown) {
        // Every step the flow reaches survives a reload, with what was entered.
        await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', /saved|idle/)
        await page.reload()
        await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', expected)
        shown = expected
      }
    }
    expect(path.state.status).toBe('done')
  })
}
