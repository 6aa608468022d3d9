import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FollowedApplicant, PlatMark, RegisterChange } from '../../src/api/schemas/applicant-portfolios'
import { factsOf } from '../cases/store'
import { getRegister } from '../register'
import { getPartyIndex } from '../register/records'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const TOKEN = 't-u-demo'

// The register is frozen at 2026-11-22; the demo follows AP000052 since 2026-11-15 (two of its marks moved on
// since) and AP000027 since the seed's day.
const TODAY = '2026-11-27T04:00:00.000Z'

const call = <T>(path: string, body: object = {}, token = TOKEN) =>
  callApi<T>(path, body, { token }).then((r) => r.body)

const memberOf = (preset: string) =>
  server.db.teamMembers.find((m) => m.accountId === 'u-demo' && m.roleId === `role-u-demo-${preset}`)!.id
const actAs = (preset: string) => server.simulate('team.actAs', TOKEN, memberOf(preset))

type Page<T> = { total: number; list: T[]; labels: string[]; unseen: number }

// Building the register takes seconds; it happens once, before the first call.
beforeAll(() => {
  getRegister()
  getPartyIndex()
}, 60_000)

beforeEach(() => {
  server.setNow(TODAY)
})

// Every answer must fit its response schema (the server records mismatches instead of failing the call).
afterEach(() => {
  expect(server.schemaViolations).toEqual([])
})

describe('tmPlat: the followed applicants’ marks', () => {
  it('lists every mark of the followed applicants, newest first, filtered and paged', async () => {
    const all = await call<Page<PlatMark>>('tmPlat/tmPlat', { pageNum: 1, pageSize: 100 }).then((b) => b.data)
    expect(all.total).toBe(54)
    expect(new Set(all.list.map((m) => m.applicantId))).toEqual(new Set(['AP000052', 'AP000027']))
    const filings = all.list.map((m) => m.filingDate)
    expect([...filings].sort().reverse()).toEqual(filings)

    const one = await call<Page<PlatMark>>('tmPlat/tmPlat', { applicantId: 'AP000027', pageSize: 10 }).then(
      (b) => b.data,
    )
    expect(one.total).toBe(25)
    expect(one.list).toHaveLength(10)
    const byNumber = await call<Page<PlatMark>>('tmPlat/tmPlat', {
      keyword: all.list[3]!.applicationNo,
    }).then((b) => b.data)
    expect(byNumber.list.map((m) => m.id)).toEqual([all.list[3]!.id])
    const registered = await call<Page<PlatMark>>('tmPlat/tmPlat', { status: [1], pageSize: 100 }).then(
      (b) => b.data,
    )
    expect(registered.total).toBeGreaterThan(0)
    expect(registered.list.every((m) => m.status === 1 && m.expiryDate)).toBe(true)
    const changed = all.list.filter((m) => m.unseenChanges > 0).map((m) => m.id)
    expect(changed.sort()).toEqual(['TM0004638', 'TM0025860'])
  })

  it('counts the followed applicants’ marks and unseen changes; a read-only member may read', async () => {
    actAs('readOnly')
    const { code, data } = await call<{ list: FollowedApplicant[] }>('tmPlat/getTmApplicantList')
    expect(code).toBe(200)
    expect(data.list.map((a) => [a.applicantId, a.markCount, a.unseenChanges])).toEqual([
      ['AP000052', 29, 2],
      ['AP000027', 25, 0],
    ])
    const byAccount = await call<{ list: { applicantId: string }[] }>(
      'globalExtendController/getApplicantsByAccount',
    )
    expect(byAccount.data.list.map((a) => a.applicantId)).toEqual(['AP000052', 'AP000027'])
  })

  it('needs a session and the view authority', async () => {
    expect((await call('tmPlat/tmPlat', {}, 'nope')).code).toBe(401)
    const role = server.db.teamRoles.find((r) => r.id === 'role-u-demo-readOnly')!
    role.authorities = ['document.view']
    actAs('readOnly')
    const refused = await call('tmPlat/tmPlat')
    expect(refused.code).toBe(403)
    expect(refused.msg).toContain('case.view')
  })

  it('answers one mark’s details and term, and refuses a mark of an applicant not followed', async () => {
    const detail = await call<{ id: string; goods: unknown[]; events: { code: string }[] }>(
      'tmPlat/tmPlatDetails',
      { markId: 'TM0004638' },
    )
    expect(detail.data.id).toBe('TM0004638')
    expect(detail.data.events[0]!.code).toBe('examination')
    expect(detail.data.goods.length).toBeGreaterThan(0)
    const same = await call<{ id: string }>('globalExtendController/queryMyTmDetails', {
      markId: 'TM0004638',
    })
    expect(same.data.id).toBe('TM0004638')
    const registered = (await call<Page<PlatMark>>('tmPlat/tmPlat', { status: [1] })).data.list[0]!
    const term = await call<{ expiryDate: string; registrationDate: string }>(
      'globalExtendController/getGloabalExtendTraInfo',
      { markId: registered.id },
    )
    expect(term.data.expiryDate).toBe(registered.expiryDate)
    expect(term.data.registrationDate).toBe(registered.registrationDate)
    for (const path of ['tmPlat/tmPlatDetails', 'globalExtendController/getGloabalExtendTraInfo'])
      expect((await call(path, { markId: 'TM0000001' })).code).toBe(1004)
  })
})

describe('applicant portfolios: following', () => {
  it('finds register applicants by name with their mark counts, and checks the name', async () => {
    const found = await call<{
      total: number
      list: { applicantId: string; markCount: number; followed: boolean }[]
    }>('globalExtendController/queryApplicant', { name: '杭州市锦邦科技' })
    expect(found.data.list[0]).toMatchObject({ applicantId: 'AP000035', markCount: 30, followed: false })
    const followed = await call<{ list: { followed: boolean }[] }>('globalExtendController/queryApplicant', {
      name: 'Hangzhou XiangXin',
    })
    expect(followed.data.list[0]!.followed).toBe(true)
    for (const name of ['', 'x', '<script>'])
      expect((await call('globalExtendController/queryApplicant', { name })).code).toBe(1001)
    const bad = await callApi(
      'globalExtendController/queryApplicant',
      { name: '<b>' },
      { token: TOKEN, lang: 'zh-CN' },
    )
    expect(bad.body.msg).toBe('不能包含特殊字符')
  })

  it('follows and stops following, refusing a duplicate, an unknown applicant and a member without the authority', async () => {
    const add = { action: 'follow', applicantId: 'AP000035' }
    const done = await call<{ followed: string[] }>('globalExtendController/addApplicantToAccount', add)
    expect(done.data.followed).toEqual(['AP000052', 'AP000027', 'AP000035'])
    expect((await call<Page<PlatMark>>('tmPlat/tmPlat')).data.total).toBe(84)
    // Followed today: nothing has changed yet.
    expect(
      (
        await call<Page<RegisterChange>>('applicantTrademarkData/getApplicantTrademarkDataList', {
          applicantId: 'AP000035',
        })
      ).data.total,
    ).toBe(0)
    const again = await call('globalExtendController/addApplicantToAccount', add)
    expect(again).toMatchObject({ code: 1001, msg: 'You already follow this applicant' })
    const unknown = await call('globalExtendController/addApplicantToAccount', {
      action: 'follow',
      applicantId: 'AP999999',
    })
    expect(unknown.code).toBe(1004)
    const off = await call<{ followed: string[] }>('globalExtendController/addApplicantToAccount', {
      action: 'unfollow',
      applicantId: 'AP000035',
    })
    expect(off.data.followed).toEqual(['AP000052', 'AP000027'])
    expect(
      (
        await call('globalExtendController/addApplicantToAccount', {
          action: 'unfollow',
          applicantId: 'AP000035',
        })
      ).code,
    ).toBe(1004)
    actAs('readOnly')
    const refused = await call('globalExtendController/addApplicantToAccount', add)
    expect(refused.code).toBe(403)
    expect(refused.msg).toContain('portfolio.manage')
  })

  it('lists an applicant’s marks, followed or not', async () => {
    const res = await call<{ followed: boolean; total: number; list: PlatMark[] }>(
      'globalExtendController/queryTmByApplicantId',
      { applicantId: 'AP000035', pageSize: 5 },
    )
    expect(res.data).toMatchObject({ followed: false, total: 30 })
    expect(res.data.list).toHaveLength(5)
    expect(
      (await call('globalExtendController/queryTmByApplicantId', { applicantId: 'AG000001' })).code,
    ).toBe(1004)
  })
})

describe('applicant portfolios: add to my cases', () => {
  it('makes register cases whose deadlines the engine derives, refusing duplicates', async () => {
    const registered = (await call<Page<PlatMark>>('tmPlat/tmPlat', { status: [1], pageSize: 100 })).data.list
    const mark = registered.find((m) => m.renewal)!
    const res = await call<{ created: { markId: string; caseId: string }[] }>(
      'globalExtendController/addApplicantToAccount',
      { action: 'addCases', markIds: [mark.id, 'TM0004638'] },
    )
    expect(res.code).toBe(200)
    expect(res.data.created.map((c) => c.markId)).toEqual([mark.id, 'TM0004638'])
    const record = server.db.cases.find((c) => c.id === res.data.created[0]!.caseId)!
    expect(record).toMatchObject({ source: 'register', office: 'CN', applicationNo: mark.applicationNo })
    expect(record.events.some((e) => e.code === 'registered')).toBe(true)
    expect(factsOf(record, '2026-11-27')).toMatchObject({ status: 1, expiryDate: mark.expiryDate })
    expect(server.db.caseHistory.filter((h) => h.caseId === record.id).map((h) => h.action)).toEqual([
      'created',
    ])
    const listed = (await call<Page<PlatMark>>('tmPlat/tmPlat', { keyword: mark.applicationNo })).data
      .list[0]!
    expect(listed.caseId).toBe(record.id)

    const dup = await call('globalExtendController/addApplicantToAccount', {
      action: 'addCases',
      markIds: [mark.id],
    })
    expect(dup).toMatchObject({ code: 1001, msg: 'This mark is already in your cases' })
    const some = await call<{ created: unknown[]; duplicates: unknown[] }>(
      'globalExtendController/addApplicantToAccount',
      { action: 'addCases', markIds: [mark.id, 'TM0025860'] },
    )
    expect([some.data.created.length, some.data.duplicates.length]).toEqual([1, 1])
  })

  it('refuses a mark not followed (adding nothing) and a member who may not edit cases', async () => {
    const before = server.db.cases.length
    const res = await call('globalExtendController/addApplicantToAccount', {
      action: 'addCases',
      markIds: ['TM0004638', 'TM0000001'],
    })
    expect(res.code).toBe(1004)
    expect(server.db.cases.length).toBe(before)
    actAs('paralegal')
    const paralegal = await call('globalExtendController/addApplicantToAccount', {
      action: 'addCases',
      markIds: ['TM0004638'],
    })
    expect(paralegal.code).toBe(403)
    const role = server.db.teamRoles.find((r) => r.id === 'role-u-demo-paralegal')!
    role.authorities = [...role.authorities.filter((a) => a !== 'case.edit'), 'portfolio.manage']
    const noEdit = await call('globalExtendController/addApplicantToAccount', {
      action: 'addCases',
      markIds: ['TM0004638'],
    })
    expect(noEdit.code).toBe(403)
    expect(noEdit.msg).toContain('case.edit')
  })
})

describe('applicant portfolios: labels', () => {
  it('labels marks, lists and filters by label, and checks the labels', async () => {
    const res = await call<{ list: { labels: string[] }[] }>('tmInfo/myTrademarksLabel', {
      markIds: ['TM0004638', 'TM0025860'],
      labels: [' 核心品牌 ', 'Asia'],
    })
    expect(res.data.list[0]!.labels).toEqual(['核心品牌', 'Asia'])
    const page = await call<Page<PlatMark>>('tmPlat/tmPlat', { label: '核心品牌' })
    expect(page.data.list.map((m) => m.id).sort()).toEqual(['TM0004638', 'TM0025860'])
    expect(page.data.labels).toEqual(['Asia', '核心品牌'])
    await call('tmInfo/myTrademarksLabel', { markIds: ['TM0025860'], labels: [] })
    expect((await call<Page<PlatMark>>('tmPlat/tmPlat', { label: 'Asia' })).data.total).toBe(1)

    for (const labels of [['a'.repeat(21)], ['a', 'b', 'c', 'd', 'e', 'f'], ['x', 'x'], ['<i>']])
      expect((await call('tmInfo/myTrademarksLabel', { markIds: ['TM0004638'], labels })).code).toBe(1001)
    expect((await call('tmInfo/myTrademarksLabel', { markIds: ['TM0000001'], labels: ['a'] })).code).toBe(
      1004,
    )
    actAs('readOnly')
    expect((await call('tmInfo/myTrademarksLabel', { markIds: ['TM0004638'], labels: ['a'] })).code).toBe(403)
  })
})

describe('applicant portfolios: export', () => {
  async function sheetOf(path: string, body: object) {
    const response = await fetchApi(path, body, { token: TOKEN, lang: 'en' })
    const bytes = new Uint8Array(await (await response.blob()).arrayBuffer())
    const { default: ExcelJS } = await import('exceljs')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    )
    return { sheet: book.worksheets[0]!, disposition: response.headers.get('Content-Disposition') ?? '' }
  }

  it('exports the filtered marks as .xlsx through either call, one builder', async () => {
    actAs('readOnly')
    for (const path of ['tmPlat/tmPlatExport', 'tmInfo/customerTrademarksExprot']) {
      const { sheet, disposition } = await sheetOf(path, { applicantId: 'AP000027' })
      expect(disposition).toContain('my-trademarks-2026-11-27.xlsx')
      expect(sheet.getRow(3).getCell(1).value).toBe('Trademark')
      expect(sheet.rowCount).toBe(3 + 25)
      expect(String(sheet.getRow(4).getCell(2).value)).toBe('Beijing FangLang Trading Co., Ltd.')
    }
    const chosen = await sheetOf('tmPlat/tmPlatExport', { markIds: ['TM0004638'] })
    expect(chosen.sheet.rowCount).toBe(4)
  })

  it('refuses a member without the export authority', async () => {
    const role = server.db.teamRoles.find((r) => r.id === 'role-u-demo-readOnly')!
    role.authorities = ['case.view']
    actAs('readOnly')
    const res = await callApi('tmPlat/tmPlatExport', {}, { token: TOKEN })
    expect(res.body.code).toBe(403)
  })
})

describe('applicant portfolios: register changes', () => {
  const list = (body: object = {}) =>
    call<Page<RegisterChange>>('applicantTrademarkData/getApplicantTrademarkDataList', body)
  const tip = (body: object = {}) =>
    call<{ unseen: number; acknowledged: number }>(
      'applicantTrademarkData/applicantTrademarkDataUpdateTip',
      body,
    )

  it('shows what moved on the register since the account looked, and acknowledges per change or all', async () => {
    const first = await list()
    expect(first.data.total).toBe(2)
    expect(first.data.list.map((c) => [c.markId, c.field, c.to.text.en]).sort()).toEqual([
      ['TM0004638', 'procedure', 'Under substantive examination'],
      ['TM0025860', 'procedure', 'Under substantive examination'],
    ])
    expect(first.data.list.find((c) => c.markId === 'TM0004638')!.from).toEqual({
      value: '2026-11-02|filed',
      text: { zh: '商标注册申请', en: 'Application filed' },
    })
    expect((await list({ procedure: 'registered' })).data.total).toBe(0)
    expect((await list({ procedure: 'examination' })).data.total).toBe(2)
    // A second look finds nothing new.
    expect((await tip()).data).toEqual({ unseen: 2, acknowledged: 0 })

    actAs('readOnly')
    expect((await tip({ seenAll: true })).code).toBe(403)
    server.simulate('team.actAs', TOKEN, '')
    expect((await tip({ seen: ['nope'] })).code).toBe(1004)
    expect((await tip({ seen: [first.data.list[0]!.id] })).data).toEqual({ unseen: 1, acknowledged: 1 })
    expect((await tip({ seenAll: true })).data).toEqual({ unseen: 0, acknowledged: 1 })
    const all = await list({ show: 'all' })
    const owner = server.db.teamMembers.find((m) => m.id === 'm-u-demo-owner')!.name
    expect(all.data.list.map((c) => c.seenBy)).toEqual([owner, owner])
    expect((await list()).data.total).toBe(0)
  })

  it('finds a change once the mock clock passes a register date (a term ending)', async () => {
    await tip({ seenAll: true })
    server.setNow('2028-06-01T04:00:00.000Z')
    const changes = (await list()).data.list
    expect(changes.map((c) => [c.markId, c.field, c.from.value, c.to.value])).toContainEqual([
      'TM0001869',
      'status',
      '1',
      '2',
    ])
  })

  it('records a register change by simulation', async () => {
    await tip({ seenAll: true })
    const markId = server.simulate('portfolio.registerChange', 'u-demo', 'TM0001869', 'assignment')
    expect(markId).toBe('TM0001869')
    const changes = (await list()).data.list
    expect(changes).toHaveLength(1)
    expect(changes[0]).toMatchObject({ markId: 'TM0001869', field: 'procedure', procedure: 'assignment' })
    expect(changes[0]!.to).toEqual({
      value: '2026-11-27|assignment',
      text: { zh: '核准转让', en: 'Assignment recorded' },
    })
    expect(() => server.simulate('portfolio.registerChange', 'u-demo', 'TM0000001')).toThrow(/not a mark/)
  })

  it('sees a change recorded after an applicant was followed today', async () => {
    await tip({ seenAll: true })
    await call('globalExtendController/addApplicantToAccount', { action: 'follow', applicantId: 'AP000035' })
    const newest = (await call<Page<PlatMark>>('tmPlat/tmPlat', { applicantId: 'AP000035' })).data.list[0]!
    server.setNow('2026-11-27T05:00:00.000Z')
    server.simulate('portfolio.registerChange', 'u-demo', newest.id, 'opposed')
    const changes = (await list({ applicantId: 'AP000035' })).data.list
    // The opposition is the new procedure step, and it puts the mark in opposition (status 5).
    expect(changes.map((c) => [c.markId, c.field, c.procedure, c.to.value]).sort()).toEqual([
      [newest.id, 'procedure', 'opposed', '2026-11-27|opposed'],
      [newest.id, 'status', 'opposed', '5'],
    ])
  })

  it('names the procedure types in both languages', async () => {
    const { data } = await call<{ list: { code: string; name: { zh: string; en: string } }[] }>(
      'applicantTrademarkData/applicantTrademarkProcedureType',
    )
    expect(data.list.find((p) => p.code === 'registered')!.name).toEqual({ zh: '注册公告', en: 'Registered' })
    expect(data.list.some((p) => p.code === 'graceEnds')).toBe(false)
  })
})
