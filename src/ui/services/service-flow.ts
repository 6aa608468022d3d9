import { createContext, useContext, type ComponentType } from 'react'
import type { ServiceApi } from '../../api/services'
import type { MessageKey } from '../../domain/message-key'
import type { ServiceDraftBase, ServiceMark } from '../../domain/services/types'
import type { ServiceWizard } from '../../domain/services/wizard'
import type { StepViewProps } from '../flow/wizard-ui'

/**
 * What a service flow gives the shared service screens (src/ui/services): its configuration and calls, its
 * title, its own steps (perfectInformation, and the supplement if it has one), and how its own fields and
 * price read on the confirm step and the order page. The mark list, payment, documents (with the
 * power-of-attorney template), confirm, draft list and links are shared.
 */
export interface ServiceFlowUi<D extends ServiceDraftBase> {
  wizard: ServiceWizard<D>
  api: ServiceApi<D>
  /** The flow's title and one line under it, in the user's language. */
  useTexts: () => { title: string; intro: string }
  views: {
    perfectInformation: ComponentType<StepViewProps<D>>
    supplement?: ComponentType<StepViewProps<D>>
    reminder?: ComponentType<StepViewProps<D>>
  }
  /**
   * The mark list searches on the server (a register too long to send whole): the search box's words; the
   * list shows the server's first matches and how many there are. Without it the account's marks are listed
   * and filtered on the page.
   */
  serverSearch?: { placeholder: MessageKey; intro: MessageKey; stepDescription: MessageKey }
  /** The flow's own facts of a mark on the list (a contested mark's gazette, last day, refusal). */
  RowFacts?: ComponentType<{ mark: ServiceMark }>
  /** The flow's own part of the documents step (the contested flows' evidence list). */
  DocumentsExtra?: ComponentType<StepViewProps<D>>
  /** The service's own fields as filed (confirm step, order page); the marks are shown by the shared screens. */
  Summary: ComponentType<{ draft: D }>
  /** The draft's price from the flow's price module (perfectInformation, confirm). */
  Price: ComponentType<{ draft: D }>
}

export interface ServiceFlowContext {
  flow: ServiceFlowUi<ServiceDraftBase>
  /** Registration numbers to choose on a new draft (`?marks=` from the renewal list); empty once applied. */
  preselect: readonly string[]
  /** Drops the preselection from the URL once applied. */
  clearPreselect: () => void
}

export const ServiceFlowContext = createContext<ServiceFlowContext | null>(null)

/** The service flow the shared screens are shown for. */
export function useServiceFlow<D extends ServiceDraftBase = ServiceDraftBase>() {
  const value = useContext(ServiceFlowContext)
  if (!value) throw new Error('useServiceFlow outside a service wizard')
  return value as unknown as Omit<ServiceFlowContext, 'flow'> & { flow: ServiceFlowUi<D> }
}
