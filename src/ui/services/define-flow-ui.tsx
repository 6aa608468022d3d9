import type { ComponentType } from 'react'
import type { ServiceApi } from '../../api/services'
import { businessToday } from '../../domain/clock'
import type { MessageKey } from '../../domain/message-key'
import type { ServiceQuote } from '../../domain/service-quote'
import type { ServiceDraftBase } from '../../domain/services/types'
import type { ServiceWizard } from '../../domain/services/wizard'
import { FeeBasis } from '../flow/fee-basis'
import { useMessage } from '../kit/message'
import type { ServiceFlowUi } from './service-flow'
import { FiledService } from './service-summary'
import { ServiceWizardPage, type ServiceWizardPageProps } from './service-wizard-page'

export interface ServiceFlowUiSpec<D extends ServiceDraftBase> {
  wizard: ServiceWizard<D>
  api: ServiceApi<D>
  /** The words that head the wizard: its title and the line under it. */
  texts: { title: MessageKey; intro: MessageKey }
  /** The draft's price from the one price module (src/domain/services/quote.ts). */
  quote: (draft: D, today: string) => ServiceQuote
  views: ServiceFlowUi<D>['views']
  /** The flow's own fields as filed (confirm step, order page). */
  Summary: ComponentType<{ draft: D }>
  serverSearch?: ServiceFlowUi<D>['serverSearch']
  RowFacts?: ServiceFlowUi<D>['RowFacts']
  DocumentsExtra?: ServiceFlowUi<D>['DocumentsExtra']
}

/**
 * A service flow's screens from its parts: the ServiceFlowUi the shared service screens read, the wizard page
 * (its line in FLOW_PAGES) and the filed service for its order detail route.
 */
export function defineServiceFlowUi<D extends ServiceDraftBase>(spec: ServiceFlowUiSpec<D>) {
  const { wizard, api, texts, quote, views, Summary, serverSearch, RowFacts, DocumentsExtra } = spec
  function Price({ draft }: { draft: D }) {
    return <FeeBasis quote={quote(draft, businessToday())} testId={`${wizard.slug}-price`} />
  }
  const ui: ServiceFlowUi<D> = {
    wizard,
    api,
    useTexts: function useFlowTexts() {
      const text = useMessage()
      return { title: text(texts.title), intro: text(texts.intro) }
    },
    views,
    Summary,
    Price,
    ...(serverSearch ? { serverSearch } : {}),
    ...(RowFacts ? { RowFacts } : {}),
    ...(DocumentsExtra ? { DocumentsExtra } : {}),
  }
  function Page(props: Omit<ServiceWizardPageProps<D>, 'flow'>) {
    return <ServiceWizardPage flow={ui} {...props} />
  }
  function Filed({ orderId }: { orderId: string }) {
    return <FiledService api={api} Summary={Summary} orderId={orderId} />
  }
  return { ui, Page, Filed }
}
