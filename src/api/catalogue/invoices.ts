import { endpoint, type PendingRequest, type PendingResponse } from './define'

const AREA = 'invoices'

/** The invoices calls. Payload shapes are settled by the issue that builds this area. */
export const invoicesCalls = {
  memberInvoiceEchoInvoice: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/echoInvoice',
    'json',
    AREA,
    false,
  ),
  memberInvoiceFirstInvoice: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/firstInvoice',
    'json',
    AREA,
    false,
  ),
  memberInvoiceGetApplicantList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/getApplicantList',
    'json',
    AREA,
    true,
  ),
  memberInvoiceGetInvoice: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/getInvoice',
    'json',
    AREA,
    false,
  ),
  memberInvoiceGetMemberOrderList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/getMemberOrderList',
    'json',
    AREA,
    true,
  ),
  memberInvoiceInsertInvoice: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/insertInvoice',
    'json',
    AREA,
    true,
  ),
  memberInvoicePerfectApplicant: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/perfectApplicant',
    'json',
    AREA,
    false,
  ),
  memberInvoiceGetInvoiceInfo: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/getInvoiceInfo',
    'json',
    AREA,
    false,
  ),
  memberInvoiceAddInvoiceInfo: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/addInvoiceInfo',
    'json',
    AREA,
    true,
  ),
  memberInvoiceUpdateInvoiceStatus: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/updateInvoiceStatus',
    'json',
    AREA,
    true,
  ),
  memberInvoiceTriggerInvoiceSynergy: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/triggerInvoiceSynergy',
    'json',
    AREA,
    false,
  ),
  memberInvoiceDeleteInvoiceInfo: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/deleteInvoiceInfo',
    'json',
    AREA,
    true,
  ),
  memberInvoiceBatchUpdateInvoiceStatus: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/batchUpdateInvoiceStatus',
    'json',
    AREA,
    false,
  ),
  memberInvoiceDownloadContractTemplate: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'memberInvoice/downloadContractTemplate',
    'blob',
    AREA,
    true,
  ),
} as const
