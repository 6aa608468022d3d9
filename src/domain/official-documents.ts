/**
 * Official documents: what an IP office sends about a member's case (acceptance notices, publication notices,
 * refusals, certificates, decisions). Which office act gives which document lives here, for the mock that
 * issues them and the page that lists them; the URL state of /personal/OfficialManagement too.
 */
import { addBusinessDays } from './clock'
import { isIsoDate } from './dates'
import type { MarkEvent } from './mark-lifecycle'
import { oneOfParam, optionalTextParam, pageParam, patternParam } from './url-params'
import { hasOnlyAllowedCharacters } from './validation'

export const OFFICIAL_DOCUMENT_KINDS = [
  'acceptanceNotice',
  'filingReceipt',
  'publication',
  'refusal',
  'certificate',
  'decision',
  'officeNotice',
] as const
export type OfficialDocumentKind = (typeof OFFICIAL_DOCUMENT_KINDS)[number]

/** What one office act issues: the kind, its title in both languages and the stem of its file name. */
export interface DocumentOfAct {
  kind: OfficialDocumentKind
  titleZh: string
  titleEn: string
  /** The file is named `<stem>-<number>.pdf`. */
  stem: string
  /** Days between the act and the document's issue (the acceptance notice follows the filing). */
  afterDays: number
}

const act = (
  kind: OfficialDocumentKind,
  titleZh: string,
  titleEn: string,
  stem: string,
  afterDays = 0,
): DocumentOfAct => ({ kind, titleZh, titleEn, stem, afterDays })

/** Days the Trademark Office takes to send the acceptance notice after a filing. */
export const ACCEPTANCE_NOTICE_DAYS = 30

/** The document each mark event makes the office send; events not listed send none (a priority claim). */
export const DOCUMENT_OF_MARK_EVENT: Readonly<Record<string, DocumentOfAct>> = {
  filed: act(
    'acceptanceNotice',
    '商标注册申请受理通知书',
    'Notice of acceptance of the application',
    '受理通知书',
    ACCEPTANCE_NOTICE_DAYS,
  ),
  published: act(
    'publication',
    '商标初步审定公告通知书',
    'Notice of preliminary approval and publication',
    '初审公告通知书',
  ),
  registered: act('certificate', '商标注册证', 'Certificate of trademark registration', '商标注册证'),
  refused: act('refusal', '商标驳回通知书', 'Notice of refusal', '驳回通知书'),
  renewed: act('certificate', '核准续展注册证明', 'Certificate of renewal', '续展注册证明'),
  change: act('certificate', '核准变更证明', 'Certificate of recorded change', '变更证明'),
  assignment: act('certificate', '核准转让证明', 'Certificate of recorded assignment', '转让证明'),
  nonUseNotified: act(
    'officeNotice',
    '提供注册商标使用证据通知书',
    'Notice to file evidence of use',
    '提供使用证据通知书',
  ),
  cancellationRejected: act(
    'decision',
    '撤销连续三年不使用注册商标申请决定书',
    'Decision rejecting the non-use cancellation',
    '撤三决定书',
  ),
  invalidated: act(
    'decision',
    '宣告注册商标无效裁定书',
    'Ruling declaring the registration invalid',
    '无效宣告裁定书',
  ),
  revoked: act('decision', '撤销注册商标决定书', 'Decision revoking the registration', '撤销决定书'),
}

/** One document a mark's history gave: its act, the event it came from and the day it was issued. */
export interface IssuedDocument extends DocumentOfAct {
  event: string
  /** Day of the office act the document is about. */
  actDate: string
  issuedOn: string
}

/** The documents a mark's events gave by `today` (none dated later), oldest first. */
export function documentsOfMarkEvents(events: readonly MarkEvent[], today: string): IssuedDocument[] {
  return events
    .flatMap((event) => {
      const doc = DOCUMENT_OF_MARK_EVENT[event.code]
      if (!doc) return []
      const actDate = event.date.slice(0, 10)
      const issuedOn = addBusinessDays(actDate, doc.afterDays)
      return issuedOn <= today ? [{ ...doc, event: event.code, actDate, issuedOn }] : []
    })
    .sort((a, b) => a.issuedOn.localeCompare(b.issuedOn))
}

/** The kinds of an order's case documents that come from the office (receipts and powers of attorney are ours). */
export const OFFICIAL_KIND_OF_ORDER_DOCUMENT: Readonly<Record<string, OfficialDocumentKind>> = {
  filingReceipt: 'filingReceipt',
  acceptanceNotice: 'acceptanceNotice',
  certificate: 'certificate',
  decision: 'decision',
}

/** Longest mark name or number the document filter searches for. */
export const DOCUMENT_KEYWORD_MAX = 50

/** Documents per page of /personal/OfficialManagement. */
export const DOCUMENTS_PAGE_SIZE = 10

/** The document list's filters as they stand in the URL (zod-free: read at route definition). */
export interface DocumentSearch {
  page?: number
  kind?: OfficialDocumentKind
  /** Mark name, application or registration number. */
  q?: string
  from?: string
  to?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Reads the list filters from the URL; unknown values are dropped, a reversed range keeps its start. */
export function parseDocumentSearch(search: Record<string, unknown>): DocumentSearch {
  const from = patternParam(search.from, DAY)
  const to = patternParam(search.to, DAY)
  const q = optionalTextParam(search.q)
  const parsed: DocumentSearch = {
    page: pageParam(search.page, undefined),
    kind: oneOfParam(search.kind, OFFICIAL_DOCUMENT_KINDS, undefined),
    // A keyword the list cannot search for (typed into the URL by hand) is dropped rather than refused.
    q: q && hasOnlyAllowedCharacters(q.replaceAll('-', '')) ? q.slice(0, DOCUMENT_KEYWORD_MAX) : undefined,
    from: from && isIsoDate(from) ? from : undefined,
    to: to && isIsoDate(to) && !(from && from > to) ? to : undefined,
  }
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as DocumentSearch
}

/** Whether a document (mark name and numbers) matches a keyword, ignoring case and surrounding spaces. */
export function matchesDocumentKeyword(
  doc: { markName: string; applicationNo: string | null; caseNo?: string | null },
  keyword: string,
): boolean {
  const k = keyword.trim().toLowerCase()
  if (!k) return true
  return [doc.markName, doc.applicationNo ?? '', doc.caseNo ?? ''].some((v) => v.toLowerCase().includes(k))
}
