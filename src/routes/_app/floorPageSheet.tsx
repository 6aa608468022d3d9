import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { feeScheduleOptions } from '../../api/fees'
import { FloorSheetPage } from '../../ui/fees/floor-sheet-page'

export const Route = createFileRoute('/_app/floorPageSheet')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('fees', 'errors', 'validation'),
      context.queryClient.ensureQueryData(feeScheduleOptions({ section: 'trademark' })),
    ]),
  staticData: { menu: 'fees' },
  component: FloorSheetPage,
})
