import type { ComponentType, ReactNode } from 'react'
import type { WizardCalls } from '../../api/wizards'
import type { Issue, WizardConfig, WizardDraftBase } from '../../domain/wizard/types'
import type { WizardEvent } from '../../machines/wizard/create-wizard-machine'

/** What every step view is given: the draft, the step's issues, whether a request runs, and the way to act. */
export interface StepViewProps<D extends WizardDraftBase> {
  config: WizardConfig<D>
  draft: D
  issues: readonly Issue[]
  busy: boolean
  send: (event: WizardEvent<D>) => void
}

/** One row of the draft chooser. */
export interface DraftListItem {
  draftId: string
  title: string
  details: string
  /** The step it is at, in words. */
  stepTitle: string
  paid: boolean
  orderNo: string | null
  updatedAt: string
}

/**
 * What a flow gives the shared wizard page besides its configuration: its words, its own screens (the edit
 * steps; the shared payment view needs none) and how its drafts are listed. Everything else (the stepper, the
 * save status, the draft chooser, the conflict dialog, payment, the done view) is the page's.
 */
export interface WizardUi<D extends WizardDraftBase> {
  calls: WizardCalls<D>
  title: string
  intro: string
  /** Above the steps: a switch between related wizards, for instance. */
  nav?: ReactNode
  stepText: (step: string) => { title: string; description?: string }
  /** The view of each step but the payment (which is shared). */
  views: Partial<Record<string, ComponentType<StepViewProps<D>>>>
  /** The account's unfinished drafts of this flow. */
  useDraftList: () => { data?: DraftListItem[]; isPending: boolean; isError: boolean }
  /** Where the finished order is shown, and where a new one starts. */
  links: { order: (orderId: string) => ReactNode; another: ReactNode }
  /** Names a draft field path ('trademarks.0.name') in the user's words, for the conflict dialog. */
  describeField?: (path: string) => string
  /** Lists to refresh after the order is made, the flow completed or a draft deleted. */
  onSaved?: () => void
  onOrdered?: () => void
  onCompleted?: () => void
  onDiscarded?: () => void
}
