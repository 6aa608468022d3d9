/**
 * The one shape every step-by-step flow configures (registration, the trademark services, the patent annual
 * fee, the platform complaint, timestamps, copyright). A flow is a draft type plus a list of steps; the
 * machine factory (src/machines/wizard), the flow edge and wizard page (src/ui/flow) and the mock's generic
 * handlers (mock-server/wizards) read the same configuration, so a flow differs only by what is written here.
 */
import type { MessageKey } from '../message-key'
import type { ProductTypeId } from '../product-types'

/** What every wizard's draft carries besides its own fields. */
export interface WizardDraftBase {
  draftId: string
  /** The step the draft is at, as routes.tsv spells it; written from the machine's state, never by hand. */
  step: string
  /** The order made when the order-making step is left; replaced while unpaid. */
  orderId: string | null
  orderNo: string | null
  /** The server's word: a paid draft's filed information is fixed. */
  paid: boolean
  /** Set once the last step is submitted. */
  completedAt: string | null
  createdAt: string
  updatedAt: string
  /**
   * The server's revision of the draft (0 before the first save). A save names the revision it was based on;
   * the server refuses a stale one, so two tabs never overwrite each other silently.
   */
  revision: number
}

/** Why a step cannot be left: a field path ('trademarks.0.name', 'documents.powerOfAttorney') and a message. */
export interface Issue {
  path: string
  message: MessageKey
}

/**
 * edit: the user fills in fields and submits; pay: the order is paid (the payment flow is embedded);
 * finish: the last step, whose submission completes the flow.
 */
export type StepRole = 'edit' | 'pay' | 'finish'

/** The keys of a draft a step may change (never the base fields: the flow owns those). */
export type DraftField<D extends WizardDraftBase> = Exclude<keyof D & string, keyof WizardDraftBase>

export interface WizardStep<D extends WizardDraftBase> {
  /** As routes.tsv spells the URL's last segment: 'fillInInformation', 'payment', 'provideDocument' … */
  id: string
  role: StepRole
  /** The draft fields this step may change; a change to anything else is ignored while the step is shown. */
  edits: readonly DraftField<D>[]
  /** What blocks leaving the step (pure: the page, the machine and the mock run the same function). */
  issues: (draft: D) => Issue[]
  /** Leaving this step makes (or replaces) the order; the next step is then the payment. */
  makesOrder: boolean
  /** Present only for some drafts (a supplement only when related marks exist); absent means always. */
  when?: (draft: D) => boolean
  /** The browser back button stays on this step (routes.tsv "noback"). */
  noBack: boolean
}

export interface WizardConfig<D extends WizardDraftBase> {
  /** Unique across the portal: 'registration.mainland', 'assignment' … */
  id: string
  productType: ProductTypeId
  steps: readonly WizardStep<D>[]
  /** Edit steps before the payment the user may go back to while the order is unpaid (it is then replaced). */
  reopenableBeforePayment: readonly string[]
  /** A new, empty draft of this flow. */
  newDraft: (draftId: string, now: string) => D
}

/** One stored file of a document the provideDocument step asks for. */
export interface DocumentFile {
  fileId: string
  fileName: string
  size: number
  contentType: string
}

/** A draft's documents: the files of each kind the flow asks for (a kind may take several, e.g. both ID sides). */
export type DocumentsByKind<K extends string = string> = Partial<Record<K, DocumentFile[]>>

/** One document a draft needs, as a flow's documentsNeeded(draft) lists it. */
export interface DocumentNeed<K extends string = string> {
  kind: K
  required: boolean
}

/** Originals sent by post: the courier (a common courier's code, or the name typed) and the tracking number. */
export interface Mailing {
  company: string
  trackingNumber: string
}

/** The answer code of a save based on a stale revision; its data is `{ draft }`, the newer copy. */
export const DRAFT_CONFLICT_CODE = 1409
