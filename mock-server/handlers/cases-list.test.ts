import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type {
  CaseLabelView,
  CustomFieldView,
  ImportErrorView,
  SavedViewView,
} from '../../src/api/schemas/cases-list'
import { IMPORT_COLUMNS, type ImportRaw } from '../../src/domain/cases/case-import'
import type { CaseRow } from '../../src/domain/cases/case-query'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'

async function data<T>(path: string, body: object | FormData = {}, lang = 'en'): Promise<T> {
  const res = await callApi<T>(`brandmanagement/${path}`, body, { token, lang })
  if (res.body.code !== 200) throw new Error(`${path} answered ${JSON.stringify(res.body)}`)
  expect(server.schemaViolations).toEqual([])
  return res.body.data
}
const call = (path: string, body: object | FormData = {}, lang = 'en') =>
  callApi(`brandmanagement/${path}`, body, { token, lang }).then((r) => r.body)

type List = {
  today: string
  rows: CaseRow[]
  labels: CaseLabelView[]
  members: { id: string; name: string }[]
}
const list = () => data<List>('getCaseManagementLists')

/** Acts as the seeded member of u-demo with this role preset. */
function actAs(preset: 'readOnly' | 'paralegal' | 'attorney') {
  const member = server.db.teamMembers.find(
    (m) => m.accountId === 'u-demo' && m.roleId === `role-u-demo-${preset}`,
  )!
  server.simulate('team.actAs', token, member.id)
  return member
}

async function workbookBytes(
  rows: Partial<ImportRaw>[],
  header = IMPORT_COLUMNS.map((c) => `${c.zh} ${c.en}`),
) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Cases')
  sheet.addRow(header)
  for (const row of rows) sheet.addRow(IMPORT_COLUMNS.map((c) => row[c.key] ?? ''))
  return new Uint8Array(await book.xlsx.writeBuffer())
}
async function importForm(rows: Partial<ImportRaw>[], name = 'cases.xlsx') {
  const form = new FormData()
  form.append('file', new File([await workbookBytes(rows)], name))
  return form
}
const good = (over: Partial<ImportRaw> = {}): Partial<ImportRaw> => ({
  markName: '青禾导入',
  office: 'CN',
  applicationNo: '79876543',
  classes: '09,35',
  applicant: '云杉科技有限公司',
  filingDate: '2016-03-10',
  publicationDate: '2016-12-06',
  registrationDate: '2017-03-07',
  registrationNo: '79876543',
  reference: 'IMP-0001',
  ...over,
})
type ImportAnswer = { imported: number; caseIds: string[]; rows: number; errors: ImportErrorView[] }

describe('brandmanagement/getCaseManagementLists', () => {
  it("lists the account's cases with status and next deadline derived by the deadline engine", async () => {
    const answer = await list()
    expect(answer.rows.length).toBe(server.db.cases.filter((c) => c.accountId === 'u-demo').length)
    expect(new Set(answer.rows.map((r) => r.officeKind))).toEqual(
      new Set(['china', 'hongKong', 'madrid', 'global']),
    )
    const withDeadline = answer.rows.find((r) => r.next)!
    expect(withDeadline.next!.daysLeft).toBeTypeOf('number')
    expect(answer.labels.map((l) => l.name)).toContain('核心商标')
    expect(answer.members.length).toBe(4)
  })

  it('shows a member only the applicants their role sees', async () => {
    const member = actAs('paralegal')
    const role = server.db.teamRoles.find((r) => r.id === member.roleId)!
    const all = (await list()).rows
    const applicant = all[all.length - 1]!.applicant
    role.applicants = [applicant]
    const { rows } = await list()
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(all.length)
    expect(rows.every((r) => r.applicant === applicant)).toBe(true)
  })

  it('refuses without a session', async () => {
    expect((await callApi('brandmanagement/getCaseManagementLists', {}, { token: 'nope' })).body.code).toBe(
      401,
    )
  })
})

describe('labels', () => {
  it('adds, renames, applies in bulk and deletes a label, writing history', async () => {
    const label = await data<CaseLabelView>('caseManagementLabel/add', { name: '待提交', color: 'teal' })
    expect(label).toMatchObject({ name: '待提交', color: 'teal', count: 0 })
    const dup = await call('caseManagementLabel/add', { name: '待提交', color: 'red' })
    expect(dup.msg).toMatch(/already exists/)
    const renamed = await data<CaseLabelView>('caseManagementLabel/add', {
      id: label.id,
      name: '待递交',
      color: 'red',
    })
    expect(renamed).toMatchObject({ id: label.id, name: '待递交', color: 'red' })

    const ids = (await list()).rows.slice(0, 3).map((r) => r.id)
    expect(
      await data('tabCaseManagementLabel', { action: 'addLabel', caseIds: ids, labelId: label.id }),
    ).toEqual({ changed: 3 })
    // Labelling again changes nothing.
    expect(
      await data('tabCaseManagementLabel', { action: 'addLabel', caseIds: ids, labelId: label.id }),
    ).toEqual({ changed: 0 })
    const labels = await data<{ labels: CaseLabelView[] }>('caseManagementLabel/get')
    expect(labels.labels.find((l) => l.id === label.id)!.count).toBe(3)
    expect(
      server.db.caseHistory.filter((h) => h.action === 'labelled' && ids.includes(h.caseId)),
    ).toHaveLength(3)

    expect(await data('caseManagementLabel/delete', { id: label.id })).toEqual({ removedFrom: 3 })
    expect(server.db.cases.some((c) => c.labelIds.includes(label.id))).toBe(false)
    expect((await call('caseManagementLabel/delete', { id: label.id })).code).toBe(1004)
  })

  it('refuses an empty or too long name with the rule message', async () => {
    const res = await call('caseManagementLabel/add', {
      name: '一二三四五六七八九十一二三四五六七八九十多',
      color: 'red',
    })
    expect(res.code).not.toBe(200)
    expect(res.msg).toMatch(/20/)
  })

  it('refuses a read-only member label writes (case.edit)', async () => {
    actAs('readOnly')
    const res = await call('caseManagementLabel/add', { name: '新标签', color: 'red' })
    expect(res.code).toBe(403)
    expect(res.msg).toMatch(/case\.edit/)
    expect((await call('caseManagementLabel/get')).code).toBe(200)
  })
})

describe('brandmanagement/tabCaseManagementLabel (assign)', () => {
  it('assigns cases to a member and back to nobody; refuses unknown members and cases', async () => {
    const { rows, members } = await list()
    const ids = rows.slice(0, 2).map((r) => r.id)
    const to = members.find((m) => m.name === '刘思远')!
    await data('tabCaseManagementLabel', { action: 'assign', caseIds: ids, assigneeId: to.id })
    expect(server.db.cases.filter((c) => ids.includes(c.id)).every((c) => c.assigneeId === to.id)).toBe(true)
    expect(server.db.caseHistory.some((h) => h.action === 'assigned' && h.caseId === ids[0])).toBe(true)
    await data('tabCaseManagementLabel', { action: 'assign', caseIds: ids, assigneeId: null })
    expect(server.db.cases.find((c) => c.id === ids[0])!.assigneeId).toBeNull()
    expect(
      (await call('tabCaseManagementLabel', { action: 'assign', caseIds: ids, assigneeId: 'm-x' })).code,
    ).toBe(1004)
    const agencyCase = server.db.cases.find((c) => c.accountId === 'u-agency')!
    const other = await call('tabCaseManagementLabel', {
      action: 'assign',
      caseIds: [agencyCase.id],
      assigneeId: null,
    })
    expect(other.code).toBe(1004)
    expect(agencyCase.assigneeId).not.toBeNull()
  })
})

describe('brandmanagement/deleteManagement', () => {
  it('deletes cases with history, and refuses members without case.delete', async () => {
    const ids = (await list()).rows.slice(0, 2).map((r) => r.id)
    actAs('paralegal')
    const refused = await call('deleteManagement', { caseIds: ids })
    expect(refused.code).toBe(403)
    expect(server.db.cases.filter((c) => ids.includes(c.id))).toHaveLength(2)
    server.simulate('team.actAs', token, '')
    expect(await data('deleteManagement', { caseIds: ids })).toEqual({ deleted: 2 })
    expect(server.db.cases.some((c) => ids.includes(c.id))).toBe(false)
    expect(
      server.db.caseHistory.filter((h) => h.action === 'deleted' && ids.includes(h.caseId)),
    ).toHaveLength(2)
  })
})

describe('member settings (userConfig)', () => {
  it("saves the member's own columns, refusing unknown ones", async () => {
    expect(await data('userConfig/v1/get')).toEqual({ columns: null })
    await data('userConfig/v1/update', { columns: ['markName', 'status', 'nextDeadline'] })
    expect(await data('userConfig/v1/get')).toEqual({ columns: ['markName', 'status', 'nextDeadline'] })
    expect((await call('userConfig/v1/update', { columns: ['status'] })).code).not.toBe(200)
    expect((await call('userConfig/v1/update', { columns: ['markName', 'cf:nope'] })).code).toBe(1004)
    // Another member has their own.
    actAs('readOnly')
    expect(await data('userConfig/v1/get')).toEqual({ columns: null })
  })

  it('saves, renames and deletes filter views; names are unique', async () => {
    const { views } = await data<{ views: SavedViewView[] }>('userConfig/v2/update', {
      name: '续展90天',
      search: { within: 90, status: 'registered', bogus: 'x' },
    })
    expect(views).toHaveLength(1)
    expect(views[0]!.search).toEqual({ within: 90, status: 'registered' })
    expect((await call('userConfig/v2/update', { name: '续展90天', search: {} })).msg).toMatch(
      /already exists/,
    )
    await data('userConfig/v2/update', { remove: views[0]!.id })
    expect((await data<{ views: SavedViewView[] }>('userConfig/v2/get')).views).toEqual([])
    expect((await call('userConfig/v2/update', { remove: views[0]!.id })).code).toBe(1004)
  })
})

describe('offices and applicants', () => {
  it('count the visible cases by office and by applicant', async () => {
    const { offices } = await data<{ offices: { office: string; officeKind: string; count: number }[] }>(
      'getMemberCaseCountry',
    )
    const { rows } = await list()
    expect(offices.reduce((n, o) => n + o.count, 0)).toBe(rows.length)
    expect(offices.find((o) => o.office === 'CN')!.officeKind).toBe('china')
    const { applicants } = await data<{ applicants: { name: string; count: number }[] }>(
      'getMemberCaseApplicants',
    )
    expect(applicants.reduce((n, a) => n + a.count, 0)).toBe(rows.length)
  })
})

describe('custom fields', () => {
  it('reads, replaces and clears values that no longer fit; init only for an account without fields', async () => {
    const path = (p: string) =>
      callApi<{ fields: CustomFieldView[] }>(`customField/${p}`, {}, { token }).then((r) => r.body)
    const { data: before } = await path('getCustomField')
    expect(before.fields.map((f) => f.name)).toEqual(['产品线', '内部负责部门', '许可到期日'])
    expect((await path('initCustomField')).code).not.toBe(200)
    const select = before.fields[0]!
    const withValue = server.db.cases.find((c) => c.accountId === 'u-demo' && c.customFields[select.id])!
    const res = await callApi<{ fields: CustomFieldView[] }>(
      'customField/updateCustomField',
      {
        fields: [
          { ...select, options: ['新选项'] },
          { id: '', name: '代理费预算', type: 'text', options: [] },
        ],
      },
      { token },
    )
    expect(res.body.data.fields.map((f) => f.name)).toEqual(['产品线', '代理费预算'])
    expect(withValue.customFields[select.id]).toBeUndefined()
    const repeated = await callApi(
      'customField/updateCustomField',
      {
        fields: [
          { id: '', name: 'A', type: 'text', options: [] },
          { id: '', name: 'a', type: 'text', options: [] },
        ],
      },
      { token },
    )
    expect(repeated.body.code).not.toBe(200)
    await callApi('customField/updateCustomField', { fields: [] }, { token })
    const init = await path('initCustomField')
    expect(init.data.fields).toHaveLength(3)
  })

  it('refuses a read-only member the field editor', async () => {
    actAs('readOnly')
    const res = await callApi('customField/updateCustomField', { fields: [] }, { token })
    expect(res.body.code).toBe(403)
  })
})

describe('export and the import template', () => {
  it('exports the filtered cases as a real workbook in the member’s column order', async () => {
    await data('userConfig/v1/update', { columns: ['markName', 'office', 'nextDeadline'] })
    const res = await fetchApi(
      'brandmanagement/caseManagementExport',
      { search: { office: 'hongKong' } },
      { token, lang: 'en' },
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await (await res.blob()).arrayBuffer())
    const sheet = book.worksheets[0]!
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Mark name',
      'Office',
      'Next deadline',
      'Due',
      'Days left',
    ])
    const hk = (await list()).rows.filter((r) => r.officeKind === 'hongKong')
    expect(sheet.rowCount - 1).toBe(hk.length)
    expect(sheet.getRow(2).getCell(2).value).toBe('HK')
  })

  it('exports only the selected cases; refuses a member without case.export', async () => {
    const ids = (await list()).rows.slice(0, 2).map((r) => r.id)
    const res = await fetchApi('brandmanagement/caseManagementExport', { ids }, { token })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await (await res.blob()).arrayBuffer())
    expect(book.worksheets[0]!.rowCount).toBe(3)
    const role = server.db.teamRoles.find((r) => r.id === 'role-u-demo-readOnly')!
    role.authorities = role.authorities.filter((a) => a !== 'case.export')
    actAs('readOnly')
    expect((await call('caseManagementExport', {})).code).toBe(403)
  })

  it('answers the template with the header, the instructions and the dropdown lists', async () => {
    const res = await fetchApi('brandmanagement/downloadCaseManagementExcel', {}, { token })
    expect(res.headers.get('content-disposition') ?? '').toMatch(/case-import-template\.xlsx/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await (await res.blob()).arrayBuffer())
    const sheet = book.worksheets[0]!
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/^商标名称 Mark name/)
    expect(sheet.getCell(2, 2).dataValidation.type).toBe('list')
    expect(book.worksheets.map((w) => w.name)).toContain('填写说明 Instructions')
    actAs('readOnly')
    expect((await call('downloadCaseManagementExcel')).code).toBe(403)
  })
})

describe('brandmanagement/caseManagementImport', () => {
  it('imports good rows as cases whose deadlines the engine derives, with history', async () => {
    const before = server.db.cases.length
    const answer = await data<ImportAnswer>('caseManagementImport', await importForm([good()]))
    expect(answer).toMatchObject({ imported: 1, rows: 1, errors: [] })
    expect(server.db.cases.length).toBe(before + 1)
    const created = server.db.cases.find((c) => c.id === answer.caseIds[0])!
    expect(created).toMatchObject({ source: 'import', office: 'CN', classes: ['09', '35'] })
    expect(created.events.map((e) => e.code)).toEqual(['filed', 'published', 'registered'])
    const row = (await list()).rows.find((r) => r.id === created.id)!
    expect(row.status).toBe(1)
    expect(row.next?.kind).toMatch(/renewal/)
    expect(server.db.caseHistory.some((h) => h.caseId === created.id && h.action === 'imported')).toBe(true)
  })

  it('imports nothing when any row is bad, and names every bad row, column and problem in the caller’s language', async () => {
    const before = server.db.cases.length
    const form = await importForm([
      good(),
      good({ applicationNo: '12', reference: 'IMP-2', markName: 'B' }),
      good({ classes: '46', applicationNo: '79876544', reference: 'IMP-3' }),
      good({ filingDate: '2016/03/10', applicationNo: '79876545', reference: 'IMP-4' }),
      good({ applicant: '', applicationNo: '79876546', reference: 'IMP-5' }),
      good({ reference: 'IMP-6' }),
    ])
    const answer = await data<ImportAnswer>('caseManagementImport', form, 'zh-CN')
    expect(answer.imported).toBe(0)
    expect(server.db.cases.length).toBe(before)
    const at = (row: number) => answer.errors.filter((e) => e.row === row)
    expect(at(2)).toEqual([])
    expect(at(3)[0]).toMatchObject({
      column: 'applicationNo',
      message: expect.stringMatching(/5 到 12|数字/),
    })
    expect(at(4)[0]).toMatchObject({ column: 'classes' })
    expect(at(5)[0]).toMatchObject({ column: 'filingDate', message: expect.stringMatching(/YYYY-MM-DD/) })
    expect(at(6)[0]).toMatchObject({ column: 'applicant', message: '未填写申请人' })
    expect(at(7)[0]).toMatchObject({ column: 'applicationNo', message: '与第2行重复' })
  })

  it('refuses a duplicate of an existing case', async () => {
    const existing = server.db.cases.find((c) => c.accountId === 'u-demo' && c.office === 'CN')!
    const answer = await data<ImportAnswer>(
      'caseManagementImport',
      await importForm([
        good({
          applicationNo: existing.applicationNo,
          registrationNo: '',
          registrationDate: '',
          publicationDate: '',
        }),
      ]),
    )
    expect(answer.errors[0]).toMatchObject({ row: 2, message: 'This case is already in the case list' })
  })

  it('refuses bad files with a clear message', async () => {
    const wrongType = new FormData()
    wrongType.append('file', new File([await workbookBytes([good()])], 'cases.csv'))
    expect((await call('caseManagementImport', wrongType)).msg).toMatch(/Wrong file type/)
    const fake = new FormData()
    fake.append('file', new File([new TextEncoder().encode('not a workbook')], 'cases.xlsx'))
    expect((await call('caseManagementImport', fake)).msg).toMatch(/not a valid Excel/)
    const big = new FormData()
    big.append('file', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cases.xlsx'))
    expect((await call('caseManagementImport', big)).msg).toMatch(/too large/)
    const other = new FormData()
    other.append('file', new File([await workbookBytes([good()], ['Name', 'Class'])], 'cases.xlsx'))
    expect((await call('caseManagementImport', other)).msg).toMatch(/header row/)
    const empty = await call('caseManagementImport', await importForm([]))
    expect(empty.msg).toMatch(/no cases/)
  })

  it('refuses a read-only member (case.import)', async () => {
    actAs('readOnly')
    const res = await call('caseManagementImport', await importForm([good()]))
    expect(res.code).toBe(403)
    expect(res.msg).toMatch(/case\.import/)
  })
})
