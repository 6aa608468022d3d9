import { endpoint, type Req, type Res } from './define'
import type { invoicesSchemas } from '../schemas/invoices'

const AREA = 'invoices'

/** The invoices calls: headers, settings, requests and their lifecycle, the contract template. */
export const invoicesCalls = {
  memberInvoiceEchoInvoice: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceEchoInvoice>,
    Res<typeof invoicesSchemas.memberInvoiceEchoInvoice>
  >('POST', 'memberInvoice/echoInvoice', 'json', AREA, false),
  memberInvoiceFirstInvoice: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceFirstInvoice>,
    Res<typeof invoicesSchemas.memberInvoiceFirstInvoice>
  >('POST', 'memberInvoice/firstInvoice', 'json', AREA, false),
  memberInvoiceGetApplicantList: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceGetApplicantList>,
    Res<typeof invoicesSchemas.memberInvoiceGetApplicantList>
  >('POST', 'memberInvoice/getApplicantList', 'json', AREA, true),
  memberInvoiceGetInvoice: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceGetInvoice>,
    Res<typeof invoicesSchemas.memberInvoiceGetInvoice>
  >('POST', 'memberInvoice/getInvoice', 'json', AREA, false),
  memberInvoiceGetMemberOrderList: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceGetMemberOrderList>,
    Res<typeof invoicesSchemas.memberInvoiceGetMemberOrderList>
  >('POST', 'memberInvoice/getMemberOrderList', 'json', AREA, true),
  memberInvoiceInsertInvoice: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceInsertInvoice>,
    Res<typeof invoicesSchemas.memberInvoiceInsertInvoice>
  >('POST', 'memberInvoice/insertInvoice', 'json', AREA, true),
  memberInvoicePerfectApplicant: endpoint<
    Req<typeof invoicesSchemas.memberInvoicePerfectApplicant>,
    Res<typeof invoicesSchemas.memberInvoicePerfectApplicant>
  >('POST', 'memberInvoice/perfectApplicant', 'json', AREA, false),
  memberInvoiceGetInvoiceInfo: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceGetInvoiceInfo>,
    Res<typeof invoicesSchemas.memberInvoiceGetInvoiceInfo>
  >('POST', 'memberInvoice/getInvoiceInfo', 'json', AREA, false),
  memberInvoiceAddInvoiceInfo: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceAddInvoiceInfo>,
    Res<typeof invoicesSchemas.memberInvoiceAddInvoiceInfo>
  >('POST', 'memberInvoice/addInvoiceInfo', 'json', AREA, true),
  memberInvoiceUpdateInvoiceStatus: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceUpdateInvoiceStatus>,
    Res<typeof invoicesSchemas.memberInvoiceUpdateInvoiceStatus>
  >('POST', 'memberInvoice/updateInvoiceStatus', 'json', AREA, true),
  memberInvoiceTriggerInvoiceSynergy: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceTriggerInvoiceSynergy>,
    Res<typeof invoicesSchemas.memberInvoiceTriggerInvoiceSynergy>
  >('POST', 'memberInvoice/triggerInvoiceSynergy', 'json', AREA, false),
  memberInvoiceDeleteInvoiceInfo: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceDeleteInvoiceInfo>,
    Res<typeof invoicesSchemas.memberInvoiceDeleteInvoiceInfo>
  >('POST', 'memberInvoice/deleteInvoiceInfo', 'json', AREA, true),
  memberInvoiceBatchUpdateInvoiceStatus: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceBatchUpdateInvoiceStatus>,
    Res<typeof invoicesSchemas.memberInvoiceBatchUpdateInvoiceStatus>
  >('POST', 'memberInvoice/batchUpdateInvoiceStatus', 'json', AREA, false),
  memberInvoiceDownloadContractTemplate: endpoint<
    Req<typeof invoicesSchemas.memberInvoiceDownloadContractTemplate>,
    Res<typeof invoicesSchemas.memberInvoiceDownloadContractTemplate>
  >('POST', 'memberInvoice/downloadContractTemplate', 'blob', AREA, true),
} as const
