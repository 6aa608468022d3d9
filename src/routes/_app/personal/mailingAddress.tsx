import { createFileRoute } from '@tanstack/react-router'
import { addressListQuery } from '../../../api/member'
import { loadNamespaces } from '../../../i18n'
import { AddressesPage } from '../../../ui/personal/addresses-page'

export const Route = createFileRoute('/_app/personal/mailingAddress')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('personal', 'errors', 'validation'),
      context.queryClient.ensureQueryData(addressListQuery()).catch(() => undefined),
    ]),
  component: AddressesPage,
})
