import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { feeScheduleOptions } from '../../api/fees'
import { RenewalSheetPage } from '../../ui/fees/renewal-sheet-page'

export const Route = createFileRoute('/_app/offerSheetXUzhan')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('fees', 'errors', 'validation'),
      context.queryClient.ensureQueryData(feeScheduleOptions({ section: 'trademark', productType: 5 })),
    ]),
  staticData: { menu: 'orders' },
  component: RenewalSheetPage,
})
