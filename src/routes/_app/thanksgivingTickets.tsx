import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { campaignQuery, thanksgivingTicketsQuery } from '../../api/benefits'
import { ThanksgivingPage } from '../../ui/benefits/thanksgiving-page'

export const Route = createFileRoute('/_app/thanksgivingTickets')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('benefits', 'errors', 'validation'),
      context.queryClient.ensureQueryData(campaignQuery()),
      context.queryClient.ensureQueryData(thanksgivingTicketsQuery()),
    ]),
  component: ThanksgivingPage,
})
