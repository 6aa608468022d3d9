import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { feeScheduleOptions } from '../../ui/fees/fee-queries'
import { QuoteCalculatorPage } from '../../ui/fees/quote-calculator-page'

export const Route = createFileRoute('/_app/offerSheetOne')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('fees', 'errors', 'validation'),
      context.queryClient.ensureQueryData(feeScheduleOptions({ section: 'trademark', productType: 1 })),
    ]),
  staticData: { title: { zh: '商标注册费用计算', en: 'Registration fee calculator' }, menu: 'orders' },
  component: QuoteCalculatorPage,
})
