import { filesCalls } from '../../src/api/catalogue/files'
import { memberCalls } from '../../src/api/catalogue/member'
import { feedbackSchemas, type AccountRequest } from '../../src/api/schemas/feedback'
import { usageLogSchemas, type ServiceContact } from '../../src/api/schemas/usage-logs'
import { businessDate, businessDayStamp } from '../../src/domain/clock'
import { canRequest, type FeedbackKind } from '../../src/domain/feedback-rules'
import { base64Size } from '../../src/domain/image-data-url'
import { newId, type MockDb } from '../db'
import { defineHandlers } from '../define-handlers'
import { reject } from './auth'

/**
 * What customers write to staff (feedback, close or downgrade requests) and what the portal logs about its use
 * (page views, time used, the Spring Festival campaign), plus the front-end cache and the liveness greeting.
 * Logs are bounded like member/recordUser's: a long demo must not grow the saved data without end.
 */
export interface FeedbackRecord {
  id: string
  ticketNo: string
  userId: string | null
  kind: FeedbackKind
  content: string
  contact: string
  page: string
  /** The screenshot kept as a file (its bytes go to IndexedDB with the other files); null without one. */
  screenshotFileId: string | null
  createdAt: string
}

export interface AccountRequestRecord extends AccountRequest {
  userId: string
}

export interface UsageLogRecord {
  id: string
  userId: string | null
  kind: 'pageView' | 'springFestival'
  page: string
  detail: string
  at: string
}

export interface UsedTimeRecord {
  userId: string
  date: string
  seconds: number
}

declare module '../db' {
  interface MockTables {
    feedbacks: FeedbackRecord[]
    accountRequests: AccountRequestRecord[]
    usageLogs: UsageLogRecord[]
    usedTime: UsedTimeRecord[]
  }
}

const FEEDBACK_KEPT = 100
const LOGS_KEPT = 500
const USED_TIME_KEPT = 500

/** The tables of this module, created on first use (a saved demo DB from before them has none). */
function tables(db: MockDb) {
  db.feedbacks ??= []
  db.accountRequests ??= []
  db.usageLogs ??= []
  db.usedTime ??= []
  return db
}

/** Keeps the newest `max` entries of a list, dropping from its start; returns what was dropped. */
function keepNewest<T>(list: T[], max: number): T[] {
  return list.length > max ? list.splice(0, list.length - max) : []
}

/** The account's open close or downgrade request, or null (member/getUserInfo shows it). */
export function accountRequestOf(db: MockDb, userId: string): AccountRequest | null {
  const found = tables(db).accountRequests.find((r) => r.userId === userId && r.status === 'received')
  if (!found) return null
  const { userId: _owner, ...request } = found
  return request
}

/** FB202603010001: the prefix, the business day and the day's running number. */
function ticketNo(prefix: string, at: string, taken: readonly { ticketNo: string }[]): string {
  const day = `${prefix}${businessDayStamp(at)}`
  const count = taken.filter((t) => t.ticketNo.startsWith(day)).length
  return `${day}${String(count + 1).padStart(4, '0')}`
}

const SERVICE_CONTACT: ServiceContact = {
  hotline: '400-820-1688',
  email: 'service@tm-portal.example.com',
  hoursZh: '工作日 9:00–18:00（北京时间）',
  hoursEn: 'Working days 9:00–18:00 (Beijing time)',
}

/** What the front-end cache holds: texts the pages read without a release of their own. */
const FRONT_CACHE: Readonly<Record<string, { value: string; updatedAt: string }>> = {
  serviceContact: { value: JSON.stringify(SERVICE_CONTACT), updatedAt: '2026-01-05T02:00:00.000Z' },
}

const memberSide = defineHandlers(memberCalls, feedbackSchemas, {
  memberRetainedInformationFeedback(ctx) {
    const user = ctx.requireUser()
    const db = tables(ctx.db)
    const { kind, keep, reason } = ctx.body
    if (!canRequest(kind, user.accountType))
      reject(
        ctx,
        'kind',
        '个人账号无需降级，如不再使用可申请注销',
        'An individual account cannot be downgraded: ask to close it instead',
      )
    const open = accountRequestOf(ctx.db, user.id)
    if (open)
      reject(
        ctx,
        'kind',
        `您已于 ${businessDate(open.createdAt)} 提交申请（编号 ${open.ticketNo}），客服将与您联系`,
        `You already sent a request on ${businessDate(open.createdAt)} (no. ${open.ticketNo}); our staff will contact you`,
      )
    const createdAt = ctx.now().toISOString()
    const record: AccountRequestRecord = {
      id: newId('acr-'),
      ticketNo: ticketNo('AR', createdAt, db.accountRequests),
      userId: user.id,
      kind,
      keep,
      reason,
      status: 'received',
      createdAt,
    }
    db.accountRequests.push(record)
    const { userId: _owner, ...request } = record
    return ctx.ok(request)
  },

  feedbackSaveFeedback(ctx) {
    const db = tables(ctx.db)
    const createdAt = ctx.now().toISOString()
    const userId = ctx.user?.id ?? null
    const { kind, content, contact, page, screenshot } = ctx.body
    let screenshotFileId: string | null = null
    if (screenshot) {
      // The schema checked it is a JPG, PNG or GIF of at most 2 MB by its bytes.
      const [head = '', base64 = ''] = screenshot.split(',')
      const contentType = head.slice('data:'.length, head.indexOf(';'))
      screenshotFileId = newId('f-fb-')
      db.files.push({
        id: screenshotFileId,
        userId,
        fileName: `feedback-screenshot.${contentType.split('/')[1] ?? 'png'}`,
        size: base64Size(base64),
        contentType,
        bizType: 'feedbackScreenshot',
        base64,
        createdAt,
      })
    }
    const record: FeedbackRecord = {
      id: newId('fb-'),
      ticketNo: ticketNo('FB', createdAt, db.feedbacks),
      userId,
      kind,
      content,
      contact: contact || ctx.user?.email || '',
      page,
      screenshotFileId,
      createdAt,
    }
    db.feedbacks.push(record)
    const dropped = new Set(keepNewest(db.feedbacks, FEEDBACK_KEPT).map((f) => f.screenshotFileId))
    if (dropped.size) db.files = db.files.filter((f) => !dropped.has(f.id))
    return ctx.ok({
      id: record.id,
      ticketNo: record.ticketNo,
      createdAt,
      kind,
      hasScreenshot: screenshotFileId !== null,
    })
  },

  hello(ctx) {
    const now = ctx.now()
    return ctx.ok({
      greeting: ctx.t('你好', 'Hello'),
      serverTime: now.toISOString(),
      businessDate: ctx.today(),
      signedIn: ctx.user !== null,
    })
  },
})

const filesSide = defineHandlers(filesCalls, usageLogSchemas, {
  frontCacheGetCache(ctx) {
    const entry = Object.hasOwn(FRONT_CACHE, ctx.body.key) ? FRONT_CACHE[ctx.body.key] : undefined
    return ctx.ok({ key: ctx.body.key, value: entry?.value ?? null, updatedAt: entry?.updatedAt ?? null })
  },

  logLog1(ctx) {
    return ctx.ok(addLog(ctx.db, ctx.user?.id ?? null, 'pageView', ctx.body.page, ctx.body.lang, ctx.now()))
  },

  logSetUsedTime(ctx) {
    const user = ctx.requireUser()
    const db = tables(ctx.db)
    const date = ctx.today()
    let day = db.usedTime.find((d) => d.userId === user.id && d.date === date)
    if (!day) {
      day = { userId: user.id, date, seconds: 0 }
      db.usedTime.push(day)
      keepNewest(db.usedTime, USED_TIME_KEPT)
    }
    day.seconds += ctx.body.seconds
    return ctx.ok({ date, totalSeconds: day.seconds })
  },

  logSpringFestivalLog(ctx) {
    const { action, page } = ctx.body
    return ctx.ok(addLog(ctx.db, ctx.user?.id ?? null, 'springFestival', page, action, ctx.now()))
  },
})

function addLog(
  db: MockDb,
  userId: string | null,
  kind: UsageLogRecord['kind'],
  page: string,
  detail: string,
  now: Date,
) {
  const entry: UsageLogRecord = { id: newId('log-'), userId, kind, page, detail, at: now.toISOString() }
  const { usageLogs } = tables(db)
  usageLogs.push(entry)
  keepNewest(usageLogs, LOGS_KEPT)
  return { id: entry.id, recordedAt: entry.at }
}

export const feedbackHandlers = [...memberSide, ...filesSide]
