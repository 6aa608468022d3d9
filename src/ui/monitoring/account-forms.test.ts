import { describe, expect, it } from 'vitest'
import type { Watch } from '../../api/schemas/monitoring'
import { checkRecipient, watchMonthsBought } from './account-alert-rules'
import { lawAdviseRequest, lawAdviseSchema, LAW_ADVISE_EMPTY } from './law-advise-form'
import { checkReportRange } from './report-range'

describe('checkRecipient (alert e-mails)', () => {
  it('takes a new address while fewer than five are listed', () => {
    expect(checkRecipient(' ip@example.com ', ['a@example.com'])).toEqual({
      ok: true,
      email: 'ip@example.com',
    })
  })
  it('refuses a blank, a malformed, a listed (any case) address and a sixth one', () => {
    expect(checkRecipient('  ', [])).toEqual({ ok: false, error: 'validation:required' })
    expect(checkRecipient('ip@', [])).toEqual({ ok: false, error: 'validation:email' })
    expect(checkRecipient('A@Example.com', ['a@example.com'])).toMatchObject({
      error: 'watchResults:account.errors.duplicate',
    })
    const five = ['1', '2', '3', '4', '5'].map((n) => `${n}@example.com`)
    expect(checkRecipient('6@example.com', five)).toMatchObject({ error: 'watchResults:account.errors.full' })
  })
})

describe('watchMonthsBought', () => {
  it('adds the periods of the paid watches, not trials nor unpaid ones', () => {
    const w = (period: Watch['period'], trial: boolean, status: Watch['status']) =>
      ({ period, trial, status }) as Watch
    expect(
      watchMonthsBought([
        w('year', false, 'active'),
        w('quarter', false, 'stopped'),
        w('month', true, 'trial'),
        w('year', false, 'unpaid'),
      ]),
    ).toBe(15)
  })
})

describe('checkReportRange', () => {
  const today = '2026-11-27'
  it('takes the usual date forms, in order, up to today', () => {
    expect(checkReportRange('2026/10/1', '2026年11月27日', today)).toEqual({
      ok: true,
      from: '2026-10-01',
      to: '2026-11-27',
    })
  })
  it('says which end is wrong and why', () => {
    expect(checkReportRange('', '2026-11-01', today)).toEqual({
      ok: false,
      field: 'from',
      error: 'validation:required',
    })
    expect(checkReportRange('2026-02-30', '2026-11-01', today)).toEqual({
      ok: false,
      field: 'from',
      error: 'validation:date',
    })
    expect(checkReportRange('2026-11-02', '2026-11-01', today)).toEqual({
      ok: false,
      field: 'to',
      error: 'validation:dateRange',
    })
    expect(checkReportRange('2026-11-01', '2026-11-28', today)).toMatchObject({
      field: 'to',
      error: 'watchResults:report.errors.future',
    })
    expect(checkReportRange('2025-01-01', '2026-11-01', today)).toMatchObject({
      field: 'from',
      error: 'watchResults:report.errors.tooLong',
    })
  })
})

describe('the legal-advice form', () => {
  const valid = {
    ...LAW_ADVISE_EMPTY,
    topic: 'opposition' as const,
    marks: '华为, 12345678',
    question: 'A similar mark was published in issue 2009; can we oppose it?',
    contact: '张三',
    phone: '13800138000',
  }
  it('names the field of every problem with its message', () => {
    const result = lawAdviseSchema.safeParse({
      ...LAW_ADVISE_EMPTY,
      question: 'short',
      email: 'x@',
      phone: '12',
    })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))
    expect(byField).toMatchObject({
      topic: 'validation:required',
      marks: 'validation:required',
      question: 'watchResults:advice.errors.questionShort',
      contact: 'validation:required',
      phone: 'validation:contactPhone',
      email: 'validation:email',
    })
  })
  it('sends the topic, the marks, the question and the files in one request within its 1000 characters', () => {
    const values = lawAdviseSchema.parse({
      ...valid,
      question: 'q'.repeat(600),
      marks: 'm'.repeat(150),
      attachments: [1, 2, 3].map((n) => ({ fileId: `f-${n}0000000000`, name: 'n'.repeat(80), size: 10 })),
    })
    const request = lawAdviseRequest(values, { topic: '商标异议', marks: '涉及商标', attachments: '附件' })
    expect(request.content.startsWith('【商标异议】\n涉及商标: mmm')).toBe(true)
    expect(request.content).toContain('附件: ')
    expect(request.content.length).toBeLessThanOrEqual(1000)
    expect(request).toMatchObject({ contact: '张三', phone: '13800138000', email: '', orderNo: '' })
  })
})
