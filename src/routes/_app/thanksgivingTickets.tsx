import { createFileRoute } from '@tanstack/react-router'
import { campaignQuery, couponListQuery } from '../../api/benefits'
import { loadNamespaces } from '../../i18n'
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
