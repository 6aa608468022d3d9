import type { WizardDraftBase } from '../domain/wizard/types'

/**
 * The calls one wizard binds to (its catalogue entries differ per flow; the flow edge only sees these).
 * `save` names the revision the edit was made on; a stale one is refused with DRAFT_CONFLICT_CODE and the
 * newer draft as `{ draft }`.
 */
export interface WizardCalls<D extends WizardDraftBase> {
  /** The server's copy of a draft, or null when the server does not know it (a draft never saved). */
  load: (draftId: string) => Promise<D | null>
  save: (draft: D, baseRevision: number) => Promise<{ revision: number; updatedAt: string }>
  /** Checks every step up to the order again and makes (or replaces) the unpaid order. */
  order: (draftId: string) => Promise<{ orderId: string; orderNo: string }>
  /** Checks the steps after the payment again and files. */
  complete: (draftId: string) => Promise<{ completedAt: string }>
  discard: (draftId: string) => Promise<void>
}
