import { z } from 'zod'
import { NOTICE_TYPE_CODES } from '../../domain/notices'
import { officialDocumentKindSchema } from './official-documents'

export const noticeTypeSchema = z.enum(NOTICE_TYPE_CODES)

/** What a notice opens: the mark's record or the order (a bill's order); null when there is nothing to open. */
export const noticeTargetSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('mark'), applicationNo: z.string() }),
    z.object({ kind: z.literal('order'), orderId: z.string() }),
  ])
  .nullable()

/** One message of the member's message centre; both languages are kept, `title`/`content` follow the caller's. */
export const noticeSchema = z.object({
  id: z.string(),
  type: noticeTypeSchema,
  title: z.string(),
  content: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  /** Case or debit note the notice is about, when there is one. */
  refNo: z.string().nullable(),
  target: noticeTargetSchema,
  /** The official document the notice came with (a refusal, a certificate), when there is one. */
  document: z.object({ applicationNo: z.string(), kind: officialDocumentKindSchema }).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
})

const counts = z.object({ total: z.number().int(), unread: z.number().int() })

// JSON bodies carry booleans as booleans, but a query-string caller may send 'true'/'false'.
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])

export const noticesSchemas = {
  /**
   * A page of the member's notices, newest first. `readIds` marks those notices read before the page is
   * built, so opening a notice and refreshing the list is one call; `readAll` does the same for every notice
   * of the chosen types ("mark all read").
   */
  memberMessageGetNoticeList: {
    req: z.object({
      pageNum: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
      type: noticeTypeSchema.optional(),
      /** Several types at once (a tab of the message centre); with `type` too, a notice must match both. */
      types: z.array(noticeTypeSchema).default([]),
      /** true: only read notices; false: only unread ones; absent: all. */
      read: flag.optional(),
      readIds: z.array(z.string()).default([]),
      /** Marks every notice of the filter's types read (all of them without a type filter) before the page. */
      readAll: flag.default(false),
    }),
    res: z.object({
      list: z.array(noticeSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  /** Totals for the badge and the tabs. */
  memberMessageGetNoticeCount: {
    req: z.object({}),
    res: z.object({
      unread: z.number().int(),
      total: z.number().int(),
      byType: z.record(noticeTypeSchema, counts),
    }),
  },
  /** The notice types with their names and the member's counts, in tab order. */
  memberMessageGetNoticeType: {
    req: z.object({}),
    res: z.array(
      z.object({
        type: noticeTypeSchema,
        /** The message centre's tab the type is listed under besides All. */
        group: z.enum(['official', 'other']),
        zh: z.string(),
        en: z.string(),
        total: z.number().int(),
        unread: z.number().int(),
      }),
    ),
  },
} as const

export type Notice = z.output<typeof noticeSchema>
export type NoticeType = z.output<typeof noticeTypeSchema>
