import { applicantsCalls } from '../../src/api/catalogue/applicants'
import { filingCalls } from '../../src/api/catalogue/filing'
import { registrationApplicantsSchemas } from '../../src/api/schemas/registration-applicants'
import type { ApplicantValues } from '../../src/domain/registration/applicant-rules'
import { checkLicenceContent, CONTENT_HEAD_BYTES, contentTypeOfFormat } from '../../src/domain/files'
import { BIZ, type HandlerContext } from '../context'
import { newId } from '../db'
import { defineHandlers, type Handler } from '../define-handlers'
import { bytesToBase64 } from '../reference-data/bytes'
import { DIVISION_TREE, findDivision } from '../reference-data/china-divisions'
import type { ApplicantRecord } from '../seeds/registration-applicants'
import { acceptApplicant } from '../registration-applicants/check'
import { applicantHelpHandlers } from './registration-applicants-help'
import {
  applicantTable,
  applicantsOf,
  editLimits,
  ensureDocumentFile,
  findApplicant,
  labelCounts,
  setDefault,
  toView,
} from '../registration-applicants/store'

type Schemas = typeof registrationApplicantsSchemas
type Ctx = HandlerContext<unknown>

interface ListFilters {
  pageNum: number
  pageSize: number
  keyword: string
  kind: 'all' | 'enterprise' | 'individual'
  origin: 'all' | 'mainland' | 'foreign'
  label?: string
}

function matches(a: ApplicantRecord, f: ListFilters): boolean {
  if (f.kind !== 'all' && a.kind !== f.kind) return false
  if (f.origin === 'mainland' && a.country !== 'CN') return false
  if (f.origin === 'foreign' && a.country === 'CN') return false
  if (f.label && !a.labels.includes(f.label)) return false
  const k = f.keyword.toLowerCase()
  if (!k) return true
  const code = k.replace(/\s+/g, '').toUpperCase()
  return (
    a.nameZh.toLowerCase().includes(k) ||
    a.nameEn.toLowerCase().includes(k) ||
    (code.length >= 4 && (a.uscc.includes(code) || a.idNumber.toUpperCase().includes(code)))
  )
}

function listPage(ctx: Ctx, userId: string, f: ListFilters) {
  const all = applicantsOf(ctx, userId).filter((a) => matches(a, f))
  const pages = Math.max(1, Math.ceil(all.length / f.pageSize))
  // A page past the end (after a delete, or a stale link) shows the last page instead of nothing.
  const pageNum = Math.min(f.pageNum, pages)
  const list = all.slice((pageNum - 1) * f.pageSize, pageNum * f.pageSize).map((a) => toView(ctx.db, a))
  return { list, total: all.length, pageNum, pageSize: f.pageSize }
}

/** Stores a new applicant (or the update of `existing`) after acceptApplicant has cleared it. */
function save(ctx: Ctx, userId: string, input: ApplicantValues, existing?: ApplicantRecord): ApplicantRecord {
  const v = acceptApplicant(ctx, userId, input, existing)
  const now = ctx.now().toISOString()
  const fields = {
    kind: v.kind,
    idType: v.idType === '' ? null : v.idType,
    idNumber: v.idNumber,
    country: v.country,
    nameZh: v.nameZh,
    nameEn: v.nameEn,
    addressZh: v.addressZh,
    addressEn: v.addressEn,
    province: v.province,
    city: v.city,
    district: v.district,
    postalCode: v.postalCode,
    contactPerson: v.contactPerson,
    phone: v.phone,
    email: v.email,
    licenceAddress: v.licenceAddress,
    uscc: v.uscc,
    licenceFile: v.licenceFile,
  }
  let record: ApplicantRecord
  if (existing) {
    record = Object.assign(existing, fields, { updatedAt: now })
  } else {
    record = {
      applicantId: newId('app-'),
      userId,
      ...fields,
      isDefault: false,
      labels: [],
      createdAt: now,
      updatedAt: now,
    }
    applicantTable(ctx).push(record)
  }
  const hasDefault = applicantsOf(ctx, userId).some((a) => a.isDefault && a !== record)
  if (v.isDefault || !hasDefault) setDefault(ctx, userId, record.applicantId)
  else if (existing && !v.isDefault && existing.isDefault) setDefault(ctx, userId, null)
  ctx.changed()
  return record
}

const createApplicant: Handler<Schemas['trademarkCreateApplicant']> = (ctx) => {
  const user = ctx.requireUser()
  // createApplicant only creates: an applicantId in the body is ignored.
  const record = save(ctx, user.id, { ...ctx.body, applicantId: undefined })
  return ctx.ok(toView(ctx.db, record))
}

const insertApplicant: Handler<Schemas['applicantInfoInsertApplicant']> = (ctx) => {
  const user = ctx.requireUser()
  const existing = ctx.body.applicantId ? findApplicant(ctx, user.id, ctx.body.applicantId) : undefined
  return ctx.ok(toView(ctx.db, save(ctx, user.id, ctx.body, existing)))
}

async function readBlob(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer())
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(blob)
  })
}

const uploadFile: Handler<Schemas['applicantInfoUploadFile']> = async (ctx) => {
  const user = ctx.requireUser()
  const { file, kind } = ctx.body
  const fileName = file instanceof File && file.name ? file.name : 'upload'
  const bytes = await readBlob(file)
  // By content, not by name (§5), as the browser checks: an image up to 10 MB or a PDF up to 2 MB.
  const check = checkLicenceContent(bytes.subarray(0, CONTENT_HEAD_BYTES), bytes.length)
  if (!check.ok && check.error === 'validation:fileFormat')
    return ctx.fail(
      '文件格式错误：请上传 JPG、PNG、GIF、TIFF 图片或 PDF 文件',
      'Wrong file format: upload a JPG, PNG, GIF or TIFF image or a PDF',
    )
  if (!check.ok)
    return ctx.fail(
      check.kind === 'licencePdf' ? '文件过大：PDF 文件不能超过 2MB' : '文件过大：图片不能超过 10MB',
      check.kind === 'licencePdf'
        ? 'File too large: a PDF may be at most 2 MB'
        : 'File too large: an image may be at most 10 MB',
    )
  const contentType = contentTypeOfFormat(check.format)
  const id = newId('f-')
  ;(ctx.db.files ??= []).push({
    id,
    userId: user.id,
    fileName,
    size: bytes.length,
    contentType,
    bizType: kind === 'licence' ? 'businessLicence' : 'idDocument',
    base64: bytesToBase64(bytes),
    createdAt: ctx.now().toISOString(),
  })
  ctx.changed()
  return ctx.ok({
    fileId: id,
    fileName,
    size: bytes.length,
    contentType,
    kind,
    url: `file/download?fileId=${encodeURIComponent(id)}`,
  })
}

const selectProvince: Handler<Schemas['trademarkSelectProvince']> = (ctx) => {
  const { code } = ctx.body
  if (code === '')
    return ctx.ok({
      level: 'province' as const,
      parent: null,
      list: DIVISION_TREE.map((p) => ({ code: p.code, name: p.name, leaf: false })),
    })
  const node = findDivision(code)
  if (!node || code.length === 6)
    return ctx.fail(
      node ? '区县没有下级区划' : '行政区划代码不存在',
      node ? 'A district has no divisions below it' : 'Unknown division code',
      BIZ.notFound,
    )
  return ctx.ok({
    level: code.length === 2 ? ('city' as const) : ('district' as const),
    parent: { code: node.code, name: node.name },
    list: (node.children ?? []).map((c) => ({ code: c.code, name: c.name, leaf: code.length === 4 })),
  })
}

export const registrationApplicantsHandlers = [
  ...defineHandlers(filingCalls, registrationApplicantsSchemas, {
    trademarkGetApplicants(ctx) {
      const user = ctx.requireUser()
      return ctx.ok(listPage(ctx, user.id, ctx.body))
    },
    trademarkCreateApplicant: createApplicant,
    trademarkGetApplicantList(ctx) {
      const user = ctx.requireUser()
      const filters: ListFilters = {
        pageNum: 1,
        pageSize: 1,
        keyword: ctx.body.keyword,
        kind: 'all',
        origin: 'all',
      }
      return ctx.ok(
        applicantsOf(ctx, user.id)
          .filter((a) => matches(a, filters))
          .map(({ applicantId, kind, country, nameZh, nameEn, isDefault }) => ({
            applicantId,
            kind,
            country,
            nameZh,
            nameEn,
            isDefault,
          })),
      )
    },
    trademarkSelectProvince: selectProvince,
    trademarkGetProvinceAll(ctx) {
      return ctx.ok(
        DIVISION_TREE.map((p) => ({
          code: p.code,
          name: p.name,
          children: p.children.map((c) => ({
            code: c.code,
            name: c.name,
            children: c.children.map((d) => ({ code: d.code, name: d.name })),
          })),
        })),
      )
    },
  }),
  ...defineHandlers(applicantsCalls, registrationApplicantsSchemas, {
    applicantInfoGetApplicantList(ctx) {
      const user = ctx.requireUser()
      return ctx.ok({ ...listPage(ctx, user.id, ctx.body), labels: labelCounts(ctx, user.id) })
    },
    applicantInfoGetApplicant(ctx) {
      const user = ctx.requireUser()
      const record = findApplicant(ctx, user.id, ctx.body.applicantId)
      ensureDocumentFile(ctx, record)
      return ctx.ok(toView(ctx.db, record))
    },
    applicantInfoInsertApplicant: insertApplicant,
    applicantInfoDeleteApplicant(ctx) {
      const user = ctx.requireUser()
      const record = findApplicant(ctx, user.id, ctx.body.applicantId)
      const limits = editLimits(ctx, record)
      // Refused while a filing uses it: filed, awaiting payment, or an unfinished draft (the reason names them).
      if (limits.deleteReason !== null)
        return ctx.fail(limits.deleteReason, limits.deleteReason, BIZ.rejected, limits)
      ctx.db.applicants = applicantTable(ctx).filter((a) => a !== record)
      // The next applicant becomes the default, so the wizard still has one to start with.
      if (record.isDefault) setDefault(ctx, user.id, applicantsOf(ctx, user.id)[0]?.applicantId ?? null)
      ctx.changed()
      return ctx.ok({
        applicantId: record.applicantId,
        defaultId: applicantsOf(ctx, user.id).find((a) => a.isDefault)?.applicantId ?? null,
      })
    },
    applicantInfoApplicantEditAstrict(ctx) {
      const user = ctx.requireUser()
      return ctx.ok(editLimits(ctx, findApplicant(ctx, user.id, ctx.body.applicantId)))
    },
    applicantInfoGetDefaultApplicant(ctx) {
      const user = ctx.requireUser()
      const found = applicantsOf(ctx, user.id).find((a) => a.isDefault)
      return ctx.ok(found ? toView(ctx.db, found) : null)
    },
    applicantInfoUpdateIsDefault(ctx) {
      const user = ctx.requireUser()
      const record = findApplicant(ctx, user.id, ctx.body.applicantId)
      if (ctx.body.isDefault) setDefault(ctx, user.id, record.applicantId)
      else if (record.isDefault) setDefault(ctx, user.id, null)
      ctx.changed()
      return ctx.ok(toView(ctx.db, record))
    },
    applicantInfoApplicantLabel(ctx) {
      const user = ctx.requireUser()
      const { applicantId, labels } = ctx.body
      let applicant = null
      if (applicantId) {
        const record = findApplicant(ctx, user.id, applicantId)
        if (labels) {
          record.labels = [...new Set(labels.map((l) => l.trim()))]
          record.updatedAt = ctx.now().toISOString()
          ctx.changed()
        }
        applicant = toView(ctx.db, record)
      } else if (labels) {
        return ctx.fail('请指定要设置标签的申请人', 'Name the applicant whose labels to set')
      }
      return ctx.ok({ labels: labelCounts(ctx, user.id), applicant })
    },
    applicantInfoUploadFile: uploadFile,
  }),
  ...applicantHelpHandlers,
]
