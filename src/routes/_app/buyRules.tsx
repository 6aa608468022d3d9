import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { BuyRulesPage } from '../../ui/payment/buy-rules-page'

export const Route = createFileRoute('/_app/buyRules')({
  loader: () => loadNamespaces('payment'),
  staticData: { menu: 'orders' },
  component: BuyRulesPage,
})
