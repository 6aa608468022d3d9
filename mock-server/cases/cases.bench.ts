import ExcelJS from 'exceljs'
import { bench, describe } from 'vitest'
import {
  caseIdentity,
  checkImportRows,
  IMPORT_COLUMNS,
  type ImportRaw,
} from '../../src/domain/cases/case-import'
import { queryCases, type CaseSearch } from '../../src/domain/cases/case-query'
import { readImportSheet } from './cases-xlsx'
import { caseRowOf } from './list-store'
import { generateCases } from './store'

// Issue 15 budgets: a 5,000-mark portfolio lists, filters and sorts in under 100 ms per interaction, and an
// import of 1,000 rows validates in under 2 s. `npm run bench` prints the figures below, then vitest's table.
const TODAY = '2026-11-27'
const APPLICANTS = [
  '云杉科技有限公司',
  '杉语（上海）贸易有限公司',
  'Yunshan Holdings Ltd.',
  '青禾餐饮管理有限公司',
]
const MEMBERS = ['m-1', 'm-2', 'm-3', 'm-4']
const names = { member: (id: string) => id.toUpperCase(), label: (id: string) => id }

const median = (run: () => unknown, times = 21) => {
  const ms: number[] = []
  for (let i = 0; i < times; i++) {
    const t = performance.now()
    run()
    ms.push(performance.now() - t)
  }
  return ms.sort((a, b) => a - b)[Math.floor(times / 2)]!
}

let t = performance.now()
const records = generateCases('u-bench', 5000, TODAY, { applicants: APPLICANTS, assignees: MEMBERS })
const generateMs = performance.now() - t
t = performance.now()
const rows = records.map((r) => caseRowOf(r, TODAY))
const rowsMs = performance.now() - t

// What a user does on /caseManage: open it, filter, type, sort by a column, reverse it, narrow down.
const INTERACTIONS: [string, CaseSearch][] = [
  ['open (default sort)', {}],
  ['office = Madrid', { office: 'madrid' }],
  ['status = registered', { status: 'registered' }],
  ['deadline within 90 days', { within: 90 }],
  ['text "云杉"', { q: '云杉' }],
  ['text "2019"', { q: '2019' }],
  ['sort by mark name', { sort: 'markName' }],
  ['sort by applicant desc', { sort: 'applicant', dir: 'desc' }],
  ['sort by assignee', { sort: 'assignee' }],
  [
    'Hong Kong + registered + within 365, by reference',
    { office: 'hongKong', status: 'registered', within: 365, sort: 'reference' },
  ],
]
const figures = INTERACTIONS.map(([name, search]) => {
  let count = 0
  const ms = median(() => (count = queryCases(rows, search, names).length))
  return { name, ms, count }
})
console.log(
  `cases: ${rows.length} generated in ${generateMs.toFixed(0)} ms; rows with derived status and deadlines built in ${rowsMs.toFixed(0)} ms (done once, by the list call)`,
)
for (const f of figures)
  console.log(
    `  ${f.name.padEnd(52)} ${f.ms.toFixed(2).padStart(7)} ms  (${f.count} rows)${f.ms < 100 ? '' : '  OVER BUDGET'}`,
  )
console.log(`  slowest interaction: ${Math.max(...figures.map((f) => f.ms)).toFixed(2)} ms (budget 100 ms)`)

// The import: 1,000 rows of the template, read from a real .xlsx and checked by the shared row rules.
const importRaw = (i: number): ImportRaw => ({
  markName: `导入商标${i}`,
  office: ['CN', 'HK', 'US'][i % 3]!,
  applicationNo: i % 3 === 1 ? String(300_000_000 + i) : String(60_000_000 + i),
  registrationNo: '',
  classes: `${String((i % 45) + 1).padStart(2, '0')},35`,
  applicant: APPLICANTS[i % APPLICANTS.length]!,
  filingDate: '2024-05-06',
  publicationDate: '2025-02-06',
  registrationDate: '',
  designations: '',
  agent: '北京华信知识产权代理有限公司',
  reference: `IMP-${i}`,
  notes: '',
})
const book = new ExcelJS.Workbook()
const sheet = book.addWorksheet('Cases')
sheet.addRow(IMPORT_COLUMNS.map((c) => `${c.zh} ${c.en}`))
for (let i = 0; i < 1000; i++) {
  const r = importRaw(i)
  sheet.addRow(IMPORT_COLUMNS.map((c) => r[c.key]))
}
const bytes = new Uint8Array(await book.xlsx.writeBuffer())
const existing = {
  identities: new Set(records.map((c) => caseIdentity(c.office, c.applicationNo, c.registrationNo))),
  references: new Set(records.map((c) => c.reference.toUpperCase())),
}
t = performance.now()
const sheetRows = await readImportSheet(bytes)
const readMs = performance.now() - t
t = performance.now()
const checked = checkImportRows(sheetRows, existing, TODAY)
const checkMs = performance.now() - t
console.log(
  `import: ${sheetRows.length} rows (${(bytes.length / 1024).toFixed(0)} KB) read in ${readMs.toFixed(0)} ms, checked in ${checkMs.toFixed(1)} ms against ${records.length} existing cases: ${checked.cases.length} good, ${checked.errors.length} errors; total ${(readMs + checkMs).toFixed(0)} ms (budget 2,000 ms)`,
)

describe('case list over 5,000 cases', () => {
  for (const [name, search] of INTERACTIONS) bench(name, () => void queryCases(rows, search, names))
})

describe('import of 1,000 rows', () => {
  bench('check rows', () => void checkImportRows(sheetRows, existing, TODAY))
})
