import { memberCalls } from '../../src/api/catalogue/member'
import { memberSchemas, type Certification } from '../../src/api/schemas/member'
import {
  certificationInputSchema,
  needsVerification,
  REVIEW_WORKING_DAYS,
  type CertificationStatus,
} from '../../src/domain/certification'
import { checkLicenceContent, CONTENT_HEAD_BYTES } from '../../src/domain/files'
import zhCertification from '../../src/i18n/locales/zh-CN/certification.json'
import enCertification from '../../src/i18n/locales/en/certification.json'
import zhValidation from '../../src/i18n/locales/zh-CN/validation.json'
import enValidation from '../../src/i18n/locales/en/validation.json'
import { BIZ, type HandlerContext } from '../context'
import { newId, type MockDb } from '../db'
import { defineHandlers } from '../define-handlers'
import { base64ToBytes } from '../reference-data/bytes'
import { defineSimulation } from '../simulations'
import type { CertificationRecord } from '../seeds/member'

type Ctx = HandlerContext<unknown>

/** The one answer to "is this account verified": the profile and the verification page both read it. */
export function certificationStatusOf(db: MockDb, userId: string): CertificationStatus {
  const user = db.users.find((u) => u.id === userId)
  if (!user || !needsVerification(user.accountType)) return 'none'
  return db.certifications.find((c) => c.userId === userId)?.status ?? 'none'
}

function toCertification(ctx: Ctx, c: CertificationRecord): Certification {
  const file = ctx.db.files.find((f) => f.id === c.licenceFileId)
  return {
    id: c.id,
    status: c.status,
    rejectReason: c.status === 'rejected' ? ctx.t(c.rejectReasonZh, c.rejectReasonEn) : '',
    companyName: c.companyName,
    companyAddress: c.companyAddress,
    city: c.city,
    country: c.country,
    postCode: c.postCode,
    contactPerson: c.contactPerson,
    officePhone: c.officePhone,
    email: c.email,
    uscc: c.uscc,
    licenceFile: {
      fileId: c.licenceFileId,
      fileName: file?.fileName ?? '',
      url: `file/download?fileId=${encodeURIComponent(c.licenceFileId)}`,
      size: file?.size ?? 0,
      contentType: file?.contentType ?? '',
    },
    submittedAt: c.submittedAt,
    reviewedAt: c.reviewedAt,
  }
}

type Words = Record<string, unknown>

/** The words of a 'namespace:key' message in one language, from the files the client shows. */
function wordsOf(key: string, lang: 'zh' | 'en'): string {
  const [ns, path = ''] = key.split(':')
  const files: Record<string, Words> =
    lang === 'zh'
      ? { certification: zhCertification, validation: zhValidation }
      : { certification: enCertification, validation: enValidation }
  let node: unknown = files[ns ?? '']
  for (const part of path.split('.')) node = (node as Words | undefined)?.[part]
  return typeof node === 'string' ? node : key
}

/** Company verification: submit (or resubmit after a rejection) and read the latest. */
export const certificationHandlers = defineHandlers(memberCalls, memberSchemas, {
  memberInfoInsertCertification(ctx) {
    const user = ctx.requireUser()
    if (!needsVerification(user.accountType)) {
      return ctx.fail('个人账户无需企业认证', 'Individual accounts do not need company verification')
    }
    const existing = ctx.db.certifications.find((c) => c.userId === user.id)
    if (existing?.status === 'reviewing') {
      return ctx.fail(
        `企业认证正在审核中（${REVIEW_WORKING_DAYS}个工作日内答复），请勿重复提交`,
        `Your company verification is under review (answered within ${REVIEW_WORKING_DAYS} working days); please do not submit it again`,
      )
    }
    if (existing?.status === 'approved') {
      return ctx.fail(
        '企业认证已通过，无需再次提交；如需变更认证信息请联系客服',
        'Your company is already verified; to change the verified details, contact customer service',
      )
    }
    // The same rules as the form, with the same words; each field's message rides along for the form.
    const parsed = certificationInputSchema.safeParse(ctx.body)
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))
      const sentence = (lang: 'zh' | 'en') =>
        issues
          .map((i) => `${wordsOf(`certification:fields.${i.field}`, lang)}: ${wordsOf(i.message, lang)}`)
          .join(lang === 'zh' ? '；' : '; ')
      return ctx.fail(sentence('zh'), sentence('en'), BIZ.rejected, { issues })
    }
    const { licenceFileId, ...fields } = parsed.data
    if (
      !ctx.db.countries.some(
        (c) => c.internationalDomainName === fields.country && c.internationalDomainName !== 'WO',
      )
    )
      return ctx.fail('国家或地区不存在', 'Unknown country or region', BIZ.rejected, {
        issues: [{ field: 'country', message: 'certification:rules.countryRequired' }],
      })
    const file = ctx.db.files.find(
      (f) => f.id === licenceFileId && (f.userId === user.id || f.userId === null),
    )
    if (!file) return ctx.fail('请上传营业执照', 'Please upload the business licence', BIZ.notFound)
    // Checked again by content: a file uploaded for another purpose may not stand in for the licence.
    const bytes = base64ToBytes(file.base64)
    const check = checkLicenceContent(bytes.subarray(0, CONTENT_HEAD_BYTES), bytes.length)
    if (!check.ok)
      return ctx.fail(
        '营业执照须为10MB以内的图片（JPG、PNG、GIF、TIFF）或2MB以内的PDF',
        'The business licence must be an image (JPG, PNG, GIF, TIFF) up to 10 MB or a PDF up to 2 MB',
      )
    const record: CertificationRecord = {
      id: existing?.id ?? newId('cert-'),
      userId: user.id,
      status: 'reviewing',
      rejectReasonZh: '',
      rejectReasonEn: '',
      ...fields,
      licenceFileId,
      submittedAt: ctx.now().toISOString(),
      reviewedAt: null,
    }
    ctx.db.certifications = [...ctx.db.certifications.filter((c) => c.userId !== user.id), record]
    return ctx.ok(toCertification(ctx, record))
  },
  memberInfoGetCertification(ctx) {
    const user = ctx.requireUser()
    if (!needsVerification(user.accountType)) return ctx.ok(null)
    const found = ctx.db.certifications.find((c) => c.userId === user.id)
    return ctx.ok(found ? toCertification(ctx, found) : null)
  },
})

// Staff review, for demos and tests: window.server.simulate('certification.review', id, outcome, reason).

/**
 * Staff answer a verification under review: 'approve', or 'reject' with the reason the member will read (given
 * in one language, it is shown as written in both). The member gets a system notice either way.
 */
defineSimulation('certification.review', ({ db, now }, certificationId = '', outcome = '', reason = '') => {
  const cert = db.certifications.find((c) => c.id === certificationId)
  if (!cert) throw new Error(`[mock] no company verification ${certificationId}`)
  if (cert.status !== 'reviewing')
    throw new Error(`[mock] verification ${certificationId} is not under review`)
  if (outcome !== 'approve' && outcome !== 'reject')
    throw new Error(`[mock] outcome must be approve or reject`)
  const why = reason.trim()
  if (outcome === 'reject' && !why) throw new Error('[mock] a rejection needs a reason')
  cert.status = outcome === 'approve' ? 'approved' : 'rejected'
  cert.rejectReasonZh = outcome === 'reject' ? why : ''
  cert.rejectReasonEn = outcome === 'reject' ? why : ''
  cert.reviewedAt = now.toISOString()
  db.notices.push({
    id: newId('notice-'),
    userId: cert.userId,
    type: 'system',
    titleZh: outcome === 'approve' ? '企业认证已通过' : '企业认证未通过',
    titleEn: outcome === 'approve' ? 'Company verification approved' : 'Company verification rejected',
    contentZh:
      outcome === 'approve'
        ? `${cert.companyName}的企业认证已通过审核。`
        : `${cert.companyName}的企业认证未通过审核，原因：${why}。请修改后重新提交。`,
    contentEn:
      outcome === 'approve'
        ? `The company verification of ${cert.companyName} was approved.`
        : `The company verification of ${cert.companyName} was rejected: ${why}. Please correct it and submit it again.`,
    refNo: null,
    read: false,
    readAt: null,
    createdAt: now.toISOString(),
  })
  return cert.status
})
