/**
 * The server's side of the §5 applicant rules: the shared checkApplicant, plus what only the server can know
 * (the country and division lists, the uploaded file, the account's other applicants, what a filed applicant
 * may no longer change). A refusal answers body code 1001 with a message per field in data.fields.
 */
import zhRegApplicants from '../../src/i18n/locales/zh-CN/regApplicants.json'
import enRegApplicants from '../../src/i18n/locales/en/regApplicants.json'
import zhValidation from '../../src/i18n/locales/zh-CN/validation.json'
import enValidation from '../../src/i18n/locales/en/validation.json'
import type { ApplicantSaveRefusal } from '../../src/api/schemas/registration-applicants'
import { LOCKABLE_FIELDS } from '../../src/api/schemas/registration-applicants'
import {
  checkApplicant,
  isMainlandCountry,
  normalizeApplicant,
  type ApplicantField,
  type ApplicantValues,
} from '../../src/domain/registration/applicant-rules'
import { sameParty } from '../../src/domain/registration/applicant-selection'
import { BIZ, ReplyError, type HandlerContext, type Lang } from '../context'
import { findDivision } from '../reference-data/china-divisions'
import type { ApplicantRecord } from '../seeds/registration-applicants'
import { applicantsOf, filedOrdersOf, toView } from './store'

type Ctx = HandlerContext<unknown>

const DICTS: Record<Lang, Record<string, unknown>> = {
  'zh-CN': { regApplicants: zhRegApplicants, validation: zhValidation },
  en: { regApplicants: enRegApplicants, validation: enValidation },
}

/** The text of an i18n key ('regApplicants:rules.usccCheck') in the caller's language. */
export function translateKey(key: string, lang: Lang): string {
  const [ns = '', path = ''] = key.split(':')
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], DICTS[lang][ns])
  return typeof value === 'string' ? value : key
}

function refuse(
  ctx: Ctx,
  fields: Partial<Record<ApplicantField, string>>,
  duplicate?: ApplicantRecord,
): never {
  const count = Object.keys(fields).length
  const data: ApplicantSaveRefusal = { fields, duplicate: duplicate ? toView(ctx.db, duplicate) : null }
  throw new ReplyError(
    duplicate
      ? ctx.fail(
          `该申请人已存在：${duplicate.nameZh || duplicate.nameEn}`,
          `This applicant already exists: ${duplicate.nameEn || duplicate.nameZh}`,
          BIZ.rejected,
          data,
        )
      : ctx.fail(
          `申请人信息有 ${count} 处需要修改`,
          `Please correct the ${count} marked field${count > 1 ? 's' : ''}`,
          BIZ.rejected,
          data,
        ),
  )
}

/** The division with its official name, or null when the code is unknown or on the wrong level. */
function canonical(division: { code: string } | null, digits: number) {
  if (!division || division.code.length !== digits) return null
  const found = findDivision(division.code)
  return found ? { code: found.code, name: found.name } : null
}

/**
 * Normalises and checks an applicant for the caller; `existing` is the record being updated. Answers the
 * values to store, or ends the call with the refusal.
 */
export function acceptApplicant(
  ctx: Ctx,
  userId: string,
  input: ApplicantValues,
  existing?: ApplicantRecord,
): ApplicantValues {
  const values = normalizeApplicant(input)
  const fields: Partial<Record<ApplicantField, string>> = {}
  const put = (field: ApplicantField, text: string) => {
    fields[field] ??= text
  }
  for (const issue of checkApplicant(values, ctx.today()))
    put(issue.field, translateKey(issue.message, ctx.lang))

  const countries = ctx.db.countries ?? []
  if (
    values.country &&
    !fields.country &&
    countries.length > 0 &&
    !countries.some((c) => c.internationalDomainName === values.country)
  )
    put('country', translateKey('regApplicants:rules.countryUnknown', ctx.lang))

  if (
    isMainlandCountry(values.country) &&
    values.province &&
    values.city &&
    values.district &&
    !fields.district
  ) {
    const province = canonical(values.province, 2)
    const city = canonical(values.city, 4)
    const district = canonical(values.district, 6)
    if (!province || !city || !district)
      put('district', translateKey('regApplicants:rules.divisionUnknown', ctx.lang))
    else Object.assign(values, { province, city, district })
  }

  const file = values.licenceFile
  if (file && file.fileId !== existing?.licenceFile?.fileId) {
    const stored = (ctx.db.files ?? []).find((f) => f.id === file.fileId && f.userId === userId)
    if (!stored) put('licenceFile', translateKey('regApplicants:rules.fileNotFound', ctx.lang))
    else values.licenceFile = { fileId: stored.id, fileName: stored.fileName }
  }

  if (existing) {
    const used = filedOrdersOf(ctx.db, existing).length
    if (used > 0) {
      for (const field of LOCKABLE_FIELDS) {
        const before = field === 'idType' ? (existing.idType ?? '') : existing[field]
        if (values[field] !== before)
          put(
            field,
            ctx.t(
              `已用于 ${used} 个已提交订单，不能修改`,
              `Used in ${used} filed order${used > 1 ? 's' : ''}: cannot be changed`,
            ),
          )
      }
    }
  }
  if (Object.keys(fields).length > 0) refuse(ctx, fields)

  const candidate = {
    applicantId: existing?.applicantId ?? '',
    kind: values.kind,
    idType: values.idType === '' ? null : values.idType,
    idNumber: values.idNumber,
    uscc: values.uscc,
    country: values.country,
    nameZh: values.nameZh,
    nameEn: values.nameEn,
  }
  for (const other of applicantsOf(ctx, userId)) {
    if (other.applicantId === existing?.applicantId) continue
    const same = sameParty({ ...candidate, applicantId: `new:${other.applicantId}` }, other)
    if (!same) continue
    const name = other.nameZh || other.nameEn
    const nameEn = other.nameEn || other.nameZh
    const message =
      same === 'uscc'
        ? ctx.t(`统一社会信用代码与已有申请人“${name}”相同`, `The credit code is already used by “${nameEn}”`)
        : same === 'idNumber'
          ? ctx.t(`证件号码与已有申请人“${name}”相同`, `The document number is already used by “${nameEn}”`)
          : ctx.t(
              `已有同名申请人“${name}”（同一国家或地区）`,
              `“${nameEn}” already exists in the same country or region`,
            )
    const field: ApplicantField =
      same === 'uscc'
        ? 'uscc'
        : same === 'idNumber'
          ? 'idNumber'
          : values.nameZh && other.nameZh === values.nameZh
            ? 'nameZh'
            : 'nameEn'
    refuse(ctx, { [field]: message }, other)
  }
  return values
}
