import { createFileRoute } from '@tanstack/react-router'
import { invoiceHeadersQuery, invoiceSettingsQuery } from '../../../../api/invoices'
import { addressListQuery } from '../../../../api/member'
import { loadNamespaces } from '../../../../i18n'
import { InvoiceSettingPage } from '../../../../ui/invoices/invoice-setting-page'

export const Route = createFileRoute('/_app/personal/finance/invoiceSetting')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadNamespaces('invoices', 'errors', 'validation'),
      queryClient.ensureQueryData(invoiceSettingsQuery()),
      queryClient.ensureQueryData(invoiceHeadersQuery()),
      queryClient.ensureQueryData(addressListQuery()),
    ]),
  staticData: { menu: 'orders' },
  component: InvoiceSettingPage,
})
