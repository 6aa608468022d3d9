import { describe, expect, it } from 'vitest'
import { FX_GOODS, FX_MARK, FX_REMOVAL, FX_TODAY } from '../../../tests/fixtures/services-licence'
import { isProperSubsetOf, remainingGoods, toggleClass, toggleItem } from './mark-goods'
import {
  removalDocuments,
  removalEligibility,
  removalInformationIssues,
  removalOriginalIssues,
  type RemovalDraft,
} from './removal'

const paths = (d: RemovalDraft) => removalInformationIssues(d).map((i) => `${i.path}:${i.message}`)
const entry = FX_REMOVAL.removals[0]!

describe('removal: eligibility', () => {
  it('takes a registered mark held by the account that is not being removed', () => {
    expect(removalEligibility(FX_MARK, { today: FX_TODAY })).toEqual({ ok: true })
    expect(removalEligibility(FX_MARK, { today: FX_TODAY, openCases: new Set([FX_MARK.regNo]) })).toEqual({
      ok: false,
      reason: 'svcRemoval:eligibility.beingRemoved',
    })
    expect(removalEligibility({ ...FX_MARK, applicantId: null }, { today: FX_TODAY }).ok).toBe(false)
    expect(removalEligibility({ ...FX_MARK, status: 2 }, { today: FX_TODAY })).toEqual({
      ok: false,
      reason: 'svcRemoval:eligibility.notRegistered',
    })
    expect(removalEligibility({ ...FX_MARK, expiryDate: '2026-10-01' }, { today: FX_TODAY })).toEqual({
      ok: false,
      reason: 'svcRemoval:eligibility.termEnded',
    })
  })
})

describe('removal: what goes', () => {
  it('clears a whole removal and a partial one that keeps some goods', () => {
    expect(paths(FX_REMOVAL)).toEqual([])
    expect(paths({ ...FX_REMOVAL, removals: [{ ...entry, scope: 'whole', removed: [] }] })).toEqual([])
  })

  it('needs a scope for every chosen mark', () => {
    expect(paths({ ...FX_REMOVAL, removals: [] })).toEqual([
      'removals.0.scope:svcRemoval:issues.scopeRequired',
    ])
  })

  it('takes a non-empty proper subset of the registered goods for a partial removal', () => {
    expect(paths({ ...FX_REMOVAL, removals: [{ ...entry, removed: [] }] })).toEqual([
      'removals.0.removed:svcRemoval:issues.goodsRequired',
    ])
    expect(paths({ ...FX_REMOVAL, removals: [{ ...entry, removed: FX_GOODS }] })).toEqual([
      'removals.0.removed:svcRemoval:issues.partialTakesAll',
    ])
    const foreign = [{ classNo: '43', items: [{ zh: '咖啡馆', en: 'cafés' }] }]
    expect(paths({ ...FX_REMOVAL, removals: [{ ...entry, removed: foreign }] })).toEqual([
      'removals.0.removed:svcRemoval:issues.goodsNotRegistered',
    ])
  })

  it('asks for the reason, and words for "other"', () => {
    expect(paths({ ...FX_REMOVAL, reason: '' })).toEqual(['reason:svcRemoval:issues.reasonRequired'])
    expect(paths({ ...FX_REMOVAL, reason: 'other', reasonNote: '  ' })).toEqual([
      'reasonNote:svcRemoval:issues.reasonNoteRequired',
    ])
    expect(paths({ ...FX_REMOVAL, reason: 'other', reasonNote: '字'.repeat(201) })).toEqual([
      'reasonNote:svcRemoval:issues.reasonNoteTooLong',
    ])
  })

  it('asks for the original certificate, sent by post, only when a mark is removed whole', () => {
    expect(removalDocuments(FX_REMOVAL).map((d) => d.kind)).toEqual([
      'removalApplication',
      'holderId',
      'powerOfAttorney',
    ])
    const whole = { ...FX_REMOVAL, removals: [{ ...entry, scope: 'whole' as const }] }
    expect(removalDocuments(whole).map((d) => d.kind)).toContain('originalCertificate')
    expect(removalOriginalIssues(whole).map((i) => i.path)).toEqual(['originalsByPost'])
    expect(removalOriginalIssues({ ...whole, originalsByPost: true })).toEqual([])
    expect(removalOriginalIssues(FX_REMOVAL)).toEqual([])
  })
})

describe('goods choice', () => {
  it('toggles items and classes in the registered order and tells what remains', () => {
    const phone = FX_GOODS[0]!.items[1]!
    const computer = FX_GOODS[0]!.items[0]!
    let chosen = toggleItem([], FX_GOODS, '09', phone, true)
    chosen = toggleItem(chosen, FX_GOODS, '09', computer, true)
    expect(chosen).toEqual([{ classNo: '09', items: [computer, phone] }])
    expect(isProperSubsetOf(chosen, FX_GOODS)).toBe(true)
    expect(toggleClass(chosen, FX_GOODS, '42', true).map((c) => c.classNo)).toEqual(['09', '42'])
    expect(toggleClass(chosen, FX_GOODS, '09', false)).toEqual([])
    expect(remainingGoods(chosen, FX_GOODS)).toEqual([
      { classNo: '09', items: [FX_GOODS[0]!.items[2]] },
      FX_GOODS[1],
    ])
  })
})

describe('the two configurations', () => {
  it('have the steps of routes.tsv, order at perfectInformation and file under 31 and 34', async () => {
    const { licenceWizard } = await import('./licence')
    const { removalWizard } = await import('./removal')
    const { stepIssues } = await import('../wizard/define')
    const steps = ['selectTrademark', 'perfectInformation', 'payment', 'provideDocument', 'confirm']
    for (const w of [licenceWizard, removalWizard]) {
      expect(w.steps.map((s) => s.id)).toEqual(steps)
      expect(w.steps.find((s) => s.makesOrder)?.id).toBe('perfectInformation')
    }
    expect([licenceWizard.productType, removalWizard.productType]).toEqual([31, 34])
    const whole = { ...FX_REMOVAL, removals: [{ ...entry, scope: 'whole' as const }] }
    expect(stepIssues(removalWizard, whole, 'provideDocument').map((i) => i.path)).toContain(
      'originalsByPost',
    )
    expect(stepIssues(removalWizard, FX_REMOVAL, 'perfectInformation')).toEqual([])
  })
})
