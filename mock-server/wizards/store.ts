/**
 * The mock's one table of wizard drafts, for every flow: each record is one draft of one user, with the
 * flow it belongs to. The generic handlers (handlers.ts) are the only writers.
 */
import type { WizardDraftBase } from '../../src/domain/wizard/types'

export interface WizardDraftRecord<D extends WizardDraftBase = WizardDraftBase> {
  userId: string
  /** The wizard's id ('registration.mainland', 'assignment' …). */
  flow: string
  draft: D
  /** Set when the user deleted it from the draft list. */
  discardedAt: string | null
}

declare module '../db' {
  interface MockTables {
    wizardDrafts: WizardDraftRecord[]
  }
}
