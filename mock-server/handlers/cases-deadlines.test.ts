import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { DeadlineRow, RemindRule, Reminder } from '../../src/api/schemas/cases-deadlines'
import { addBusinessDays } from '../../src/domain/clock'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'
const READ_ONLY = 'm-u-demo-3'

interface List {
  today: string
  list: DeadlineRow[]
  members: { id: string; name: string }[]
}
interface Reminds {
  today: string
  rules: RemindRule[]
  scheduled: Reminder[]
  sent: Reminder[]
  outbox: { to: string; subject: string }[]
}

const call = <T>(path: string, body: object | FormData = {}, method?: string) =>
  callApi<T>(`brandmanagement/${path}`, body, { token, ...(method && { method }) })
const list = async (body: object = {}) => (await call<List>('getCasemanagementTasks', body)).body
const reminds = async (body: object = {}) => (await call<Reminds>('caseManagement/reminds', body)).body
const readOnly = () => server.simulate('team.actAs', token, READ_ONLY)

/**
 * An open derived deadline of a generated case, due in more than a day. (A portfolio case's story is dated
 * from today, so its deadlines move with the clock; a generated case's stay put.)
 */
async function openDeadline() {
  const { data } = await list()
  const fixed = new Set(server.db.cases.filter((c) => c.source !== 'portfolio').map((c) => c.id))
  const found = data.list.find((d) => fixed.has(d.caseId) && d.kind !== 'task' && !d.done && d.daysLeft > 1)
  if (!found) throw new Error('the demo account has no open deadline')
  return found
}

describe('brandmanagement/getCasemanagementTasks', () => {
  it('lists the derived deadlines of every visible case, earliest first, with case and calendar facts', async () => {
    const { code, data } = await list()
    expect(code).toBe(200)
    expect(data.list.length).toBeGreaterThan(5)
    const dues = data.list.map((d) => d.due)
    expect(dues).toEqual([...dues].sort())
    expect(new Set(data.list.map((d) => d.officeKind)).size).toBeGreaterThan(1)
    const cn = data.list.find((d) => d.officeKind === 'china' && d.kind === 'renewalDue')
    expect(cn?.basis).toBe('商标法 Art 40')
    expect(cn && ['official', 'weekendsOnly']).toContain(cn?.calendar)
    expect(data.list.filter((d) => d.officeKind !== 'china').every((d) => d.calendar === 'none')).toBe(true)
    expect(data.members.map((m) => m.id)).toContain('m-u-demo-owner')
  })

  it('filters by date range and by case; refuses an unknown case and a reversed range', async () => {
    const { data } = await list()
    const { due, caseId } = data.list[Math.floor(data.list.length / 2)]!
    const ranged = (await list({ from: due, to: due })).data.list
    expect(ranged.length).toBeGreaterThan(0)
    expect(ranged.every((d) => d.due === due)).toBe(true)
    const one = (await list({ caseId })).data.list
    expect(one.every((d) => d.caseId === caseId)).toBe(true)
    expect((await list({ caseId: 'CSNOPE' })).code).toBe(1004)
    expect((await list({ from: '2026-05-02', to: '2026-05-01' })).code).not.toBe(200)
  })

  it('needs a session', async () => {
    const res = await callApi('brandmanagement/getCasemanagementTasks', {}, { token: null })
    expect(res.body.code).toBe(401)
  })
})

describe('marking deadlines done and reopening them', () => {
  it('records who and when, writes the history, and reopens', async () => {
    const d = await openDeadline()
    const done = await call('saveSingleCaseTrademarkTaskInfo', {
      action: 'done',
      caseId: d.caseId,
      key: d.key,
      note: 'filed',
    })
    expect(done.body.code).toBe(200)
    const after = (await list({ caseId: d.caseId })).data.list.find((x) => x.key === d.key)!
    expect(after.done).toMatchObject({ by: 'm-u-demo-owner', note: 'filed' })
    expect(after.done!.byName.length).toBeGreaterThan(0)
    expect(
      (await call('saveSingleCaseTrademarkTaskInfo', { action: 'done', caseId: d.caseId, key: d.key })).body
        .code,
    ).toBe(1001)

    const info = await call<{ history: { action: string }[] }>('getCaseTrademarkTaskInfo', {
      caseId: d.caseId,
      key: d.key,
    })
    expect(info.body.data.history.map((h) => h.action)).toEqual(['deadlineDone'])

    expect(
      (await call('saveSingleCaseTrademarkTaskInfo', { action: 'reopen', caseId: d.caseId, key: d.key })).body
        .code,
    ).toBe(200)
    expect((await list({ caseId: d.caseId })).data.list.find((x) => x.key === d.key)!.done).toBeNull()
    const actions = server.db.caseHistory.filter((h) => h.caseId === d.caseId).map((h) => h.action)
    expect(actions).toEqual(expect.arrayContaining(['deadlineDone', 'deadlineReopened']))
  })

  it('bulk: all or nothing; an unknown deadline changes nothing', async () => {
    const { list: rows } = (await list()).data
    const open = rows.filter((d) => !d.done && d.kind !== 'task').slice(0, 3)
    const items = open.map((d) => ({ caseId: d.caseId, key: d.key }))
    const bad = await call('saveCaseTrademarkTaskInfo', {
      action: 'done',
      items: [...items, { caseId: open[0]!.caseId, key: 'renewalDue:1900-01-01' }],
    })
    expect(bad.body.code).toBe(1004)
    expect(server.db.cases.flatMap((c) => c.done)).toHaveLength(0)
    const ok = await call<{ changed: number }>('saveCaseTrademarkTaskInfo', { action: 'done', items })
    expect(ok.body.data.changed).toBe(items.length)
    const again = await call<{ changed: number }>('saveCaseTrademarkTaskInfo', { action: 'reopen', items })
    expect(again.body.data.changed).toBe(items.length)
  })

  it('refuses a read-only member (deadline.manage) but lets them read', async () => {
    const d = await openDeadline()
    readOnly()
    expect((await list()).code).toBe(200)
    const single = await call('saveSingleCaseTrademarkTaskInfo', {
      action: 'done',
      caseId: d.caseId,
      key: d.key,
    })
    expect(single.body.code).toBe(403)
    expect(single.body.msg).toContain('deadline.manage')
    const bulk = await call('saveCaseTrademarkTaskInfo', {
      action: 'done',
      items: [{ caseId: d.caseId, key: d.key }],
    })
    expect(bulk.body.code).toBe(403)
    expect(server.db.cases.flatMap((c) => c.done)).toHaveLength(0)
  })
})

describe('custom tasks (saveSingleCaseTrademarkTaskInfo)', () => {
  it('adds, edits, marks done and deletes a task, with history', async () => {
    const d = await openDeadline()
    const due = addBusinessDays((await list()).data.today, 10)
    const added = await call<{ key: string }>('saveSingleCaseTrademarkTaskInfo', {
      action: 'add',
      caseId: d.caseId,
      title: '  Collect use evidence ',
      due,
      assigneeId: 'm-u-demo-2',
      note: '',
    })
    expect(added.body.code).toBe(200)
    const key = added.body.data.key
    const task = (await list({ caseId: d.caseId })).data.list.find((x) => x.key === key)!
    expect(task).toMatchObject({
      kind: 'task',
      title: 'Collect use evidence',
      due,
      assigneeId: 'm-u-demo-2',
      daysLeft: 10,
    })
    const taskId = key.slice(5)
    expect(
      (
        await call('saveSingleCaseTrademarkTaskInfo', {
          action: 'edit',
          caseId: d.caseId,
          taskId,
          title: 'Evidence',
          due,
          assigneeId: null,
          note: 'n',
        })
      ).body.code,
    ).toBe(200)
    expect(
      (await call('saveSingleCaseTrademarkTaskInfo', { action: 'done', caseId: d.caseId, key })).body.code,
    ).toBe(200)
    expect(
      (await call('saveSingleCaseTrademarkTaskInfo', { action: 'delete', caseId: d.caseId, taskId })).body
        .code,
    ).toBe(200)
    const record = server.db.cases.find((c) => c.id === d.caseId)!
    expect(record.tasks).toHaveLength(0)
    expect(record.done).toHaveLength(0)
    // After the seeded history (who opened the case, and its recorded events).
    const actions = server.db.caseHistory.filter((h) => h.caseId === d.caseId).map((h) => h.action)
    expect(actions[0]).toBe('created')
    expect(actions.slice(-4)).toEqual(['taskAdded', 'taskEdited', 'deadlineDone', 'taskDeleted'])
  })

  it('refuses an empty or long title, a bad or far date, and a stranger as assignee', async () => {
    const d = await openDeadline()
    const add = (over: object) =>
      call('saveSingleCaseTrademarkTaskInfo', {
        action: 'add',
        caseId: d.caseId,
        title: 'T',
        due: '2027-01-04',
        assigneeId: null,
        note: '',
        ...over,
      })
    expect((await add({ title: '  ' })).body.code).not.toBe(200)
    expect((await add({ title: 'x'.repeat(51) })).body.code).not.toBe(200)
    expect((await add({ due: '2027-02-30' })).body.code).not.toBe(200)
    const far = await add({ due: '2206-01-04' })
    expect(far.body.code).toBe(1001)
    expect(far.body.msg).toContain('20 years')
    expect((await add({ assigneeId: 'm-u-agency-1' })).body.code).toBe(1001)
    expect((await add({ note: 'n'.repeat(201) })).body.code).not.toBe(200)
    expect(server.db.cases.find((c) => c.id === d.caseId)!.tasks).toHaveLength(0)
    readOnly()
    expect((await add({})).body.code).toBe(403)
  })
})

describe('reminders (caseManagement/reminds, DELETE remind/{id})', () => {
  it('saves a rule, delivers the reminders due today once (notice and outbox), and schedules the rest', async () => {
    const d = await openDeadline()
    const notices = () =>
      server.db.notices.filter((n) => n.userId === 'u-demo' && n.refNo === d.caseId).length
    const before = notices()
    const saved = await reminds({
      rule: { kind: d.kind, offsets: [d.daysLeft, d.daysLeft - 1], channels: ['notice', 'email'] },
    })
    expect(saved.code).toBe(200)
    expect(saved.data.rules).toHaveLength(1)
    expect(
      saved.data.sent.some((r) => r.caseId === d.caseId && r.key === d.key && r.offset === d.daysLeft),
    ).toBe(true)
    expect(saved.data.scheduled.some((r) => r.key === d.key && r.offset === d.daysLeft - 1)).toBe(true)
    expect(notices()).toBe(before + 1)
    expect(saved.data.outbox[0]?.to).toContain('@')
    // Reading again sends nothing twice.
    await reminds()
    await list()
    expect(notices()).toBe(before + 1)
    // The next day the second one goes.
    server.setNow(`${addBusinessDays(saved.data.today, 1)}T09:00:00+08:00`)
    const next = await reminds()
    expect(next.data.sent.filter((r) => r.key === d.key && r.caseId === d.caseId)).toHaveLength(2)
    expect(notices()).toBe(before + 2)
  })

  it('one rule per kind, validated; delete removes it; a read-only member may read but not save', async () => {
    const bad = (rule: object) =>
      reminds({ rule: { kind: 'all', channels: ['notice'], offsets: [30], ...rule } })
    expect((await bad({ offsets: [] })).code).not.toBe(200)
    expect((await bad({ offsets: [400] })).code).not.toBe(200)
    expect((await bad({ offsets: [7, 7] })).code).not.toBe(200)
    expect((await bad({ offsets: [1, 2, 3, 4, 5, 6, 7] })).code).not.toBe(200)
    expect((await bad({ channels: [] })).code).not.toBe(200)
    await bad({})
    const twice = await bad({ offsets: [90, 7] })
    expect(twice.data.rules).toHaveLength(1)
    expect(twice.data.rules[0]!.offsets).toEqual([90, 7])
    const id = twice.data.rules[0]!.id
    readOnly()
    expect((await reminds()).code).toBe(200)
    expect((await bad({})).code).toBe(403)
    expect((await call(`remind/${id}`, {}, 'DELETE')).body.code).toBe(403)
    server.simulate('team.actAs', token, '')
    expect((await call(`remind/${id}`, {}, 'DELETE')).body.code).toBe(200)
    expect((await reminds()).data.rules).toHaveLength(0)
    expect((await call(`remind/${id}`, {}, 'DELETE')).body.code).toBe(1004)
  })
})

describe('the fee sheet (taskFeeExcelDownload, taskFeeExcelImport)', () => {
  async function sheet(from: string, to: string) {
    const res = await fetchApi('brandmanagement/taskFeeExcelDownload', { from, to }, { token })
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await (await res.blob()).arrayBuffer())
    return book
  }
  const upload = async (book: ExcelJS.Workbook, name = 'deadlines.xlsx') => {
    const form = new FormData()
    form.append('file', new File([await book.xlsx.writeBuffer()], name))
    return (
      await call<{ changed: number; errors: { row: number; message: string }[] }>('taskFeeExcelImport', form)
    ).body
  }

  it('lists the range with official fees, effective date and basis; the done column comes back as done marks', async () => {
    const { today } = (await list()).data
    const book = await sheet(addBusinessDays(today, -30), addBusinessDays(today, 400))
    const ws = book.worksheets[0]!
    expect(ws.rowCount).toBeGreaterThan(2)
    const renewal = ws
      .getRows(2, ws.rowCount - 1)!
      .find((r) => String(r.getCell(2).value).startsWith('renewalDue') && r.getCell(4).value === 'CN')
    expect(Number(renewal?.getCell(9).value)).toBeGreaterThanOrEqual(450)
    expect(renewal?.getCell(11).value).toBe('2019-07-01')
    expect(String(renewal?.getCell(12).value)).toContain('914')
    const row = ws.getRow(2)
    row.getCell(13).value = 'Y'
    row.getCell(14).value = 'paid'
    const result = await upload(book)
    expect(result.data).toEqual({ changed: 1, errors: [] })
    const record = server.db.cases.find((c) => c.id === row.getCell(1).value)!
    expect(record.done).toEqual([expect.objectContaining({ key: row.getCell(2).value, note: 'paid' })])
  })

  it('row errors change nothing; wrong files and read-only members are refused', async () => {
    const { today } = (await list()).data
    const book = await sheet(today, addBusinessDays(today, 400))
    const ws = book.worksheets[0]!
    ws.getRow(2).getCell(13).value = 'Y'
    ws.getRow(3).getCell(13).value = 'maybe'
    ws.getRow(4).getCell(13).value = 'Y'
    ws.getRow(4).getCell(2).value = 'renewalDue:1900-01-01'
    const result = await upload(book)
    expect(result.data.changed).toBe(0)
    expect(result.data.errors.map((e) => e.row)).toEqual([3, 4])
    expect(server.db.cases.flatMap((c) => c.done)).toHaveLength(0)
    expect((await upload(book, 'deadlines.csv')).code).toBe(1001)
    const junk = new FormData()
    junk.append('file', new File([new Uint8Array([1, 2, 3])], 'junk.xlsx'))
    expect((await call('taskFeeExcelImport', junk)).body.code).toBe(1001)
    readOnly()
    expect((await upload(book)).code).toBe(403)
  })
})
