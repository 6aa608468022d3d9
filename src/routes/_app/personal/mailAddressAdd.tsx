import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { AddressFormPage } from '../../../ui/personal/address-form-page'

export const Route = createFileRoute('/_app/personal/mailAddressAdd')({
  validateSearch: (search: Record<string, unknown>): { id?: string } => {
    const id = textParam(search.id)
    return id ? { id } : {}
  },
  loader: () => loadNamespaces('personal', 'regApplicants', 'errors', 'validation'),
  component: function MailAddressAddRoute() {
    const { id } = Route.useSearch()
    // A new key per address: the form starts from that address's values.
    return <AddressFormPage key={id ?? 'new'} id={id} />
  },
})
