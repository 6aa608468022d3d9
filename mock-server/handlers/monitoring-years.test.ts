import { beforeAll, describe, expect, it } from 'vitest'
import type { ImportRow, Watch, WatchProblem } from '../../src/api/schemas/monitoring'
import { markOrderPaid } from '../commerce/orders-store'
import { callApi, fetchApi, setupTestServer } from '../test-support'
import { registerReady } from '../register'
import { loadFullPinyin } from '../register/pinyin'

const server = setupTestServer({ signedInAs: 'u-demo' })
const as = { token: 't-u-demo' }
const NOW = '2026-12-01T04:00:00Z'

interface Created {
  watches: Watch[]
  problems: (WatchProblem & { row: number })[]
}
interface Imported {
  rows: ImportRow[]
  valid: number
  fileProblem: WatchProblem | null
}

const row = (name: string, classes: string[]) => ({
  kind: 'mark',
  name,
  classes,
  countries: ['CN'],
  period: 'year',
})

async function filledTemplate(path: string, rows: string[][]): Promise<Blob> {
  const res = await fetchApi(path, {}, as)
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(await res.arrayBuffer())
  const sheet = book.worksheets[0]!
  // Row 2 holds the template's example, which reading leaves out.
  rows.forEach((cells, i) => {
    sheet.getRow(i + 3).values = cells
  })
  const bytes = await book.xlsx.writeBuffer()
  return new Blob([bytes as ArrayBuffer])
}

const upload = (blob: Blob, name = 'watches.xlsx') => {
  const form = new FormData()
  form.append('file', new File([blob], name))
  return form
}

// The register is built once for the file (seconds on a busy machine), not inside the first test.
beforeAll(async () => {
  await Promise.all([registerReady(), loadFullPinyin()])
}, 60_000)

describe('monitorYears: several watches, one order', () => {
  it('creates unpaid watches, orders them together and starts them when paid', async () => {
    server.setNow(NOW)
    const { body } = await callApi<Created>(
      'monitorYears/createStandardMonitor',
      { rows: [row('云杉智能', ['09']), row('FIRLINK', ['42'])] },
      as,
    )
    expect(body.data.problems).toEqual([])
    expect(body.data.watches.map((w) => w.status)).toEqual(['unpaid', 'unpaid'])
    const ids = body.data.watches.map((w) => w.id)
    const { body: order } = await callApi<{ orderId: string; total: number }>(
      'monitorYears/createOrder',
      { watchIds: ids },
      as,
    )
    expect(order.data.total).toBe(2700)
    const again = await callApi('monitorYears/createOrder', { watchIds: ids }, as)
    expect(again.body.code).toBe(1001)
    const { body: view } = await callApi<{
      lines: { watchId: string; amount: number; renewal: boolean }[]
      total: number
    }>('monitorYears/getMonitorYearsOrder', { orderId: order.data.orderId }, as)
    expect(view.data.lines.map((l) => [l.watchId, l.amount, l.renewal])).toEqual([
      [ids[0], 1350, false],
      [ids[1], 1350, false],
    ])
    markOrderPaid(
      server.db,
      server.db.orders.find((o) => o.id === order.data.orderId)!,
      'card',
      NOW,
    )
    const { body: list } = await callApi<{ list: Watch[] }>(
      'monitoring/getMemberMonitorings',
      { text: 'FIRLINK' },
      as,
    )
    expect(list.data.list[0]).toMatchObject({ status: 'active', startsOn: '2026-12-01' })
    const paid = await callApi('monitorYears/createOrder', { watchIds: [ids[0]] }, as)
    expect(paid.body.msg).toContain('Only watches awaiting payment')
    const unknown = await callApi('monitorYears/getMonitorYearsOrder', { orderId: 'ord-nope' }, as)
    expect(unknown.body.code).toBe(1004)
  })

  it('creates nothing when a row has a problem, and says which row', async () => {
    const { body } = await callApi<Created>(
      'monitorYears/createStandardMonitor',
      { rows: [row('禾风', ['30']), row('', []), row('禾风', ['30'])] },
      as,
    )
    expect(body.data.watches).toEqual([])
    expect(body.data.problems.map((p) => p.row)).toEqual([1, 1, 2])
    expect(body.data.problems[2]!.en).toBe('The same watch as row 1')
    expect(server.db.monitoringWatches.some((w) => w.name === '禾风')).toBe(false)
  })

  it('renews a running watch by a period: paid, its end moves on', async () => {
    server.setNow(NOW)
    const seeded = (
      await callApi<{ list: Watch[] }>('monitoring/getMemberMonitorings', { status: 'active' }, as)
    ).body.data.list[0]!
    const { body } = await callApi<{ orderId: string; total: number }>(
      'monitorYears/perFormMonitor',
      { watchId: seeded.id, period: 'halfYear' },
      as,
    )
    expect(body.data.total).toBe(765)
    const twice = await callApi('monitorYears/perFormMonitor', { watchId: seeded.id, period: 'year' }, as)
    expect(twice.body.code).toBe(1001)
    markOrderPaid(
      server.db,
      server.db.orders.find((o) => o.id === body.data.orderId)!,
      'card',
      NOW,
    )
    const { body: after } = await callApi<{ watch: Watch }>(
      'monitoring/getMemberMonitoringDetails',
      { watchId: seeded.id },
      as,
    )
    expect(after.data.watch.endsOn! > seeded.endsOn!).toBe(true)
    const unpaid = (
      await callApi<{ list: Watch[] }>('monitoring/getMemberMonitorings', { status: 'unpaid' }, as)
    ).body.data.list[0]!
    const refused = await callApi('monitorYears/perFormMonitor', { watchId: unpaid.id, period: 'year' }, as)
    expect(refused.body.code).toBe(1001)
    const missing = await callApi('monitorYears/perFormMonitor', { watchId: 'w-none', period: 'year' }, as)
    expect(missing.body.code).toBe(1004)
  })
})

describe('monitorYears: templates and imports', () => {
  it('reads a filled mark template back with each row’s problems, creating nothing', async () => {
    const blob = await filledTemplate('monitorYears/downloadExcel', [
      ['云杉智能', '9;42', '0901', 'CN', '1年'],
      ['', '99', '', 'XX', '2年'],
    ])
    const { body } = await callApi<Imported>('monitorYears/monitorExcelImport', upload(blob), as)
    expect(body.code).toBe(200)
    expect(body.data.rows.map((r) => r.row)).toEqual([3, 4])
    expect(body.data.rows[0]).toMatchObject({
      problems: [],
      request: { name: '云杉智能', classes: ['09', '42'], groups: ['0901'] },
    })
    const bad = body.data.rows[1]!.problems
    expect(bad.map((p) => p.field)).toEqual(expect.arrayContaining(['period', 'classes', 'countries']))
    expect(bad.every((p) => p.zh && p.en)).toBe(true)
    expect(body.data.valid).toBe(1)
  })

  it('reads the competitor template', async () => {
    const blob = await filledTemplate('monitorYears/downloadMonitoringApplicantExcel', [
      ['AP000052', '', 'CN', '6个月'],
    ])
    const { body } = await callApi<Imported>('monitorYears/monitorApplicantExcelImport', upload(blob), as)
    expect(body.data.rows[0]).toMatchObject({
      problems: [],
      request: { kind: 'applicant', applicant: 'AP000052', period: 'halfYear' },
    })
  })

  it('refuses what is not the template, and says when nothing was filled in', async () => {
    const notXlsx = await callApi('monitorYears/monitorExcelImport', upload(new Blob(['hello'])), {
      ...as,
      lang: 'zh-CN',
    })
    expect(notXlsx.body.msg).toContain('不是有效的 Excel')
    const wrongType = await callApi('monitorYears/monitorExcelImport', upload(new Blob(['x']), 'a.csv'), as)
    expect(wrongType.body.msg).toContain('Wrong file type')
    const other = await filledTemplate('monitorYears/downloadMonitoringApplicantExcel', [])
    const mismatch = await callApi('monitorYears/monitorExcelImport', upload(other), as)
    expect(mismatch.body.msg).toContain('header row')
    const empty = await callApi<Imported>(
      'monitorYears/monitorExcelImport',
      upload(await filledTemplate('monitorYears/downloadExcel', [])),
      as,
    )
    expect(empty.body.data.fileProblem?.en).toContain('no watches')
  })
})
