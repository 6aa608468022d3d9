/**
 * The applicants table as the registration and applicantInfo handlers use it: the caller's records, their
 * use in filed orders, the view the calls answer, and the seeded licence PDFs made on first use.
 */
import type { ApplicantView } from '../../src/api/schemas/registration-applicants'
import { LOCKABLE_FIELDS } from '../../src/api/schemas/registration-applicants'
import { businessDate } from '../../src/domain/clock'
import { productTypeName } from '../../src/domain/product-types'
import { wizardById } from '../../src/domain/wizards'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import type { MockDb } from '../db'
import type { OrderRecord } from '../commerce/orders-store'
import { bytesToBase64 } from '../reference-data/bytes'
import { buildPdf } from '../reference-data/pdf'
import { seedApplicantRecords, type ApplicantRecord } from '../seeds/registration-applicants'

type Ctx = HandlerContext<unknown>

/** The table; a demo database saved before applicants existed gets the seeded ones on first use. */
export function applicantTable(ctx: Ctx): ApplicantRecord[] {
  ctx.db.applicants ??= seedApplicantRecords(ctx.today())
  return ctx.db.applicants
}

/** The caller's applicants: the default first, then the newest. */
export function applicantsOf(ctx: Ctx, userId: string): ApplicantRecord[] {
  return applicantTable(ctx)
    .filter((a) => a.userId === userId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt))
}

/** One of the caller's applicants, or the call ends with "not found". */
export function findApplicant(ctx: Ctx, userId: string, applicantId: string): ApplicantRecord {
  const found = applicantTable(ctx).find((a) => a.userId === userId && a.applicantId === applicantId)
  if (!found) throw new ReplyError(ctx.fail('申请人不存在', 'Applicant not found', BIZ.notFound))
  return found
}

const FILED: ReadonlySet<OrderRecord['status']> = new Set(['processing', 'completed', 'refunding'])

/** An order of the applicant's owner made in its name (by its Chinese or English name, or its id in the form data). */
function namesApplicant(o: OrderRecord, record: ApplicantRecord): boolean {
  return (
    o.userId === record.userId &&
    // A split order's children are parts of one filing: count the order once.
    o.parentId === null &&
    ((record.nameZh !== '' && o.applicantName === record.nameZh) ||
      (record.nameEn !== '' && o.applicantNameEn === record.nameEn) ||
      JSON.stringify(o.payload ?? {}).includes(`"${record.applicantId}"`))
  )
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  b.createdAt.localeCompare(a.createdAt)

/**
 * The caller's paid orders filed in this applicant's name, newest first. Such an applicant is on record at
 * the office.
 */
export function filedOrdersOf(db: MockDb, record: ApplicantRecord): OrderRecord[] {
  return (db.orders ?? [])
    .filter((o) => namesApplicant(o, record) && o.paymentStatus === 'paid' && FILED.has(o.status))
    .sort(newestFirst)
}

/** Orders in this applicant's name waiting to be paid: the filing is under way. */
export function unpaidOrdersOf(db: MockDb, record: ApplicantRecord): OrderRecord[] {
  return (db.orders ?? [])
    .filter((o) => namesApplicant(o, record) && o.status === 'unpaid' && o.paymentStatus !== 'paid')
    .sort(newestFirst)
}

/**
 * The owner's unfinished wizard drafts (registrations, services) that chose this applicant: their steps read
 * it from the book again, so it must stay while they are open. Drafts whose order is listed are left out.
 */
export function openDraftsOf(db: MockDb, record: ApplicantRecord, ordersListed: readonly OrderRecord[]) {
  const marker = `"applicantId":"${record.applicantId}"`
  const listed = new Set(ordersListed.map((o) => o.id))
  return (db.wizardDrafts ?? [])
    .filter(
      (r) =>
        r.userId === record.userId &&
        r.discardedAt === null &&
        r.draft.completedAt === null &&
        !(r.draft.orderId && listed.has(r.draft.orderId)) &&
        JSON.stringify(r.draft).includes(marker),
    )
    .sort((a, b) => b.draft.updatedAt.localeCompare(a.draft.updatedAt))
}

const SHOWN = 5
const list = (items: string[], sep: string) =>
  items.slice(0, SHOWN).join(sep) + (items.length > SHOWN ? `${sep}…` : '')

/**
 * Why the applicant cannot be deleted, naming every filing that uses it (filed orders, orders awaiting
 * payment, unfinished drafts) in the caller's language; null when nothing does.
 */
function deleteReasonOf(ctx: Ctx, record: ApplicantRecord, filed: OrderRecord[]): string | null {
  const unpaid = unpaidOrdersOf(ctx.db, record)
  const drafts = openDraftsOf(ctx.db, record, [...filed, ...unpaid])
  if (filed.length + unpaid.length + drafts.length === 0) return null
  const draftName = (r: (typeof drafts)[number], lang: 'zh' | 'en') => {
    const type = productTypeName(wizardById(r.flow)?.productType ?? -1)
    const day = businessDate(r.draft.updatedAt)
    return lang === 'zh' ? `${type?.zh ?? '申请'}，${day} 保存` : `${type?.en ?? 'application'}, saved ${day}`
  }
  const s = (n: number) => (n > 1 ? 's' : '')
  const zh: string[] = []
  const en: string[] = []
  if (filed.length > 0) {
    const nos = filed.map((o) => o.orderNo)
    zh.push(`${filed.length} 个已提交的订单（${list(nos, '、')}）`)
    en.push(`${filed.length} filed order${s(filed.length)} (${list(nos, ', ')})`)
  }
  if (unpaid.length > 0) {
    const nos = unpaid.map((o) => o.orderNo)
    zh.push(`${unpaid.length} 个待支付的订单（${list(nos, '、')}）`)
    en.push(`${unpaid.length} order${s(unpaid.length)} awaiting payment (${list(nos, ', ')})`)
  }
  if (drafts.length > 0) {
    zh.push(
      `${drafts.length} 份未完成的草稿（${list(
        drafts.map((d) => draftName(d, 'zh')),
        '；',
      )}）`,
    )
    en.push(
      `${drafts.length} unfinished draft${s(drafts.length)} (${list(
        drafts.map((d) => draftName(d, 'en')),
        '; ',
      )})`,
    )
  }
  return ctx.t(
    `“${record.nameZh || record.nameEn}”已用于 ${zh.join('，')}，不能删除`,
    `“${record.nameEn || record.nameZh}” is used in ${en.join(', ')} and cannot be deleted`,
  )
}

export function toView(db: MockDb, record: ApplicantRecord): ApplicantView {
  const { userId: _owner, ...rest } = record
  return {
    ...rest,
    province: rest.province && { ...rest.province },
    city: rest.city && { ...rest.city },
    district: rest.district && { ...rest.district },
    licenceFile: rest.licenceFile && { ...rest.licenceFile },
    labels: [...rest.labels],
    usedInOrders: filedOrdersOf(db, record).length,
  }
}

/** What may be changed about an applicant and why not (applicantInfo/applicantEditAstrict). */
export function editLimits(ctx: Ctx, record: ApplicantRecord) {
  const orders = filedOrdersOf(ctx.db, record)
  const used = orders.length
  const orderNos = orders.slice(0, 5).map((o) => o.orderNo)
  const deleteReason = deleteReasonOf(ctx, record, orders)
  return {
    applicantId: record.applicantId,
    usedInOrders: used,
    orderNos,
    deletable: deleteReason === null,
    deleteReason,
    lockedFields: used > 0 ? [...LOCKABLE_FIELDS] : [],
    reason:
      used > 0
        ? ctx.t(
            `该申请人已用于 ${used} 个已提交的订单（${orderNos.join('、')}），已记载在商标局。名称、类型、国家、证件和统一社会信用代码不能修改，也不能删除；名义变更请办理商标变更申请，新申请可新建申请人。`,
            `This applicant is on record at the office through ${used} filed order${used > 1 ? 's' : ''} (${orderNos.join(', ')}). Its name, type, country, identity document and credit code cannot be changed, and it cannot be deleted; record a change of name through a change request, or create a new applicant for new filings.`,
          )
        : null,
  }
}

/** Makes the PDF of a seeded applicant's licence or identity document the first time it is needed. */
export function ensureDocumentFile(ctx: Ctx, record: ApplicantRecord): void {
  const file = record.licenceFile
  if (!file || !file.fileId.startsWith('f-applicant-')) return
  const files = (ctx.db.files ??= [])
  if (files.some((f) => f.id === file.fileId)) return
  const bytes = buildPdf([
    record.kind === 'enterprise' ? 'Business licence / certificate (copy)' : 'Identity document (copy)',
    `Name: ${record.nameEn || record.applicantId}`,
    record.uscc ? `Unified social credit code: ${record.uscc}` : `Document no.: ${record.idNumber}`,
    `Country: ${record.country}`,
  ])
  files.push({
    id: file.fileId,
    userId: record.userId,
    fileName: file.fileName,
    size: bytes.length,
    contentType: 'application/pdf',
    bizType: record.kind === 'enterprise' ? 'businessLicence' : 'idDocument',
    base64: bytesToBase64(bytes),
    createdAt: record.createdAt,
  })
}

/** Makes `applicantId` the caller's only default (or clears the default with null). */
export function setDefault(ctx: Ctx, userId: string, applicantId: string | null): void {
  for (const a of applicantTable(ctx)) if (a.userId === userId) a.isDefault = a.applicantId === applicantId
}

/** Every label of the caller's applicants with how many carry it, most used first. */
export function labelCounts(ctx: Ctx, userId: string) {
  const counts = new Map<string, number>()
  for (const a of applicantsOf(ctx, userId)) for (const l of a.labels) counts.set(l, (counts.get(l) ?? 0) + 1)
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'))
}
