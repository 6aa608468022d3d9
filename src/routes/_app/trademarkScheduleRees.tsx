import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { feeScheduleOptions } from '../../api/fees'
import { OfficialSchedulePage } from '../../ui/fees/official-schedule-page'

export const Route = createFileRoute('/_app/trademarkScheduleRees')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('fees', 'errors', 'validation'),
      context.queryClient.ensureQueryData(feeScheduleOptions({ section: 'trademark' })),
    ]),
  staticData: { menu: 'orders' },
  component: OfficialSchedulePage,
})
