import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { feeScheduleOptions } from '../../ui/fees/fee-queries'
import { FloorSheetPage } from '../../ui/fees/floor-sheet-page'

export const Route = createFileRoute('/_app/floorPageSheet')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('fees', 'errors', 'validation'),
      context.queryClient.ensureQueryData(feeScheduleOptions({ section: 'trademark' })),
    ]),
  staticData: { title: { zh: '商标收费标准', en: 'Trademark fee sheet' }, menu: 'orders' },
  component: FloorSheetPage,
})
