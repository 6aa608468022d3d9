// What a member types into a case (issue 15 "case detail … status updates"): the case form
// (brandmanagement/addOrUpdateCaseManagement) and a recorded status event (saveSingleCaseTrademarkProcessInfo).
// The form and the mock check with these same schemas; the mock adds what only it knows (the reference is
// unique in the account, the assignee is a member of the team). Dates are Beijing business days (clock.ts):
// `today` is passed in, so the client and the mock judge "not in the future" on the same day.
import { z } from 'zod'
import { isIsoDate } from '../dates'
import { MARK_EVENT_CODES } from '../mark-lifecycle'
import type { MessageKey } from '../message-key'
import { requiredString } from '../schemas'
import { officeKindOf } from './case-record'

export const MARK_NAME_MAX = 100
export const PARTY_MAX = 100
export const REFERENCE_MAX = 40
export const NOTES_MAX = 1000
export const EVENT_NOTE_MAX = 500
export const GOODS_ITEM_MAX = 100
export const GOODS_PER_CLASS_MAX = 100
/** How many cases one bulk "record event" may touch. */
export const BULK_EVENT_MAX = 200

/** The offices a case can be filed at: 'CN', 'HK', 'WIPO' (Madrid) or another country's ISO code. */
export const isCaseOffice = (value: string): boolean => /^(CN|HK|WIPO|[A-Z]{2})$/.test(value)

/** A Nice class, two digits 01–45. */
export const isNiceClass = (value: string): boolean => /^\d{2}$/.test(value) && +value >= 1 && +value <= 45

/** The message for an application number that does not fit the office's format, or null when it fits. */
export function applicationNoProblem(office: string, value: string): MessageKey | null {
  const v = value.trim()
  if (v === '') return office === 'WIPO' ? null : 'validation:required'
  switch (officeKindOf(office)) {
    case 'china':
      // CNIPA numbers are digits only (7 or 8 for current filings, up to 12 for older series).
      return /^\d{5,12}$/.test(v) ? null : 'validation:caseApplicationNoChina'
    case 'hongKong':
      return /^\d{9,12}$/.test(v) ? null : 'validation:caseApplicationNoHongKong'
    default:
      // Madrid's basic application and national offices: letters, digits and . / - only.
      return /^[A-Za-z0-9][A-Za-z0-9./-]{2,29}$/.test(v) ? null : 'validation:caseNumberFormat'
  }
}

/** The message for a registration number that does not fit the office's format ('' is always allowed). */
export function registrationNoProblem(office: string, value: string): MessageKey | null {
  const v = value.trim()
  if (v === '') return null
  switch (officeKindOf(office)) {
    case 'china':
      return /^\d{5,12}$/.test(v) ? null : 'validation:caseRegistrationNoChina'
    case 'madrid':
      // WIPO international registration numbers have 6 or 7 digits.
      return /^\d{6,7}$/.test(v) ? null : 'validation:caseIrNumber'
    case 'hongKong':
      return /^\d{9,12}$/.test(v) ? null : 'validation:caseRegistrationNoHongKong'
    default:
      return /^[A-Za-z0-9][A-Za-z0-9./-]{2,29}$/.test(v) ? null : 'validation:caseNumberFormat'
  }
}

/** The team's reference: letters, digits and - _ / . only; '' allowed. */
export const isReference = (value: string): boolean =>
  value === '' || new RegExp(`^[A-Za-z0-9][A-Za-z0-9_./-]{0,${REFERENCE_MAX - 1}}$`).test(value)

const optionalDay = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), { error: 'validation:date' })

const text = (max: number, key: MessageKey) => z.string().trim().max(max, { error: key })

/** The case form's fields, as typed (strings; classes and designations as lists). */
export const caseFieldsSchema = z.object({
  office: z.string().trim().refine(isCaseOffice, { error: 'validation:caseOffice' }),
  markName: requiredString.max(MARK_NAME_MAX, { error: 'validation:caseTextTooLong' }),
  applicationNo: z.string().trim(),
  registrationNo: z.string().trim(),
  classes: z
    .array(z.string().refine(isNiceClass, { error: 'validation:niceRange' }))
    .min(1, { error: 'validation:caseClassesRequired' }),
  /** Goods and services by class: one item per entry. */
  goods: z.record(
    z.string(),
    z
      .array(text(GOODS_ITEM_MAX, 'validation:caseTextTooLong'))
      .max(GOODS_PER_CLASS_MAX, { error: 'validation:caseGoodsTooMany' }),
  ),
  applicant: requiredString.max(PARTY_MAX, { error: 'validation:caseTextTooLong' }),
  agent: text(PARTY_MAX, 'validation:caseTextTooLong'),
  assigneeId: z.string().nullable(),
  reference: z.string().trim().refine(isReference, { error: 'validation:caseReference' }),
  filingDate: optionalDay,
  registrationDate: optionalDay,
  designations: z.array(z.string().regex(/^[A-Z]{2}$/, { error: 'validation:caseOffice' })),
  notes: text(NOTES_MAX, 'validation:feedbackTooLong'),
})
export type CaseFields = z.input<typeof caseFieldsSchema>
export type CaseInput = z.output<typeof caseFieldsSchema>

/** The empty form of a new case. */
export const emptyCaseFields = (): CaseFields => ({
  office: 'CN',
  markName: '',
  applicationNo: '',
  registrationNo: '',
  classes: [],
  goods: {},
  applicant: '',
  agent: '',
  assigneeId: null,
  reference: '',
  filingDate: '',
  registrationDate: '',
  designations: [],
  notes: '',
})

/**
 * The case form's rules on `today`: the fields' own formats plus what depends on the office and the other
 * fields (numbers per office, dates not in the future and registration not before filing, goods only for chosen
 * classes, designations for a Madrid case only).
 */
export const caseFormSchema = (today: string) =>
  caseFieldsSchema.superRefine((c, ctx) => {
    const issue = (path: string, message: MessageKey) =>
      ctx.addIssue({ code: 'custom', path: [path], message })
    const appNo = applicationNoProblem(c.office, c.applicationNo)
    if (appNo) issue('applicationNo', appNo)
    const regNo = registrationNoProblem(c.office, c.registrationNo)
    if (regNo) issue('registrationNo', regNo)
    if (new Set(c.classes).size !== c.classes.length) issue('classes', 'validation:caseClassesRepeated')
    if (Object.keys(c.goods).some((cls) => !c.classes.includes(cls)))
      issue('goods', 'validation:caseGoodsClass')
    for (const field of ['filingDate', 'registrationDate'] as const)
      if (c[field] && c[field] > today) issue(field, 'validation:caseDateFuture')
    if (c.filingDate && c.registrationDate && c.registrationDate < c.filingDate)
      issue('registrationDate', 'validation:caseRegistrationBeforeFiling')
    if (c.registrationDate && !c.registrationNo)
      issue('registrationNo', 'validation:caseRegistrationNoMissing')
    if (c.office === 'WIPO' && c.designations.length === 0)
      issue('designations', 'validation:caseDesignations')
    if (c.office !== 'WIPO' && c.designations.length > 0)
      issue('designations', 'validation:caseDesignationsMadrid')
  })

/** The procedure events a member can record by hand, in the order the form lists them. */
export const RECORDABLE_EVENT_CODES = MARK_EVENT_CODES

/** A status update as recorded: what the office did, on which day (not after today), and a note. */
export const caseEventSchema = (today: string) =>
  z.object({
    code: z.enum(MARK_EVENT_CODES, { error: 'validation:caseEventCode' }),
    date: requiredString
      .refine(isIsoDate, { error: 'validation:date', abort: true })
      .refine((d) => d <= today, { error: 'validation:caseDateFuture' }),
    note: text(EVENT_NOTE_MAX, 'validation:reasonTooLong').default(''),
  })
export type CaseEventFields = z.input<ReturnType<typeof caseEventSchema>>

/** The fields of a case the history names when an update changes them. */
export const TRACKED_FIELDS = [
  'office',
  'markName',
  'applicationNo',
  'registrationNo',
  'classes',
  'goods',
  'applicant',
  'agent',
  'assigneeId',
  'reference',
  'designations',
  'notes',
] as const
export type TrackedField = (typeof TRACKED_FIELDS)[number]

/** Which tracked fields differ between the stored case and the update. */
export function changedFields(
  before: Pick<CaseInput, TrackedField>,
  after: Pick<CaseInput, TrackedField>,
): TrackedField[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  return TRACKED_FIELDS.filter((f) => !same(before[f], after[f]))
}
