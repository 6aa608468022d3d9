// The case import's row rules (issue 15: "the case import template, downloaded, filled and imported back, with
// row-level errors; nothing is half-imported"). The mock's caseManagementImport checks every row of the
// uploaded workbook with `checkImportRows` and imports only when no row is bad; the template's columns and
// instructions come from the same constants, so the file and the rules cannot drift apart.
import { isIsoDate } from '../dates'
import type { MessageKey } from '../message-key'
import type { CaseEvent } from './case-record'
import {
  applicationNoProblem,
  isCaseOffice,
  isReference,
  MARK_NAME_MAX,
  NOTES_MAX,
  PARTY_MAX,
  registrationNoProblem,
} from './case-rules'

/** The template's columns, in order: key, header (both languages), whether a value is required. */
export const IMPORT_COLUMNS = [
  { key: 'markName', zh: '商标名称', en: 'Mark name', required: true },
  { key: 'office', zh: '申请地区', en: 'Office', required: true },
  { key: 'applicationNo', zh: '申请号', en: 'Application no.', required: false },
  { key: 'registrationNo', zh: '注册号', en: 'Registration no.', required: false },
  { key: 'classes', zh: '类别', en: 'Classes', required: true },
  { key: 'applicant', zh: '申请人', en: 'Applicant', required: true },
  { key: 'filingDate', zh: '申请日', en: 'Filing date', required: true },
  { key: 'publicationDate', zh: '初审公告日', en: 'Publication date', required: false },
  { key: 'registrationDate', zh: '注册日', en: 'Registration date', required: false },
  { key: 'designations', zh: '马德里指定国', en: 'Madrid designations', required: false },
  { key: 'agent', zh: '代理机构', en: 'Agent', required: false },
  { key: 'reference', zh: '案件编号', en: 'Reference', required: false },
  { key: 'notes', zh: '备注', en: 'Notes', required: false },
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['key']
export type ImportRaw = Record<ImportColumn, string>

/** Offices a row may name: CNIPA, Hong Kong, a Madrid registration (WIPO) or one of these national offices. */
export const IMPORT_OFFICES = [
  'CN',
  'HK',
  'WIPO',
  'US',
  'EM',
  'GB',
  'JP',
  'KR',
  'SG',
  'AU',
  'DE',
  'FR',
  'CA',
  'IN',
  'RU',
  'VN',
  'TH',
  'MY',
  'ID',
  'PH',
  'MO',
  'TW',
  'NZ',
  'CH',
  'AE',
  'BR',
  'MX',
] as const
/** Madrid designations: national members and the EU ('EM'). */
export const IMPORT_DESIGNATIONS = IMPORT_OFFICES.filter((o) => !['CN', 'HK', 'WIPO', 'TW', 'MO'].includes(o))

/** At most this many data rows per file, and this many bytes. */
export const IMPORT_MAX_ROWS = 2000
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024

/** Words of a row error: both languages, or a key of the validation rules the case form shares. */
export type ImportMessage = { zh: string; en: string } | { key: MessageKey }

export interface ImportRowError {
  /** The row number in the sheet (1 is the header). */
  row: number
  column: ImportColumn | null
  message: ImportMessage
}

/** A row that passed: what the case is created from. */
export interface ImportCase {
  row: number
  markName: string
  office: string
  applicationNo: string
  registrationNo: string
  classes: string[]
  applicant: string
  designations: string[]
  agent: string
  reference: string
  notes: string
  /** The office events the deadline engine derives the case's status and deadlines from. */
  events: CaseEvent[]
}

const fullToHalf = (s: string) =>
  s.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ')

/** '9', '09', '9,25', '09；25、35' → ['09','25','35']; null when any part is not a class 01–45. */
export function parseClassList(raw: string): string[] | null {
  const parts = fullToHalf(raw)
    .split(/[,;、，；\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length === 0) return null
  const out = new Set<string>()
  for (const p of parts) {
    if (!/^\d{1,2}$/.test(p)) return null
    const n = Number(p)
    if (n < 1 || n > 45) return null
    out.add(String(n).padStart(2, '0'))
  }
  return [...out].sort()
}

/** The same number written differently ('CN 1234567', '1234567') is the same number. */
export const normaliseNumber = (raw: string) => fullToHalf(raw).replace(/\s+/g, '').toUpperCase()

/** What the existing cases are matched on: the office and application (or registration) number. */
export const caseIdentity = (office: string, applicationNo: string, registrationNo: string) =>
  `${office}|${normaliseNumber(applicationNo) || `R${normaliseNumber(registrationNo)}`}`

export interface ExistingCases {
  /** caseIdentity of each existing case. */
  identities: ReadonlySet<string>
  /** References in use (upper case). */
  references: ReadonlySet<string>
}

/**
 * Checks every row (all of them: the answer lists every error) and answers the cases to create. Rules: the
 * office is CN, HK, WIPO or a country code; numbers fit the office's format (the case form's rules,
 * case-rules.ts); classes 01–45;
 * dates are real days YYYY-MM-DD, not after `today`, in procedure order; applicant and mark name required;
 * no row repeats another row or an existing case (office + number), nor an existing reference.
 */
export function checkImportRows(
  rows: readonly { row: number; raw: ImportRaw }[],
  existing: ExistingCases,
  today: string,
): { cases: ImportCase[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = []
  const cases: ImportCase[] = []
  const seen = new Map<string, number>()
  const seenRefs = new Map<string, number>()
  for (const { row, raw } of rows) {
    const before = errors.length
    const fail = (column: ImportColumn | null, zh: string, en: string) =>
      errors.push({ row, column, message: { zh, en } })
    const v = Object.fromEntries(
      IMPORT_COLUMNS.map((c) => [c.key, fullToHalf(raw[c.key] ?? '').trim()]),
    ) as ImportRaw
    for (const c of IMPORT_COLUMNS)
      if (c.required && !v[c.key]) fail(c.key, `未填写${c.zh}`, `${c.en} is missing`)

    const failKey = (column: ImportColumn, key: MessageKey) => errors.push({ row, column, message: { key } })
    if (v.markName.length > MARK_NAME_MAX) failKey('markName', 'validation:caseTextTooLong')
    const office = v.office.toUpperCase()
    const officeOk = isCaseOffice(office)
    if (v.office && !officeOk)
      fail(
        'office',
        `申请地区「${v.office}」无效：填写 CN、HK、WIPO 或两位国家代码（见模板的下拉列表）`,
        `Office “${v.office}” is not valid: use CN, HK, WIPO or a two-letter country code (see the template's list)`,
      )
    const appNo = normaliseNumber(v.applicationNo)
    const regNo = normaliseNumber(v.registrationNo)
    if (officeOk) {
      // The case form's number rules per office (case-rules.ts); a Madrid case needs its IR number.
      const appProblem = applicationNoProblem(office, appNo)
      if (appProblem) failKey('applicationNo', appProblem)
      const regProblem = registrationNoProblem(office, regNo)
      if (regProblem) failKey('registrationNo', regProblem)
      if (office === 'WIPO' && !regNo && !appNo)
        fail(
          'registrationNo',
          '马德里案件须填写国际注册号',
          'A Madrid case needs its international registration no.',
        )
    }
    const classes = v.classes ? parseClassList(v.classes) : []
    if (v.classes && !classes)
      fail(
        'classes',
        `类别「${v.classes}」无效：填写01–45的类别号，多个用逗号分隔`,
        `Classes “${v.classes}” are not valid: use 01–45, several separated by commas`,
      )
    if (v.applicant.length > PARTY_MAX) failKey('applicant', 'validation:caseTextTooLong')
    if (v.agent.length > PARTY_MAX) failKey('agent', 'validation:caseTextTooLong')
    if (!isReference(v.reference)) failKey('reference', 'validation:caseReference')
    if (v.notes.length > NOTES_MAX) failKey('notes', 'validation:feedbackTooLong')

    const dates: [ImportColumn, string, string, string][] = [
      ['filingDate', v.filingDate, '申请日', 'Filing date'],
      ['publicationDate', v.publicationDate, '初审公告日', 'Publication date'],
      ['registrationDate', v.registrationDate, '注册日', 'Registration date'],
    ]
    let datesOk = true
    for (const [key, value, zh, en] of dates) {
      if (!value) continue
      if (!isIsoDate(value)) {
        datesOk = false
        fail(
          key,
          `${zh}「${value}」不是有效日期：格式为 YYYY-MM-DD`,
          `${en} “${value}” is not a date: use YYYY-MM-DD`,
        )
      } else if (value > today) {
        datesOk = false
        fail(key, `${zh}不能晚于今天`, `${en} cannot be after today`)
      }
    }
    if (datesOk && v.filingDate) {
      if (v.publicationDate && v.publicationDate < v.filingDate)
        fail(
          'publicationDate',
          '初审公告日不能早于申请日',
          'Publication date cannot be before the filing date',
        )
      if (v.registrationDate && v.registrationDate < v.filingDate)
        fail('registrationDate', '注册日不能早于申请日', 'Registration date cannot be before the filing date')
      if (v.publicationDate && v.registrationDate && v.registrationDate < v.publicationDate)
        fail(
          'registrationDate',
          '注册日不能早于初审公告日',
          'Registration date cannot be before the publication date',
        )
    }
    if (v.registrationDate && !regNo) failKey('registrationNo', 'validation:caseRegistrationNoMissing')
    if (regNo && !v.registrationDate && office !== 'WIPO')
      fail(
        'registrationDate',
        '填写了注册号时须填写注册日',
        'Give the registration date with the registration no.',
      )

    const designations = v.designations
      ? [
          ...new Set(
            v.designations
              .toUpperCase()
              .split(/[,;、，；\s]+/)
              .filter(Boolean),
          ),
        ]
      : []
    if (designations.length && office !== 'WIPO') failKey('designations', 'validation:caseDesignationsMadrid')
    if (office === 'WIPO' && !designations.length) failKey('designations', 'validation:caseDesignations')
    const badDesignation = designations.find((d) => !(IMPORT_DESIGNATIONS as readonly string[]).includes(d))
    if (office === 'WIPO' && badDesignation)
      fail('designations', `指定国「${badDesignation}」无效`, `Designation “${badDesignation}” is not valid`)

    if (officeOk && (appNo || regNo)) {
      const id = caseIdentity(office, appNo, regNo)
      const first = seen.get(id)
      if (first !== undefined)
        fail(appNo ? 'applicationNo' : 'registrationNo', `与第${first}行重复`, `Duplicate of row ${first}`)
      else if (existing.identities.has(id))
        fail(
          appNo ? 'applicationNo' : 'registrationNo',
          '该案件已存在于案件列表中',
          'This case is already in the case list',
        )
      else seen.set(id, row)
    }
    if (v.reference) {
      const ref = v.reference.toUpperCase()
      const first = seenRefs.get(ref)
      if (first !== undefined)
        fail('reference', `案件编号与第${first}行重复`, `Reference repeats row ${first}`)
      else if (existing.references.has(ref))
        fail('reference', '案件编号已被其他案件使用', 'Another case already has this reference')
      else seenRefs.set(ref, row)
    }

    if (errors.length > before) continue
    const events: CaseEvent[] = [{ code: 'filed', date: v.filingDate }]
    if (v.publicationDate) events.push({ code: 'published', date: v.publicationDate })
    // Madrid: the IR date is the international application's date (Madrid Protocol Art 3(4)).
    const registered = v.registrationDate || (office === 'WIPO' && regNo ? v.filingDate : '')
    if (registered) events.push({ code: 'registered', date: registered })
    cases.push({
      row,
      markName: v.markName,
      office,
      applicationNo: appNo,
      registrationNo: regNo,
      classes: classes ?? [],
      applicant: v.applicant,
      designations,
      agent: v.agent,
      reference: v.reference,
      notes: v.notes,
      events,
    })
  }
  return { cases, errors }
}

/** Why an uploaded file cannot be the import workbook, judged by name, size and first bytes; null if it may. */
export type ImportFileProblem = 'wrongType' | 'empty' | 'tooLarge' | 'notXlsx'

/** An .xlsx is a zip archive: it starts with 'PK\3\4'. */
export const isZipHead = (head: Uint8Array) =>
  head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04

export function importFileProblem(
  file: { name: string; size: number },
  head: Uint8Array,
): ImportFileProblem | null {
  if (file.name && !/\.xlsx$/i.test(file.name)) return 'wrongType'
  if (file.size === 0) return 'empty'
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge'
  if (!isZipHead(head)) return 'notXlsx'
  return null
}
