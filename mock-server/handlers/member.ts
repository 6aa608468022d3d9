import { memberCalls } from '../../src/api/catalogue/member'
import { noticesCalls } from '../../src/api/catalogue/notices'
import { memberSchemas, type Address, type Certification } from '../../src/api/schemas/member'
import { noticesSchemas, type Notice, type NoticeType } from '../../src/api/schemas/notices'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId, type MockDb } from '../db'
import { defineHandlers, type Handler } from '../define-handlers'
import { ADDRESSES_MAX } from '../../src/domain/constants'
import { isDivisionPath } from '../reference-data/china-divisions'
import { NOTICE_TYPES } from '../reference-data/dictionaries'
import type { AddressRecord, CertificationRecord, NoticeRecord } from '../seeds/member'

type Ctx = HandlerContext<unknown>

const toAddress = ({ userId: _owner, ...address }: AddressRecord): Address => address

function addressesOf(db: MockDb, userId: string): AddressRecord[] {
  // Default first, then the most recently changed, as the address book shows them.
  return db.addresses
    .filter((a) => a.userId === userId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.updatedAt.localeCompare(a.updatedAt))
}

function ownAddress(ctx: Ctx, id: string): AddressRecord {
  const user = ctx.requireUser()
  const found = ctx.db.addresses.find((a) => a.id === id && a.userId === user.id)
  if (!found) throw notFound(ctx, '地址不存在', 'Address not found')
  return found
}

function notFound(ctx: Ctx, zh: string, en: string) {
  return new ReplyError(ctx.fail(zh, en, BIZ.notFound))
}

/** Exactly one default per member: setting one clears the others. */
function makeDefault(db: MockDb, userId: string, id: string) {
  for (const a of db.addresses) if (a.userId === userId) a.isDefault = a.id === id
}

const saveAddress: Handler<typeof memberSchemas.memberAddressCreateMemberAddress> = (ctx) => {
  const user = ctx.requireUser()
  const { id, isDefault, ...fields } = ctx.body
  const now = ctx.now().toISOString()
  if (!isDivisionPath(fields.province, fields.city, fields.district))
    return ctx.fail(
      '所在地区有误，请重新选择省、市、区',
      'That province, city and district do not go together: choose them again',
    )
  if (!id && addressesOf(ctx.db, user.id).length >= ADDRESSES_MAX)
    return ctx.fail(
      `最多保存 ${ADDRESSES_MAX} 个地址，请先删除不再使用的地址`,
      `At most ${ADDRESSES_MAX} addresses are kept: delete one you no longer use first`,
    )
  let record: AddressRecord
  if (id) {
    record = ownAddress(ctx, id)
    Object.assign(record, fields, { updatedAt: now })
  } else {
    record = {
      id: newId('addr-'),
      userId: user.id,
      ...fields,
      isDefault: false,
      createdAt: now,
      updatedAt: now,
    }
    ctx.db.addresses.push(record)
  }
  const hasDefault = ctx.db.addresses.some((a) => a.userId === user.id && a.isDefault)
  if (isDefault || !hasDefault) makeDefault(ctx.db, user.id, record.id)
  return ctx.ok(toAddress(record))
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
    },
    submittedAt: c.submittedAt,
    reviewedAt: c.reviewedAt,
  }
}

const toNotice = (ctx: Ctx, n: NoticeRecord): Notice => ({
  id: n.id,
  type: n.type,
  title: ctx.t(n.titleZh, n.titleEn),
  content: ctx.t(n.contentZh, n.contentEn),
  titleZh: n.titleZh,
  titleEn: n.titleEn,
  contentZh: n.contentZh,
  contentEn: n.contentEn,
  refNo: n.refNo,
  read: n.read,
  createdAt: n.createdAt,
})

const noticesOf = (db: MockDb, userId: string) => db.notices.filter((n) => n.userId === userId)

function countByType(notices: readonly NoticeRecord[]) {
  const byType = Object.fromEntries(NOTICE_TYPES.map((t) => [t.code, { total: 0, unread: 0 }])) as Record<
    NoticeType,
    { total: number; unread: number }
  >
  for (const n of notices) {
    byType[n.type].total += 1
    if (!n.read) byType[n.type].unread += 1
  }
  return byType
}

const member = defineHandlers(memberCalls, memberSchemas, {
  memberRecordUser(ctx) {
    const entry = {
      id: newId('visit-'),
      userId: ctx.user?.id ?? null,
      ...ctx.body,
      at: ctx.now().toISOString(),
    }
    ctx.db.visitLogs.push(entry)
    // A long demo session must not grow the saved data without bound.
    if (ctx.db.visitLogs.length > 500) ctx.db.visitLogs.splice(0, ctx.db.visitLogs.length - 500)
    return ctx.ok({ id: entry.id, recordedAt: entry.at })
  },
  memberGetUserInfo(ctx) {
    const user = ctx.requireUser()
    const { password: _secret, ...profile } = user
    const cert = ctx.db.certifications.find((c) => c.userId === user.id)
    return ctx.ok({
      ...profile,
      certificationStatus: cert?.status ?? 'none',
      couponCount: ctx.db.memberProfiles.find((p) => p.userId === user.id)?.couponCount ?? 0,
      unreadNotices: noticesOf(ctx.db, user.id).filter((n) => !n.read).length,
      addressCount: addressesOf(ctx.db, user.id).length,
    })
  },
  memberCreateMemberAddress: saveAddress,
  memberAddressCreateMemberAddress: saveAddress,
  memberGetMemberAddress(ctx) {
    const user = ctx.requireUser()
    const found = addressesOf(ctx.db, user.id).find((a) => a.isDefault)
    return ctx.ok(found ? toAddress(found) : null)
  },
  memberSendmail(ctx) {
    const user = ctx.requireUser()
    const mail = {
      id: newId('mail-'),
      userId: user.id,
      to: ctx.body.to ?? user.email,
      subject: ctx.body.subject,
      content: ctx.body.content,
      sentAt: ctx.now().toISOString(),
    }
    ctx.db.sentMails.push(mail)
    return ctx.ok({ mailId: mail.id, to: mail.to, sentAt: mail.sentAt })
  },
  memberInfoInsertCertification(ctx) {
    const user = ctx.requireUser()
    if (user.accountType === 'individual') {
      return ctx.fail('个人账户无需企业认证', 'Individual accounts do not need company verification')
    }
    const existing = ctx.db.certifications.find((c) => c.userId === user.id)
    if (existing?.status === 'reviewing') {
      return ctx.fail(
        '企业认证正在审核中，请勿重复提交（2个工作日内完成审核）',
        'Your company verification is under review (within 2 working days); please do not submit it again',
      )
    }
    const { licenceFileId, ...fields } = ctx.body
    const file = ctx.db.files.find(
      (f) => f.id === licenceFileId && (f.userId === user.id || f.userId === null),
    )
    if (!file) return ctx.fail('请上传营业执照', 'Please upload the business licence', BIZ.notFound)
    if (file.contentType !== 'application/pdf' && !file.fileName.toLowerCase().endsWith('.pdf')) {
      return ctx.fail('营业执照须为PDF文件', 'The business licence must be a PDF file')
    }
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
    const found = ctx.db.certifications.find((c) => c.userId === user.id)
    return ctx.ok(found ? toCertification(ctx, found) : null)
  },
  memberAddressGetMemberAddressList(ctx) {
    const list = addressesOf(ctx.db, ctx.requireUser().id).map(toAddress)
    return ctx.ok({ list, total: list.length })
  },
  memberAddressDeleteMemberAddress(ctx) {
    const user = ctx.requireUser()
    const target = ownAddress(ctx, ctx.body.id)
    ctx.db.addresses = ctx.db.addresses.filter((a) => a.id !== target.id)
    const remaining = addressesOf(ctx.db, user.id)
    if (target.isDefault && remaining[0]) makeDefault(ctx.db, user.id, remaining[0].id)
    return ctx.ok({ id: target.id, defaultId: remaining.find((a) => a.isDefault)?.id ?? null })
  },
  memberAddressUpdateIsDefault(ctx) {
    const user = ctx.requireUser()
    const target = ownAddress(ctx, ctx.body.id)
    makeDefault(ctx.db, user.id, target.id)
    target.updatedAt = ctx.now().toISOString()
    return ctx.ok(toAddress(target))
  },
  memberAddressGetMemberAddress(ctx) {
    return ctx.ok(toAddress(ownAddress(ctx, ctx.body.id)))
  },
})

const notices = defineHandlers(noticesCalls, noticesSchemas, {
  memberMessageGetNoticeList(ctx) {
    const user = ctx.requireUser()
    const { pageNum, pageSize, type, read, readIds } = ctx.body
    const now = ctx.now().toISOString()
    const mine = noticesOf(ctx.db, user.id)
    const toMark = new Set(readIds)
    for (const n of mine) {
      if (toMark.has(n.id) && !n.read) {
        n.read = true
        n.readAt = now
      }
    }
    const matching = mine
      .filter((n) => (type === undefined || n.type === type) && (read === undefined || n.read === read))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    const list = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((n) => toNotice(ctx, n))
    return ctx.ok({ list, total: matching.length, pageNum, pageSize })
  },
  memberMessageGetNoticeCount(ctx) {
    const mine = noticesOf(ctx.db, ctx.requireUser().id)
    return ctx.ok({
      unread: mine.filter((n) => !n.read).length,
      total: mine.length,
      byType: countByType(mine),
    })
  },
  memberMessageGetNoticeType(ctx) {
    const counts = countByType(noticesOf(ctx.db, ctx.requireUser().id))
    return ctx.ok(
      NOTICE_TYPES.map((t) => ({
        type: t.code as NoticeType,
        zh: t.zh,
        en: t.en,
        ...counts[t.code as NoticeType],
      })),
    )
  },
})

export const memberHandlers = [...member, ...notices]
