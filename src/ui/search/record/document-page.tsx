import type { DocumentKind } from '../../../domain/court-records'
import { CourtNoticePage } from './court-notice-page'
import { JudgementPage } from './judgement-page'
import { ReviewPage } from './review-page'

/** /judgementDocumentDetail: a judgement, a court notice or a review decision, each in its own layout. */
export function DocumentPage({ id, kind }: { id: string; kind: DocumentKind }) {
  if (kind === 'notice') return <CourtNoticePage id={id} />
  if (kind === 'review') return <ReviewPage id={id} />
  return <JudgementPage id={id} />
}
