import { invoicesCalls } from './catalogue/invoices'
import { ordersCalls } from './catalogue/orders'
import { downloadFile } from './download'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'
import type { PatentBillStatus } from './schemas/orders-bills'
import type { RequestStatus } from './schemas/invoices'

/** The invoices feature: headers, settings, requests and what can be invoiced; any change refreshes it all. */
export const invoicesKeys = queryKeys({
  headers: invoicesCalls.memberInvoiceGetInvoiceInfo,
  settings: invoicesCalls.memberInvoiceEchoInvoice,
  list: invoicesCalls.memberInvoiceGetInvoice,
  orders: invoicesCalls.memberInvoiceGetMemberOrderList,
  applicants: invoicesCalls.memberInvoiceGetApplicantList,
})

/** The member's invoice headers, the default first. */
export const invoiceHeadersQuery = () => callQueryOptions(invoicesKeys.headers, {})

/** The invoice settings: default header, mailing address and invoice type. */
export const invoiceSettingsQuery = () => callQueryOptions(invoicesKeys.settings, {})

/** Requests per page of the invoice list (cards, so few at a time). */
export const INVOICES_PAGE_SIZE = 5

/** The member's invoice requests, newest first. */
export const invoicesQuery = (input: { status?: RequestStatus; pageNum: number; pageSize: number }) =>
  callQueryOptions(invoicesKeys.list, input)

/** Orders for an invoice request: the given ones (with why any cannot be invoiced) or all invoiceable ones. */
export const invoiceOrdersQuery = (input: { orderIds?: string[]; pageNum?: number; pageSize?: number }) =>
  callQueryOptions(invoicesKeys.orders, input)

/** Applicants a header can be filled from. */
export const invoiceApplicantsQuery = () => callQueryOptions(invoicesKeys.applicants, {})

// A header, the settings or a request: each shows in more than one of the invoices views.
const changesInvoices = { invalidates: invoicesKeys.all }

export const saveHeaderMutation = () =>
  callMutationOptions(invoicesCalls.memberInvoiceAddInvoiceInfo, changesInvoices)
export const deleteHeaderMutation = () =>
  callMutationOptions(invoicesCalls.memberInvoiceDeleteInvoiceInfo, changesInvoices)
export const saveSettingsMutation = () =>
  callMutationOptions(invoicesCalls.memberInvoiceFirstInvoice, changesInvoices)
export const requestInvoiceMutation = () =>
  callMutationOptions(invoicesCalls.memberInvoiceInsertInvoice, changesInvoices)
export const resubmitInvoiceMutation = () =>
  callMutationOptions(invoicesCalls.memberInvoiceTriggerInvoiceSynergy, changesInvoices)

/** Saves the service contract template (.docx), party A filled from `headerId` when given. */
export const downloadContractTemplate = (headerId?: string) =>
  downloadFile(
    invoicesCalls.memberInvoiceDownloadContractTemplate,
    headerId ? { headerId } : {},
    'contract.docx',
  )

/** Saves the fee management bill of a period (.xlsx). */
export const downloadTrademarkBill = (from: string, to: string) =>
  downloadFile(ordersCalls.tbOrderCreateTrademarkBill, { from, to }, 'bill.xlsx')

/** Saves the patent bills (.xlsx). */
export const downloadPatentBills = (status?: PatentBillStatus) =>
  downloadFile(ordersCalls.tbOrderCreatePatentBill, status ? { status } : {}, 'patent-bills.xlsx')

/** Saves the payment entrustment letter (.docx) of the given patent bills. */
export const downloadEntrustLetter = (ids: string[]) =>
  downloadFile(ordersCalls.tbOrderCreatePatentBillEntrust, { ids }, 'entrustment.docx')
