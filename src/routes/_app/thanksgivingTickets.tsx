import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { campaignQuery, couponListQuery } from '../../ui/benefits/benefits-queries'
import { THANKSGIVING_TICKETS_SHOWN, ThanksgivingPage } from '../../ui/benefits/thanksgiving-page'

export const Route = createFileRoute('/_app/thanksgivingTickets')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('benefits', 'errors', 'validation'),
      context.queryClient.ensureQueryData(campaignQuery()),
      context.queryClient.ensureQueryData(couponListQuery('valid', 1, THANKSGIVING_TICKETS_SHOWN)),
    ]),
  component: ThanksgivingPage,
})
