import { memberCalls } from '../../src/api/catalogue/member'
import { noticesCalls } from '../../src/api/catalogue/notices'
import { memberSchemas, type Address } from '../../src/api/schemas/member'
import { noticesSchemas, type Notice, type NoticeType } from '../../src/api/schemas/notices'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId, type MockDb } from '../db'
import { defineHandlers, type Handler } from '../define-handlers'
import { accountRequestOf } from './feedback'
import { ADDRESSES_MAX } from '../../src/domain/constants'
import { certificationStatusOf } from './certification'
import { NOTICE_TYPES } from '../reference-data/dictionaries'
import { NOTICE_GROUP_OF_TYPE } from '../../src/domain/notices'
import { markDocumentOf } from '../commerce/official-documents-store'
import type { AddressRecord, NoticeRecord } from '../seeds/member'

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

const saveAddress: Handler<typeof memberSchemas.memberAddressCreateMemberAddress> = async (ctx) => {
  const user = ctx.requireUser()
  const { id, isDefault, ...fields } = ctx.body
  const now = ctx.now().toISOString()
  // The divisions' table (136 kB) loads with the first address saved, not with the demo's first requests.
  const { isDivisionPath } = await import('../reference-data/china-divisions')
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

/** What a notice opens as things stand: a bill's order while it exists, the mark, the document it came with. */
function linksOf(ctx: Ctx, n: NoticeRecord): Pick<Notice, 'target' | 'document'> {
  const about = n.about
  if (!about) return { target: null, document: null }
  if (about.kind === 'debitNote') {
    const note = ctx.db.debitNotes.find((d) => d.userId === n.userId && d.debitNoteNo === about.no)
    const order = note && ctx.db.orders.find((o) => o.id === note.orderId)
    return { target: order ? { kind: 'order', orderId: order.id } : null, document: null }
  }
  const doc = markDocumentOf(ctx.db, n.userId, about)
  return {
    target: { kind: 'mark', applicationNo: about.applicationNo },
    document: doc ? { applicationNo: doc.applicationNo, kind: doc.kind } : null,
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
  ...linksOf(ctx, n),
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
    return ctx.ok({
      ...profile,
      certificationStatus: certificationStatusOf(ctx.db, user.id),
      couponCount: ctx.db.memberProfiles.find((p) => p.userId === user.id)?.couponCount ?? 0,
      unreadNotices: noticesOf(ctx.db, user.id).filter((n) => !n.read).length,
      addressCount: addressesOf(ctx.db, user.id).length,
      accountRequest: accountRequestOf(ctx.db, user.id),
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
    const { pageNum, pageSize, type, types, read, readIds, readAll } = ctx.body
    const now = ctx.now().toISOString()
    const mine = noticesOf(ctx.db, user.id)
    const ofTypes = (n: NoticeRecord) =>
      (type === undefined || n.type === type) && (types.length === 0 || types.includes(n.type))
    const toMark = new Set(readIds)
    for (const n of mine) {
      if ((toMark.has(n.id) || (readAll && ofTypes(n))) && !n.read) {
        n.read = true
        n.readAt = now
        ctx.changed()
      }
    }
    const matching = mine
      .filter((n) => ofTypes(n) && (read === undefined || n.read === read))
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
        group: NOTICE_GROUP_OF_TYPE[t.code as NoticeType],
        zh: t.zh,
        en: t.en,
        ...counts[t.code as NoticeType],
      })),
    )
  },
})

export const memberHandlers = [...member, ...notices]
