// The court and review records of a mark: the tabs of /instrument and the kinds of document
// /judgementDocumentDetail opens. Route definitions read these, so they stay tiny.

/** The tabs of a mark's records page; a link without a tab opens the judgements. */
export const RECORD_TABS = ['judgements', 'notices', 'reviews'] as const
export type RecordTab = (typeof RECORD_TABS)[number]

/** The documents the document page renders; a link without a kind opens a judgement. */
export const DOCUMENT_KINDS = ['judgement', 'notice', 'review'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** The tab that lists a kind of document. */
export const TAB_OF_KIND: Readonly<Record<DocumentKind, RecordTab>> = {
  judgement: 'judgements',
  notice: 'notices',
  review: 'reviews',
}
