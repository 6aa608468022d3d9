import { createFileRoute } from '@tanstack/react-router'
import { remindsQuery } from '../../api/case-deadlines'
import { caseGrantQuery } from '../../api/case-grant'
import { loadNamespaces } from '../../i18n'
import { RemindersPage } from '../../ui/deadlines/reminders-page'

export const Route = createFileRoute('/_app/timeLimitReminder')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('deadlines', 'errors', 'validation'),
      context.queryClient.ensureQueryData(remindsQuery()).catch(() => undefined),
      context.queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
    ]),
  component: RemindersPage,
})
