import { beforeAll, describe, expect, it } from 'vitest'
import type { ApplicantView } from '../../src/api/schemas/registration-applicants'
import type { MarkHolder as MarkApplicant } from '../../src/api/schemas/services-licence'
import { addBusinessDays, businessToday } from '../../src/domain/clock'
import { FEE_SCHEDULES } from '../../src/domain/pricing'
import { pickApplicant } from '../../src/domain/registration/applicant-rules'
import type { Applicant } from '../../src/domain/registration/types'
import {
  CONTESTED_WIZARDS,
  contestedQuote,
  targetGoods,
  type CitedMark,
  type ContestedDraft,
  type ContestedSlug,
} from '../../src/domain/services/contested'
import type { Eligibility, ServiceMarkRow } from '../../src/domain/services/types'
import type { Issue } from '../../src/domain/wizard/types'
import { issueContent } from '../monitoring/gazette'
import { publishedIssues } from '../monitoring/gazette-schedule'
import { registerReady } from '../register'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const DEMO = 't-u-demo'

// The register is built once per run, on first use; build it before the first test so that none waits on it.
beforeAll(async () => {
  await registerReady()
}, 60_000)

const call = <T>(path: string, body: object | FormData = {}, token: string | null = DEMO, lang = 'en') =>
  callApi<T>(path, body, { token, lang })

interface MarkList {
  list: ServiceMarkRow[]
  max: number
  total?: number
}
interface Results {
  results: { regNo: string; eligibility: Eligibility }[]
}
interface Acted {
  orderId: string | null
  orderNo: string | null
  total: number
  completedAt: string | null
}
interface MainAnswer {
  saved: { draftId: string; revision: number } | null
  acted: Acted | null
  read: unknown
}
interface Refusal {
  issues: Issue[]
}
interface OrderDetail {
  id: string
  orderNo: string
  productType: number
  total: number
  niceClasses: string[]
  applicantName: string
}
interface Quote {
  productType: number
  official: number
  service: number
  total: number
}

const ZHILIAN_ZH = '深圳市智联云杉科技有限公司'
const DEMO_HOLDER_ZH = '上海云杉智能科技有限公司'
const FACTS =
  'The contested mark copies the distinctive part of our prior mark for the same goods; consumers will be confused.'

const marks = async (path: string, body: object = {}, token = DEMO) => {
  const res = await call<MarkList>(path, { region: 'mainland', ...body }, token)
  expect(res.body.code, JSON.stringify(res.body)).toBe(200)
  return res.body.data
}
const rowOf = (list: MarkList, regNo: string) => {
  const row = list.list.find((r) => r.mark.regNo === regNo)
  expect(row, `${regNo} listed`).toBeDefined()
  return row!
}
const refused = (reason: string) => ({ ok: false, reason })

/** An eligibility call as the page sends it: a form body, the numbers as a repeated key. */
async function formEligibility(path: string, regNos: string[], token = DEMO, draftId?: string) {
  const form = new FormData()
  form.append('region', 'mainland')
  for (const regNo of regNos) form.append('regNos', regNo)
  if (draftId) form.append('draftId', draftId)
  const res = await call<Results>(path, form, token)
  expect(res.body.code, JSON.stringify(res.body)).toBe(200)
  return res.body.data.results
}

const cite = async (keyword: string) => {
  const res = await call<{ list: CitedMark[]; total: number }>('tmInvalidation/queryReferenceTrademark', {
    keyword,
  })
  expect(res.body.code).toBe(200)
  const found = res.body.data.list.find((c) => c.regNo === keyword)
  expect(found, `${keyword} citable`).toBeDefined()
  return found!
}

/** An applicant of the caller's book, as the applicant list answers it. */
async function bookApplicant(nameZh: string, token = DEMO): Promise<Applicant> {
  const res = await call<{ list: ApplicantView[] }>('trademark/getApplicants', { keyword: nameZh }, token)
  const found = res.body.data.list.find((a) => a.nameZh === nameZh)
  expect(found, `${nameZh} in the book`).toBeDefined()
  return pickApplicant(found!)
}

const draftOf = (slug: ContestedSlug, draftId: string, fields: Partial<ContestedDraft>): ContestedDraft => ({
  ...CONTESTED_WIZARDS[slug].newDraft(draftId, new Date().toISOString()),
  ...fields,
})

/** The entries of each flow: where it saves and where it orders. */
const FLOW = {
  opposition: {
    save: 'tmOpposition/main',
    order: (draftId: string, token: string) =>
      call<Acted>('tmOpposition/createOrder', { draftId, action: 'order' }, token),
  },
  refusal: {
    save: 'tmReview/tmReviewMain',
    order: async (draftId: string, token: string) => unwrapMain(draftId, 'tmReview/tmReviewMain', token),
  },
  nonuseCancellation: {
    save: 'tmRemoval/tmRemovalMain',
    order: async (draftId: string, token: string) => unwrapMain(draftId, 'tmRemoval/tmRemovalMain', token),
  },
  Invalidation: {
    save: 'tmInvalidation/insert',
    order: (draftId: string, token: string) =>
      call<Acted>('tmInvalidation/insertDetail', { draftId, action: 'order' }, token),
  },
} as const

/** An order through a main entry, answered in the shape of the separate act call. */
async function unwrapMain(draftId: string, path: string, token: string) {
  const res = await call<MainAnswer>(path, { action: 'order', draftId }, token)
  if (res.body.code !== 200) return res as unknown as Awaited<ReturnType<typeof call<Acted>>>
  return { ...res, body: { ...res.body, data: res.body.data.acted! } }
}

async function save(draft: ContestedDraft, token = DEMO, baseRevision = 0) {
  const res = await call<MainAnswer>(FLOW[draft.service].save, { action: 'save', draft, baseRevision }, token)
  expect(res.body.code, JSON.stringify(res.body)).toBe(200)
  return res.body.data.saved!
}

/** Saves the draft and orders it; the raw answer of the order. */
async function saveAndOrder(draft: ContestedDraft, token = DEMO) {
  await save(draft, token)
  return FLOW[draft.service].order(draft.draftId, token)
}

/** The issues of a refused order (the generic refusal: 1001 with data.issues). */
async function refusedIssues(draft: ContestedDraft, token = DEMO) {
  const res = await saveAndOrder(draft, token)
  expect(res.body.code, JSON.stringify(res.body)).toBe(1001)
  const issues = (res.body.data as unknown as Refusal).issues
  expect(Array.isArray(issues)).toBe(true)
  return issues
}

/** A full valid opposition of 72345018 by u-demo's default applicant, citing its own prior mark 35126478. */
async function oppositionOf72345018(draftId = 'opp-1') {
  const target = rowOf(await marks('tmInfo/getTrademarkList', { keyword: '72345018' }), '72345018').mark
  const party = await bookApplicant(DEMO_HOLDER_ZH)
  const cited = await cite('35126478')
  const draft = draftOf('opposition', draftId, {
    marks: [target],
    party,
    grounds: ['priorMark'],
    citedMarks: [cited],
    facts: FACTS,
    goods: targetGoods(target),
    evidencePlan: 'now',
  })
  return { draft, target, party, cited }
}

describe('the target lists', () => {
  it('tmInfo/getTrademarkList: marks in their opposition period, watched ones and the register’s', async () => {
    const all = await marks('tmInfo/getTrademarkList')
    expect(all.max).toBe(1)
    expect(all.total).toBeGreaterThanOrEqual(all.list.length)
    const open = rowOf(all, '72345018')
    expect(open.eligibility).toEqual({ ok: true })
    expect(open.mark).toMatchObject({
      name: '云杉智联',
      status: 3,
      holderZh: ZHILIAN_ZH,
      classes: ['09', '42'],
    })
    const published = open.mark.contested!.publishedOn!
    expect(published).toBe(addBusinessDays(businessToday(), -25))
    expect(open.mark.contested!.gazetteIssue).toMatch(/^\d+$/)
    expect(rowOf(all, '72345107').eligibility).toEqual(refused('svcContested:eligibility.oppositionClosed'))
    // Newest gazette first.
    const days = all.list.map((r) => r.mark.contested!.publishedOn!)
    expect(days).toEqual([...days].sort().reverse())
    // Every row is published for opposition and not registered yet.
    for (const row of all.list) {
      expect(row.mark.status, row.mark.regNo).toBe(3)
      expect(row.mark.registrationDate, row.mark.regNo).toBeNull()
    }

    const narrowed = await marks('tmInfo/getTrademarkList', { keyword: '云杉智联' })
    expect(narrowed.list.map((r) => r.mark.regNo)).toContain('72345018')
    expect(narrowed.list.map((r) => r.mark.regNo)).not.toContain('72345107')
    expect(narrowed.total).toBeLessThan(all.total!)
    expect(narrowed.total).toBeGreaterThanOrEqual(narrowed.list.length)
    const none = await marks('tmInfo/getTrademarkList', { keyword: 'no mark is called this' })
    expect(none).toMatchObject({ list: [], total: 0 })
  })

  it('tmInfo/getTrademarkList and isCanOpposition: the living gazette’s newest marks (a watch hit’s oppose)', async () => {
    const issues = publishedIssues(server.db, businessToday())
    expect(issues.length).toBeGreaterThan(0)
    const latest = issues.at(-1)!
    const first = issueContent(latest.issueNo, latest.publishedOn).entries.find(
      (e) => e.section === 'preliminary',
    )!
    const appNo = first.mark.applicationNo
    const all = await marks('tmInfo/getTrademarkList')
    // The newest issue's marks lead the list, and the watched marks stay in it.
    expect(all.list[0]!.mark.contested!.publishedOn).toBe(latest.publishedOn)
    rowOf(all, '72345018')
    const found = await marks('tmInfo/getTrademarkList', { keyword: appNo })
    const row = rowOf(found, appNo)
    expect(row.eligibility).toEqual({ ok: true })
    expect(row.mark).toMatchObject({ name: first.mark.name, status: 3 })
    expect(row.mark.contested!.publishedOn).toBe(latest.publishedOn)
    expect((await formEligibility('tmOpposition/isCanOpposition', [appNo]))[0]!.eligibility).toEqual({
      ok: true,
    })
  })

  it('tmInfo/getCustomerTrademarks: the account’s refused applications with the refusal’s facts', async () => {
    const demo = await marks('tmInfo/getCustomerTrademarks')
    expect(demo.list.map((r) => r.mark.regNo)).toEqual(['52307716'])
    const row = rowOf(demo, '52307716')
    expect(row.eligibility).toEqual({ ok: true })
    expect(row.mark.contested).toMatchObject({
      refusedOn: addBusinessDays(businessToday(), -6),
      refusalCites: ['31177420'],
      ownMark: true,
    })

    signInAs(server, 'u-agency')
    const agency = await marks('tmInfo/getCustomerTrademarks', {}, 't-u-agency')
    expect(rowOf(agency, '56672019').eligibility).toEqual({ ok: true })
    expect(rowOf(agency, '53316608').eligibility).toEqual(refused('svcContested:eligibility.reviewClosed'))
    expect(agency.list.map((r) => r.mark.regNo)).not.toContain('52307716')
  })

  it('tmInfo/tmCrossSearch: registered marks for a non-use cancellation, 3 years after registration', async () => {
    const all = await marks('tmInfo/tmCrossSearch')
    expect(all.total).toBeGreaterThanOrEqual(all.list.length)
    expect(rowOf(all, '26613388').eligibility).toEqual({ ok: true })
    expect(rowOf(all, '31177420').eligibility).toEqual(refused('svcContested:eligibility.underThreeYears'))
    for (const row of all.list) {
      expect([1, 7], row.mark.regNo).toContain(row.mark.status)
      expect(row.mark.registrationDate, row.mark.regNo).not.toBeNull()
    }
    // A mark published but not registered is no target.
    const published = await marks('tmInfo/tmCrossSearch', { keyword: '72345018' })
    expect(published.list).toEqual([])
  })

  it('tmInfo/queryTmCrossSearch: registered marks for an invalidation', async () => {
    const list = await marks('tmInfo/queryTmCrossSearch', { keyword: '18820496' })
    const row = rowOf(list, '18820496')
    expect(row.eligibility).toEqual({ ok: true })
    expect(row.mark.status).toBe(1)
    expect(row.mark.registrationDate).not.toBeNull()
    expect(list.total).toBe(1)
  })
})

describe('the eligibility calls', () => {
  it('tmOpposition/isCanOpposition (form body): in the period, period over, unknown', async () => {
    expect(
      await formEligibility('tmOpposition/isCanOpposition', ['72345018', '72345107', '99999990']),
    ).toEqual([
      { regNo: '72345018', eligibility: { ok: true } },
      { regNo: '72345107', eligibility: refused('svcContested:eligibility.oppositionClosed') },
      { regNo: '99999990', eligibility: refused('services:issues.markUnknown') },
    ])
    // A registered mark is not open to opposition.
    expect((await formEligibility('tmOpposition/isCanOpposition', ['18820496']))[0]!.eligibility).toEqual(
      refused('svcContested:eligibility.notPublished'),
    )
  })

  it('tmReview/isCanReview (form body): the account’s refused applications only', async () => {
    expect(await formEligibility('tmReview/isCanReview', ['52307716', '31177420', '35126478'])).toEqual([
      { regNo: '52307716', eligibility: { ok: true } },
      // Someone else's mark, and one of the account's marks that was not refused.
      { regNo: '31177420', eligibility: refused('services:issues.markUnknown') },
      { regNo: '35126478', eligibility: refused('services:issues.markUnknown') },
    ])
    signInAs(server, 'u-agency')
    expect(
      await formEligibility('tmReview/isCanReview', ['56672019', '53316608', '52307716'], 't-u-agency'),
    ).toEqual([
      { regNo: '56672019', eligibility: { ok: true } },
      { regNo: '53316608', eligibility: refused('svcContested:eligibility.reviewClosed') },
      { regNo: '52307716', eligibility: refused('services:issues.markUnknown') },
    ])
  })

  it('tmRemoval/isCanAlter (form body): registered over 3 years, too recent, not registered, unknown', async () => {
    expect(
      await formEligibility('tmRemoval/isCanAlter', ['26613388', '31177420', '72345018', '99999990']),
    ).toEqual([
      { regNo: '26613388', eligibility: { ok: true } },
      { regNo: '31177420', eligibility: refused('svcContested:eligibility.underThreeYears') },
      { regNo: '72345018', eligibility: refused('svcContested:eligibility.notRegistered') },
      { regNo: '99999990', eligibility: refused('services:issues.markUnknown') },
    ])
  })

  it('tmInvalidation/validate (json body): registered, not registered, unknown', async () => {
    const res = await call<Results>('tmInvalidation/validate', {
      region: 'mainland',
      regNos: ['18820496', '72345107', '99999990'],
    })
    expect(res.body.code).toBe(200)
    expect(res.body.data.results).toEqual([
      { regNo: '18820496', eligibility: { ok: true } },
      { regNo: '72345107', eligibility: refused('svcContested:eligibility.notRegistered') },
      { regNo: '99999990', eligibility: refused('services:issues.markUnknown') },
    ])
  })

  it('needs a session', async () => {
    expect(
      (await call('tmInvalidation/validate', { region: 'mainland', regNos: ['18820496'] }, null)).body.code,
    ).toBe(401)
  })
})

describe('an opposition through the API', () => {
  it('saves a full draft, orders it as product type 7 at the contested quote, and the mark is then opposed', async () => {
    const { draft, cited, party } = await oppositionOf72345018()
    expect(cited).toMatchObject({ holderZh: party.nameZh })
    const ordered = await saveAndOrder(draft)
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200)
    const { orderId, orderNo, total } = ordered.body.data
    expect(orderId).toEqual(expect.any(String))
    expect(orderNo).toEqual(expect.any(String))
    const quote = contestedQuote(draft, businessToday())
    expect(quote.total).toBeGreaterThan(0)
    expect(total).toBe(quote.total)

    const detail = await call<OrderDetail>('tbOrder/getOrderDetail', { orderId })
    expect(detail.body.code).toBe(200)
    expect(detail.body.data).toMatchObject({
      orderNo,
      productType: 7,
      total: quote.total,
      niceClasses: ['09', '42'],
      applicantName: party.nameZh,
    })

    // The draft moved on to the payment and knows its order.
    const read = await call<MainAnswer>('tmOpposition/main', { action: 'read', draftId: draft.draftId })
    expect(read.body.data.read).toMatchObject({ draft: { orderId, orderNo, step: 'payment' } })

    // The mark now has an open opposition of the account: refused to another draft, not to this one.
    expect((await formEligibility('tmOpposition/isCanOpposition', ['72345018']))[0]!.eligibility).toEqual(
      refused('svcContested:eligibility.alreadyOpposed'),
    )
    expect(
      (await formEligibility('tmOpposition/isCanOpposition', ['72345018'], DEMO, draft.draftId))[0]!
        .eligibility,
    ).toEqual({ ok: true })
  })

  it('prices the classes of the goods concerned: one class of the two costs less', async () => {
    const { draft, target } = await oppositionOf72345018()
    const oneClass = { ...draft, goods: targetGoods(target).filter((g) => g.classNo === '09') }
    const ordered = await saveAndOrder(oneClass)
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200)
    const s = FEE_SCHEDULES[7]
    expect(ordered.body.data.total).toBe(s.officialFirstClass + s.serviceFirstClass)
    expect(ordered.body.data.total).toBeLessThan(contestedQuote(draft, businessToday()).total)
  })

  it('refuses a forged target copy: 72345107 claiming a later gazette is still closed', async () => {
    const { draft } = await oppositionOf72345018()
    const closed = rowOf(await marks('tmInfo/getTrademarkList', { keyword: '72345107' }), '72345107').mark
    const forged = {
      ...closed,
      contested: { ...closed.contested!, publishedOn: addBusinessDays(businessToday(), -10) },
    }
    const issues = await refusedIssues({
      ...draft,
      draftId: 'opp-forged',
      marks: [forged],
      goods: targetGoods(forged),
    })
    expect(issues).toContainEqual({ path: 'marks.0', message: 'svcContested:eligibility.oppositionClosed' })
    expect(server.db.orders.some((o) => o.productType === 7 && o.trademarkName === '杉数云')).toBe(false)
  })

  it('refuses a cited mark the register does not have', async () => {
    const { draft, cited } = await oppositionOf72345018()
    const issues = await refusedIssues({ ...draft, citedMarks: [{ ...cited, regNo: '99999990' }] })
    expect(issues).toContainEqual({ path: 'citedMarks.0', message: 'svcContested:issues.citedUnknown' })
  })

  it('judges a cited mark on its registered filing day, not the draft’s copy', async () => {
    const { draft } = await oppositionOf72345018()
    // 52307716 (the account's, same holder) was filed a month after 72345018: not a prior mark.
    const later = await cite('52307716')
    expect(later.filedOn > draft.marks[0]!.contested!.filedOn).toBe(true)
    const issues = await refusedIssues({ ...draft, citedMarks: [{ ...later, filedOn: '2015-01-05' }] })
    expect(issues).toContainEqual({ path: 'citedMarks.0', message: 'svcContested:issues.citedNotPrior' })
  })

  it('refuses a party that is not one of the account’s applicants', async () => {
    const { draft, party } = await oppositionOf72345018()
    const stranger = {
      ...party,
      applicantId: 'app-nobody',
      nameZh: '北京无名科技有限公司',
      nameEn: 'Nameless Tech Ltd.',
    }
    const issues = await refusedIssues({ ...draft, party: stranger })
    expect(issues).toContainEqual({ path: 'party', message: 'svcContested:issues.partyUnknown' })
    // Another account's applicant is not in u-demo's book either.
    const agencyParty = pickApplicant(server.db.applicants.find((a) => a.userId === 'u-agency')!)
    const other = await refusedIssues({ ...draft, draftId: 'opp-2', party: agencyParty })
    expect(other).toContainEqual({ path: 'party', message: 'svcContested:issues.partyUnknown' })
  })

  it('refuses goods that are not the target’s, even when the draft’s copy of the target lists them', async () => {
    const { draft, target } = await oppositionOf72345018()
    const clothing = { classNo: '25', items: [{ zh: '服装', en: 'clothing' }] }
    const plain = await refusedIssues({ ...draft, goods: [clothing] })
    expect(plain).toContainEqual({ path: 'goods', message: 'svcContested:issues.goodsNotTarget' })
    // The copy claims class 25 too: the client's rule passes, the server's (on the register's goods) does not.
    const forged = {
      ...target,
      classes: [...target.classes, '25'],
      contested: { ...target.contested!, goods: [...target.contested!.goods, clothing] },
    }
    const issues = await refusedIssues({ ...draft, draftId: 'opp-3', marks: [forged], goods: [clothing] })
    expect(issues).toContainEqual({ path: 'goods', message: 'svcContested:issues.goodsNotTarget' })
  })

  it('refuses an unknown draft and a draft of another flow', async () => {
    const none = await call('tmOpposition/createOrder', { draftId: 'no-such-draft', action: 'order' })
    expect(none.body.code).toBe(1004)
    const { draft } = await oppositionOf72345018()
    const res = await call('tmOpposition/main', {
      action: 'save',
      draft: { ...draft, service: 'refusal' },
      baseRevision: 0,
    })
    expect(res.body.code).toBe(800)
    // An opposition draft is not ordered through another flow's entry.
    await save(draft)
    const elsewhere = await call('tmInvalidation/insertDetail', { draftId: draft.draftId, action: 'order' })
    expect(elsewhere.body.code).toBe(1004)
    expect(server.db.orders.some((o) => o.trademarkName === '云杉智联')).toBe(false)
  })
})

describe('a refusal review through the API', () => {
  const reviewOf = async (regNo: string, citedNo: string, token = DEMO, draftId = 'rev-1') => {
    const target = rowOf(await marks('tmInfo/getCustomerTrademarks', {}, token), regNo).mark
    const res = await call<{ list: CitedMark[] }>(
      'tmInvalidation/queryReferenceTrademark',
      { keyword: citedNo },
      token,
    )
    const cited = res.body.data.list.find((c) => c.regNo === citedNo)!
    expect(cited).toBeDefined()
    return {
      target,
      draft: draftOf('refusal', draftId, {
        marks: [target],
        grounds: ['marksDissimilar'],
        citedMarks: [cited],
        facts: FACTS,
        evidencePlan: 'reserve',
      }),
    }
  }

  it('orders the review of 52307716 citing 31177420 as product type 14, for all the mark’s classes', async () => {
    const { draft } = await reviewOf('52307716', '31177420')
    const ordered = await saveAndOrder(draft)
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200)
    const quote = contestedQuote(draft, businessToday())
    const s = FEE_SCHEDULES[14]
    expect(quote.total).toBe(2 * s.officialFirstClass + s.serviceFirstClass + s.serviceExtraClass)
    expect(ordered.body.data.total).toBe(quote.total)
    const detail = await call<OrderDetail>('tbOrder/getOrderDetail', { orderId: ordered.body.data.orderId })
    expect(detail.body.data).toMatchObject({
      productType: 14,
      total: quote.total,
      niceClasses: ['09', '38'],
      applicantName: DEMO_HOLDER_ZH,
    })
    expect((await formEligibility('tmReview/isCanReview', ['52307716']))[0]!.eligibility).toEqual(
      refused('svcContested:eligibility.alreadyReviewed'),
    )
  })

  // The order is priced from the server's record of the refused application, not the draft's copy: a draft
  // claiming one class of 52307716's two pays for two.
  it('prices the review from the server’s classes of the mark, not the draft’s copy', async () => {
    const { draft, target } = await reviewOf('52307716', '31177420')
    const forged = { ...draft, marks: [{ ...target, classes: ['09'] }] }
    const ordered = await saveAndOrder(forged)
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200)
    expect(ordered.body.data.total).toBe(contestedQuote(draft, businessToday()).total)
  })

  // The order names the applicant (and the mark) as the server records them, whatever the draft's copy says.
  it('names the order after the application’s holder on record, not the draft’s copy', async () => {
    const { draft, target } = await reviewOf('52307716', '31177420')
    const forged = { ...draft, marks: [{ ...target, holderZh: '伪造贸易有限公司', name: 'FAKE' }] }
    const ordered = await saveAndOrder(forged)
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200)
    const order = server.db.orders.find((o) => o.id === ordered.body.data.orderId)!
    expect(order.applicantName).toBe(DEMO_HOLDER_ZH)
    expect(order.trademarkName).toBe('杉语')
  })

  it('checks the receipt day: not before the refusal was sent, not in the future', async () => {
    const { draft, target } = await reviewOf('52307716', '31177420')
    const sent = target.contested!.refusedOn!
    const early = await refusedIssues({ ...draft, receivedOn: addBusinessDays(sent, -1) })
    expect(early).toContainEqual({ path: 'receivedOn', message: 'svcContested:issues.receivedBeforeSent' })
    const future = await refusedIssues({
      ...draft,
      draftId: 'rev-2',
      receivedOn: addBusinessDays(businessToday(), 1),
    })
    expect(future).toContainEqual({ path: 'receivedOn', message: 'svcContested:issues.receivedFuture' })
    // Received the day it was sent: 15 days from then are not over yet.
    const onTime = await saveAndOrder({ ...draft, draftId: 'rev-3', receivedOn: sent })
    expect(onTime.body.code, JSON.stringify(onTime.body)).toBe(200)
  })

  it('refuses the review of u-agency’s 53316608, whose review period is over', async () => {
    const token = signInAs(server, 'u-agency')
    const { draft, target } = await reviewOf('53316608', '27764120', token)
    const sent = target.contested!.refusedOn!
    // Refused about 50 days ago: even the deemed receipt (15 days) and 15 more are long over.
    expect(sent < addBusinessDays(businessToday(), -45)).toBe(true)
    const before = server.db.orders.length
    const issues = await refusedIssues(draft, token)
    expect(issues).toContainEqual({ path: 'marks.0', message: 'svcContested:eligibility.reviewClosed' })
    // With the receipt on the day it was sent, the 15 days are over too.
    const received = await refusedIssues({ ...draft, draftId: 'rev-2', receivedOn: sent }, token)
    expect(received).toContainEqual({ path: 'receivedOn', message: 'svcContested:issues.reviewPeriodOver' })
    expect(server.db.orders).toHaveLength(before)
    // Its other refusal is still open to review.
    const open = await reviewOf('56672019', '30988712', token, 'rev-3')
    expect((await saveAndOrder(open.draft, token)).body.code).toBe(200)
  })

  it('refuses u-demo’s review of u-agency’s refused application', async () => {
    const token = signInAs(server, 'u-agency')
    const { draft } = await reviewOf('56672019', '30988712', token)
    const issues = await refusedIssues(draft)
    expect(issues).toContainEqual({ path: 'marks.0', message: 'services:issues.markUnknown' })
  })
})

describe('the parties: opponents and a mark’s applicant', () => {
  it('tmOpposition/saveOpponent keeps the applicant first in getOpponentInfo; an unknown one is refused', async () => {
    const book = server.db.applicants.filter((a) => a.userId === 'u-demo')
    const [a, b] = [book[1]!, book[2]!]
    expect((await call('tmOpposition/getOpponentInfo')).body.data).toEqual({ opponents: [] })
    for (const id of [a.applicantId, b.applicantId, a.applicantId]) {
      const res = await call<{ applicant: Applicant }>('tmOpposition/saveOpponent', { applicantId: id })
      expect(res.body.code).toBe(200)
      expect(res.body.data.applicant.applicantId).toBe(id)
    }
    const info = await call<{ opponents: Applicant[] }>('tmOpposition/getOpponentInfo')
    expect(info.body.data.opponents.map((o) => o.applicantId)).toEqual([a.applicantId, b.applicantId])
    expect(info.body.data.opponents[0]).toEqual(pickApplicant(a))

    expect((await call('tmOpposition/saveOpponent', { applicantId: 'app-nobody' })).body.code).toBe(1004)
    const agencyId = server.db.applicants.find((x) => x.userId === 'u-agency')!.applicantId
    expect((await call('tmOpposition/saveOpponent', { applicantId: agencyId })).body.code).toBe(1004)
    // Another account has its own opponents.
    signInAs(server, 'u-agency')
    expect((await call('tmOpposition/getOpponentInfo', {}, 't-u-agency')).body.data).toEqual({
      opponents: [],
    })
  })

  it('tmOpposition/getApplicantInformation answers the holder of a published mark', async () => {
    const res = await call<MarkApplicant>('tmOpposition/getApplicantInformation', { regNo: '72345018' })
    expect(res.body.code).toBe(200)
    expect(res.body.data).toMatchObject({
      regNo: '72345018',
      nameZh: ZHILIAN_ZH,
      nameEn: 'Shenzhen Zhilian Yunshan Technology Co., Ltd.',
      country: 'CN',
      applicant: null,
    })
    expect(res.body.data.addressZh).toContain('深圳市')
    expect((await call('tmOpposition/getApplicantInformation', { regNo: '99999990' })).body.code).toBe(1004)
  })

  it('tmReview/getApplicantInformation answers the account’s own applicant of its refused application', async () => {
    const res = await call<MarkApplicant>('tmReview/getApplicantInformation', { regNo: '52307716' })
    expect(res.body.code).toBe(200)
    expect(res.body.data).toMatchObject({ regNo: '52307716', nameZh: DEMO_HOLDER_ZH })
    expect(res.body.data.applicant).not.toBeNull()
    expect(res.body.data.applicant).toMatchObject({ nameZh: DEMO_HOLDER_ZH, applicantId: 'app-demo-01' })
    // Not a refused application of the account.
    expect((await call('tmReview/getApplicantInformation', { regNo: '35126478' })).body.code).toBe(1004)
  })
})

describe('tmInvalidation/queryReferenceTrademark (the marks to cite)', () => {
  type Cited = { list: CitedMark[]; total: number }
  const search = async (body: object) => {
    const res = await call<Cited>('tmInvalidation/queryReferenceTrademark', body)
    expect(res.body.code, JSON.stringify(res.body)).toBe(200)
    return res.body.data
  }

  it('lists the account’s own marks first, then the others', async () => {
    const names = new Set(
      server.db.applicants.filter((a) => a.userId === 'u-demo').flatMap((a) => [a.nameZh, a.nameEn]),
    )
    const found = await search({ keyword: '云杉' })
    const own = found.list.map((c) => names.has(c.holderZh) || names.has(c.holderEn))
    expect(own[0]).toBe(true)
    expect(own).toContain(false)
    // Once another's mark is listed, no own mark follows.
    expect(own.slice(own.indexOf(false))).not.toContain(true)
    expect(found.list.map((c) => c.regNo)).toEqual(expect.arrayContaining(['35126478', '72345018']))
    expect(found.total).toBeGreaterThanOrEqual(found.list.length)
    for (const c of found.list) expect(`${c.regNo} ${c.name} ${c.holderZh} ${c.holderEn}`).toMatch(/云杉/)
  })

  it('leaves out the excluded number and keeps to the page size', async () => {
    const excluded = await search({ keyword: '云杉', excludeRegNo: '35126478' })
    expect(excluded.list.map((c) => c.regNo)).not.toContain('35126478')
    expect(excluded.list.map((c) => c.regNo)).toContain('72345018')
    const whole = await search({ keyword: '云杉' })
    expect(excluded.total).toBe(whole.total - 1)

    const three = await search({ keyword: '', pageSize: 3 })
    expect(three.list).toHaveLength(3)
    expect(three.total).toBeGreaterThan(3)
    const many = await search({ keyword: '', pageSize: 30 })
    expect(many.list).toHaveLength(30)
    expect(new Set(many.list.map((c) => c.regNo)).size).toBe(30)
    expect((await call('tmInvalidation/queryReferenceTrademark', { pageSize: 31 })).body.code).toBe(800)
  })

  it('finds one mark by its number once', async () => {
    const one = await search({ keyword: '35126478' })
    expect(one.list.map((c) => c.regNo)).toEqual(['35126478'])
    expect(one.total).toBe(1)
    expect(one.list[0]).toMatchObject({ name: '云杉智能', holderZh: DEMO_HOLDER_ZH, status: 1 })
    expect(one.list[0]!.filedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

describe('the contested prices', () => {
  it('tmOpposition/getFormula answers the opposition schedule (product type 7)', async () => {
    const res = await call<{ productType: number; schedule: (typeof FEE_SCHEDULES)[7] }>(
      'tmOpposition/getFormula',
    )
    expect(res.body.code).toBe(200)
    expect(res.body.data.productType).toBe(7)
    expect(res.body.data.schedule).toEqual(FEE_SCHEDULES[7])
  })

  it('tmReview/validateFormula refuses a wrong total with the right quote, accepts the right one', async () => {
    const s = FEE_SCHEDULES[14]
    const right = 2 * s.officialFirstClass + s.serviceFirstClass + s.serviceExtraClass
    // The account's own mark is priced from its record (two classes), whatever the request says.
    const body = { marks: [{ regNo: '52307716', classes: ['09'] }] }
    const wrong = await call<Quote>('tmReview/validateFormula', { ...body, total: right - 1000 })
    expect(wrong.body.code).toBe(1001)
    expect(wrong.body.data).toMatchObject({ productType: 14, total: right })
    expect(wrong.body.msg).toContain(right.toFixed(2))
    const ok = await call<Quote>('tmReview/validateFormula', { ...body, total: right })
    expect(ok.body.code).toBe(200)
    expect(ok.body.data.total).toBe(right)
  })

  it('tmInvalidation/getPrice of a 2-class mark: 2 × 675 official and the schedule’s service fees', async () => {
    const s = FEE_SCHEDULES[32]
    expect(s.officialFirstClass).toBe(675)
    const res = await call<Quote>('tmInvalidation/getPrice', {
      marks: [{ regNo: '72345018', classes: ['09', '42'] }],
    })
    expect(res.body.code).toBe(200)
    expect(res.body.data).toMatchObject({
      productType: 32,
      official: 2 * 675,
      service: s.serviceFirstClass + s.serviceExtraClass,
      total: 2 * 675 + s.serviceFirstClass + s.serviceExtraClass,
    })
  })
})

describe('non-use cancellation and invalidation through the API', () => {
  it('orders a non-use cancellation of 26613388 (product type 16) through tmRemoval/tmRemovalMain', async () => {
    const target = rowOf(await marks('tmInfo/tmCrossSearch', { keyword: '26613388' }), '26613388').mark
    const draft = draftOf('nonuseCancellation', 'nu-1', {
      marks: [target],
      party: await bookApplicant(DEMO_HOLDER_ZH),
      grounds: ['nonUse'],
      facts: FACTS,
      goods: targetGoods(target),
    })
    const ordered = await saveAndOrder(draft)
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200)
    const quote = contestedQuote(draft, businessToday())
    expect(ordered.body.data.total).toBe(quote.total)
    const order = server.db.orders.find((o) => o.id === ordered.body.data.orderId)!
    expect(order.productType).toBe(16)
    expect((await formEligibility('tmRemoval/isCanAlter', ['26613388']))[0]!.eligibility).toEqual(
      refused('svcContested:eligibility.alreadyRequested'),
    )
    // 31177420 was registered two years ago: the same request is refused for it.
    const recent = rowOf(await marks('tmInfo/tmCrossSearch', { keyword: '31177420' }), '31177420').mark
    const issues = await refusedIssues({
      ...draft,
      draftId: 'nu-2',
      marks: [recent],
      goods: targetGoods(recent),
    })
    expect(issues).toContainEqual({ path: 'marks.0', message: 'svcContested:eligibility.underThreeYears' })
  })

  it('invalidation of 18820496 (registered 7 years ago): prior mark alone is too late, with bad faith it is ordered', async () => {
    const target = rowOf(await marks('tmInfo/queryTmCrossSearch', { keyword: '18820496' }), '18820496').mark
    const cited = await cite('35126478')
    expect(cited.filedOn < target.contested!.filedOn).toBe(true)
    const draft = draftOf('Invalidation', 'inv-1', {
      marks: [target],
      party: await bookApplicant(DEMO_HOLDER_ZH),
      grounds: ['priorMark'],
      citedMarks: [cited],
      facts: FACTS,
      goods: targetGoods(target),
      evidencePlan: 'now',
    })
    const issues = await refusedIssues(draft)
    expect(issues).toContainEqual({ path: 'grounds', message: 'svcContested:issues.relativeTooLate' })

    const withBadFaith = { ...draft, grounds: ['priorMark', 'badFaith'] as ContestedDraft['grounds'] }
    expect((await save(withBadFaith, DEMO, 1)).revision).toBe(2)
    const ordered = await call<Acted>('tmInvalidation/insertDetail', { draftId: 'inv-1', action: 'order' })
    expect(ordered.body.code, JSON.stringify(ordered.body)).toBe(200)
    expect(ordered.body.data.total).toBe(contestedQuote(withBadFaith, businessToday()).total)
    expect(server.db.orders.find((o) => o.id === ordered.body.data.orderId)?.productType).toBe(32)
  })

  it('a forged registration day does not reopen the relative grounds of 18820496', async () => {
    const target = rowOf(await marks('tmInfo/queryTmCrossSearch', { keyword: '18820496' }), '18820496').mark
    const draft = draftOf('Invalidation', 'inv-2', {
      marks: [{ ...target, registrationDate: addBusinessDays(businessToday(), -400) }],
      party: await bookApplicant(DEMO_HOLDER_ZH),
      grounds: ['priorMark'],
      citedMarks: [await cite('35126478')],
      facts: FACTS,
      goods: targetGoods(target),
      evidencePlan: 'now',
    })
    const issues = await refusedIssues(draft)
    expect(issues).toContainEqual({ path: 'grounds', message: 'svcContested:issues.relativeTooLate' })
  })
})
