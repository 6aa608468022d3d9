import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { EnforcementSheetPage } from '../../ui/fees/enforcement-sheet-page'
import { feeScheduleOptions, monitoringPriceOptions } from '../../api/fees'

export const Route = createFileRoute('/_app/enforcementPageSheet')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('fees', 'errors', 'validation'),
      context.queryClient.ensureQueryData(feeScheduleOptions({ section: 'protection' })),
      context.queryClient.ensureQueryData(monitoringPriceOptions()),
    ]),
  staticData: { menu: 'fees' },
  component: EnforcementSheetPage,
})
