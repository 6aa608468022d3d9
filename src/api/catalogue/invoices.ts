import { catalogueArea } from './define'
import type { invoicesSchemas as S } from '../schemas/invoices'

const endpoint = catalogueArea('invoices')

/** The invoices calls: headers, settings, requests and their lifecycle, the contract template. */
export const invoicesCalls = {
  memberInvoiceEchoInvoice: endpoint<typeof S.memberInvoiceEchoInvoice>('POST memberInvoice/echoInvoice', { body: 'json', loading: false }),
  memberInvoiceFirstInvoice: endpoint<typeof S.memberInvoiceFirstInvoice>('POST memberInvoice/firstInvoice', { body: 'json', loading: false }),
  memberInvoiceGetApplicantList: endpoint<typeof S.memberInvoiceGetApplicantList>('POST memberInvoice/getApplicantList', { body: 'json' }),
  memberInvoiceGetInvoice: endpoint<typeof S.memberInvoiceGetInvoice>('POST memberInvoice/getInvoice', { body: 'json', loading: false }),
  memberInvoiceGetMemberOrderList: endpoint<typeof S.memberInvoiceGetMemberOrderList>('POST memberInvoice/getMemberOrderList', { body: 'json' }),
  memberInvoiceInsertInvoice: endpoint<typeof S.memberInvoiceInsertInvoice>('POST memberInvoice/insertInvoice', { body: 'json' }),
  memberInvoicePerfectApplicant: endpoint<typeof S.memberInvoicePerfectApplicant>('POST memberInvoice/perfectApplicant', { body: 'json', loading: false }),
  memberInvoiceGetInvoiceInfo: endpoint<typeof S.memberInvoiceGetInvoiceInfo>('POST memberInvoice/getInvoiceInfo', { body: 'json', loading: false }),
  memberInvoiceAddInvoiceInfo: endpoint<typeof S.memberInvoiceAddInvoiceInfo>('POST memberInvoice/addInvoiceInfo', { body: 'json' }),
  memberInvoiceUpdateInvoiceStatus: endpoint<typeof S.memberInvoiceUpdateInvoiceStatus>('POST memberInvoice/updateInvoiceStatus', { body: 'json' }),
  memberInvoiceTriggerInvoiceSynergy: endpoint<typeof S.memberInvoiceTriggerInvoiceSynergy>('POST memberInvoice/triggerInvoiceSynergy', { body: 'json', loading: false }),
  memberInvoiceDeleteInvoiceInfo: endpoint<typeof S.memberInvoiceDeleteInvoiceInfo>('POST memberInvoice/deleteInvoiceInfo', { body: 'json' }),
  memberInvoiceBatchUpdateInvoiceStatus: endpoint<typeof S.memberInvoiceBatchUpdateInvoiceStatus>('POST memberInvoice/batchUpdateInvoiceStatus', { body: 'json', loading: false }),
  memberInvoiceDownloadContractTemplate: endpoint<typeof S.memberInvoiceDownloadContractTemplate>('POST memberInvoice/downloadContractTemplate', { body: 'blob' }),
} as const
