import { invoicesCalls } from './catalogue/invoices'
import { ordersCalls } from './catalogue/orders'
import { downloadFile } from './download'
import { callMutationOptions, callQueryOptions } from './query'
import type { PatentBillStatus } from './schemas/orders-bills'
import type { RequestStatus } from './schemas/invoices'

/** Query key prefix of every invoices call, for invalidation after a change. */
export const invoicesQueryKey = [invoicesCalls.memberInvoiceGetInvoice.area] as const

/** The member's invoice headers, the default first. */
export const invoiceHeadersQuery = () => callQueryOptions(invoicesCalls.memberInvoiceGetInvoiceInfo, {})

/** The invoice settings: default header, mailing address and invoice type. */
export const invoiceSettingsQuery = () => callQueryOptions(invoicesCalls.memberInvoiceEchoInvoice, {})

/** Requests per page of the invoice list (cards, so few at a time). */
export const INVOICES_PAGE_SIZE = 5

/** The member's invoice requests, newest first. */
export const invoicesQuery = (input: { status?: RequestStatus; pageNum: number; pageSize: number }) =>
  callQueryOptions(invoicesCalls.memberInvoiceGetInvoice, input)

/** Orders for an invoice request: the given ones (with why any cannot be invoiced) or all invoiceable ones. */
export const invoiceOrdersQuery = (input: { orderIds?: string[]; pageNum?: number; pageSize?: number }) =>
  callQueryOptions(invoicesCalls.memberInvoiceGetMemberOrderList, input)

/** Applicants a header can be filled from. */
export const invoiceApplicantsQuery = () => callQueryOptions(invoicesCalls.memberInvoiceGetApplicantList, {})

export const saveHeaderMutation = () => callMutationOptions(invoicesCalls.memberInvoiceAddInvoiceInfo)
export const deleteHeaderMutation = () => callMutationOptions(invoicesCalls.memberInvoiceDeleteInvoiceInfo)
export const saveSettingsMutation = () => callMutationOptions(invoicesCalls.memberInvoiceFirstInvoice)
export const requestInvoiceMutation = () => callMutationOptions(invoicesCalls.memberInvoiceInsertInvoice)
export const resubmitInvoiceMutation = () =>
  callMutationOptions(invoicesCalls.memberInvoiceTriggerInvoiceSynergy)

/** Saves the service contract template (.docx), party A filled from `headerId` when given. */
export const downloadContractTemplate = (headerId?: string) =>
  downloadFile(
    invoicesCalls.memberInvoiceDownloadContractTemplate,
    headerId ? { headerId } : {},
    'contract.docx',
  )

/** Query key prefix of the orders area (debit notes, patent bills). */
export const ordersQueryKey = [ordersCalls.tbOrderQueryBill.area] as const

/** The member's patent annual-fee bills, earliest due first. */
export const patentBillsQuery = (input: {
  status?: PatentBillStatus
  keyword?: string
  pageNum: number
  pageSize: number
}) => callQueryOptions(ordersCalls.tbOrderQueryPatentBill, input)

export const updatePatentBillMutation = () => callMutationOptions(ordersCalls.tbOrderUpdatePatentBill)

/** Saves the fee management bill of a period (.xlsx). */
export const downloadTrademarkBill = (from: string, to: string) =>
  downloadFile(ordersCalls.tbOrderCreateTrademarkBill, { from, to }, 'bill.xlsx')

/** Saves the patent bills (.xlsx). */
export const downloadPatentBills = (status?: PatentBillStatus) =>
  downloadFile(ordersCalls.tbOrderCreatePatentBill, status ? { status } : {}, 'patent-bills.xlsx')

/** Saves the payment entrustment letter (.docx) of the given patent bills. */
export const downloadEntrustLetter = (ids: string[]) =>
  downloadFile(ordersCalls.tbOrderCreatePatentBillEntrust, { ids }, 'entrustment.docx')
