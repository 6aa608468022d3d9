import { describe, expect, it } from 'vitest'
import {
  caseIdentity,
  checkImportRows,
  IMPORT_COLUMNS,
  importFileProblem,
  parseClassList,
  type ImportRaw,
} from './case-import'

const TODAY = '2026-11-27'
const blank = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, ''])) as ImportRaw
const raw = (over: Partial<ImportRaw> = {}): ImportRaw => ({
  ...blank,
  markName: '青禾',
  office: 'CN',
  applicationNo: '71234567',
  classes: '9, 35',
  applicant: '云杉科技有限公司',
  filingDate: '2025-06-01',
  ...over,
})
const none = { identities: new Set<string>(), references: new Set<string>() }
const check = (rows: Partial<ImportRaw>[], existing = none) =>
  checkImportRows(
    rows.map((r, i) => ({ row: i + 2, raw: raw(r) })),
    existing,
    TODAY,
  )
const messages = (rows: Partial<ImportRaw>[]) =>
  check(rows).errors.map((e) => [e.row, e.column, 'key' in e.message ? e.message.key : e.message.en])

describe('checkImportRows', () => {
  it('turns a good row into a case with the events the deadline engine reads', () => {
    const { cases, errors } = check([
      { publicationDate: '2026-02-06', registrationDate: '2026-05-07', registrationNo: '71234567' },
    ])
    expect(errors).toEqual([])
    expect(cases[0]).toMatchObject({
      row: 2,
      office: 'CN',
      classes: ['09', '35'],
      events: [
        { code: 'filed', date: '2025-06-01' },
        { code: 'published', date: '2026-02-06' },
        { code: 'registered', date: '2026-05-07' },
      ],
    })
  })

  it('takes a Madrid row with its IR number and designations; the IR date is the filing date', () => {
    const { cases, errors } = check([
      { office: 'wipo', applicationNo: '', registrationNo: '1523456', designations: 'us, em;JP' },
    ])
    expect(errors).toEqual([])
    expect(cases[0]).toMatchObject({ office: 'WIPO', designations: ['US', 'EM', 'JP'] })
    expect(cases[0]!.events.map((e) => e.code)).toEqual(['filed', 'registered'])
  })

  it('names every problem of every row: required, office, numbers, classes, dates, designations', () => {
    expect(messages([{ markName: '', applicant: '', filingDate: '' }])).toEqual([
      [2, 'markName', 'Mark name is missing'],
      [2, 'applicant', 'Applicant is missing'],
      [2, 'filingDate', 'Filing date is missing'],
    ])
    expect(messages([{ office: 'XYZ' }])[0]).toEqual([2, 'office', expect.stringMatching(/Office “XYZ”/)])
    expect(messages([{ applicationNo: '12AB' }])).toEqual([
      [2, 'applicationNo', 'validation:caseApplicationNoChina'],
    ])
    expect(messages([{ office: 'HK', applicationNo: '1234' }])).toEqual([
      [2, 'applicationNo', 'validation:caseApplicationNoHongKong'],
    ])
    expect(messages([{ classes: '9,46' }])[0]).toEqual([2, 'classes', expect.stringMatching(/01–45/)])
    expect(messages([{ classes: '第9类' }])[0]![1]).toBe('classes')
    expect(messages([{ filingDate: '2025-02-30' }])[0]).toEqual([
      2,
      'filingDate',
      expect.stringMatching(/YYYY-MM-DD/),
    ])
    expect(messages([{ filingDate: '2026-11-28' }])[0]).toEqual([
      2,
      'filingDate',
      'Filing date cannot be after today',
    ])
    expect(messages([{ registrationDate: '2025-01-01', registrationNo: '71234567' }])[0]![2]).toMatch(
      /before the filing date/,
    )
    expect(messages([{ registrationNo: '71234567' }])[0]![2]).toMatch(/registration date/)
    expect(messages([{ designations: 'US' }])[0]).toEqual([
      2,
      'designations',
      'validation:caseDesignationsMadrid',
    ])
    expect(messages([{ office: 'WIPO', applicationNo: '', registrationNo: '1523456' }])[0]![2]).toBe(
      'validation:caseDesignations',
    )
    expect(messages([{ reference: 'a b' }])).toEqual([[2, 'reference', 'validation:caseReference']])
  })

  it('refuses duplicates within the file and of existing cases and references', () => {
    expect(messages([{}, { applicationNo: ' 7123 4567 ' }])).toEqual([
      [3, 'applicationNo', 'Duplicate of row 2'],
    ])
    const existing = {
      identities: new Set([caseIdentity('CN', '71234567', '')]),
      references: new Set(['YS-1']),
    }
    const { errors } = check([{ reference: 'ys-1' }], existing)
    expect(errors.map((e) => e.column)).toEqual(['applicationNo', 'reference'])
    // The same number at another office is another case.
    expect(check([{ office: 'US', applicationNo: '71234567' }], existing).errors).toEqual([])
  })

  it('checks 1,000 rows well within the 2-second budget', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      row: i + 2,
      raw: raw({ applicationNo: String(70_000_000 + i), reference: `R-${i}` }),
    }))
    const started = performance.now()
    const { cases, errors } = checkImportRows(rows, none, TODAY)
    expect(errors).toEqual([])
    expect(cases).toHaveLength(1000)
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe('parseClassList and importFileProblem', () => {
  it('reads class lists in their usual spellings', () => {
    expect(parseClassList('35；9、09 ,１')).toEqual(['01', '09', '35'])
    expect(parseClassList('0')).toBeNull()
    expect(parseClassList('')).toBeNull()
  })

  it('tells a wrong type, an empty, a too large and a fake workbook by name, size and first bytes', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04])
    expect(importFileProblem({ name: 'a.csv', size: 10 }, zip)).toBe('wrongType')
    expect(importFileProblem({ name: 'a.xlsx', size: 0 }, zip)).toBe('empty')
    expect(importFileProblem({ name: 'a.xlsx', size: 6 * 1024 * 1024 }, zip)).toBe('tooLarge')
    expect(importFileProblem({ name: 'a.xlsx', size: 10 }, new TextEncoder().encode('name,'))).toBe('notXlsx')
    expect(importFileProblem({ name: 'a.XLSX', size: 10 }, zip)).toBeNull()
  })
})
