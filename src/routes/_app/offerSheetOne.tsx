import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { feeScheduleOptions } from '../../api/fees'
import { QuoteCalculatorPage } from '../../ui/fees/quote-calculator-page'

export const Route = createFileRoute('/_app/offerSheetOne')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('fees', 'errors', 'validation'),
      context.queryClient.ensureQueryData(feeScheduleOptions({ section: 'trademark', productType: 1 })),
    ]),
  staticData: { menu: 'orders' },
  component: QuoteCalculatorPage,
})
