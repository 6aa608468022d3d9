import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { feeScheduleOptions } from '../../api/fees'
import { CopyrightSheetPage } from '../../ui/fees/copyright-sheet-page'

export const Route = createFileRoute('/_app/copyrightPageSheet')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('fees', 'errors', 'validation'),
      context.queryClient.ensureQueryData(feeScheduleOptions({ section: 'copyright' })),
    ]),
  staticData: { menu: 'fees' },
  component: CopyrightSheetPage,
})
