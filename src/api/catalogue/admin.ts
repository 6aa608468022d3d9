import { endpoint, type PendingRequest, type PendingResponse } from './define'

const AREA = 'admin'

/** The admin calls. Payload shapes are settled by the issue that builds this area. */
export const adminCalls = {
  agentSpecialFeeList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/list',
    'json',
    AREA,
    false,
  ),
  agentSpecialFeeCountryList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/countryList',
    'json',
    AREA,
    true,
  ),
  agentSpecialFeeCaseTypeList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/caseTypeList',
    'json',
    AREA,
    true,
  ),
  agentSpecialFeeDescTypeList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/descTypeList',
    'json',
    AREA,
    true,
  ),
  agentSpecialFeeAdd: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/add',
    'json',
    AREA,
    true,
  ),
  agentSpecialFeeUpdate: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/update',
    'json',
    AREA,
    true,
  ),
  agentSpecialFeeDelete: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/delete',
    'json',
    AREA,
    true,
  ),
  agentSpecialFeeSaveOrUpdateCaseType: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/saveOrUpdateCaseType',
    'json',
    AREA,
    true,
  ),
  agentSpecialFeeDeleteCaseType: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/deleteCaseType',
    'json',
    AREA,
    true,
  ),
  agentSpecialFeeSaveOrUpdateDescType: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/saveOrUpdateDescType',
    'json',
    AREA,
    true,
  ),
  agentSpecialFeeDeleteDescType: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/deleteDescType',
    'json',
    AREA,
    true,
  ),
  agentSpecialFeeExport: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/export',
    'blob',
    AREA,
    true,
  ),
  agentSpecialFeeTemplateDownload: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/templateDownload',
    'blob',
    AREA,
    true,
  ),
  agentSpecialFeeImport: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'agentSpecialFee/import',
    'form',
    AREA,
    true,
  ),
} as const
