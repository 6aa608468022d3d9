import { catalogueArea } from './define'

const endpoint = catalogueArea('admin')

/** The admin calls. Payload shapes are settled by the issue that builds this area. */
export const adminCalls = {
  agentSpecialFeeList: endpoint('POST agentSpecialFee/list', { body: 'json', loading: false }),
  agentSpecialFeeCountryList: endpoint('POST agentSpecialFee/countryList', { body: 'json' }),
  agentSpecialFeeCaseTypeList: endpoint('POST agentSpecialFee/caseTypeList', { body: 'json' }),
  agentSpecialFeeDescTypeList: endpoint('POST agentSpecialFee/descTypeList', { body: 'json' }),
  agentSpecialFeeAdd: endpoint('POST agentSpecialFee/add', { body: 'json' }),
  agentSpecialFeeUpdate: endpoint('POST agentSpecialFee/update', { body: 'json' }),
  agentSpecialFeeDelete: endpoint('POST agentSpecialFee/delete', { body: 'json' }),
  agentSpecialFeeSaveOrUpdateCaseType: endpoint('POST agentSpecialFee/saveOrUpdateCaseType', { body: 'json' }),
  agentSpecialFeeDeleteCaseType: endpoint('POST agentSpecialFee/deleteCaseType', { body: 'json' }),
  agentSpecialFeeSaveOrUpdateDescType: endpoint('POST agentSpecialFee/saveOrUpdateDescType', { body: 'json' }),
  agentSpecialFeeDeleteDescType: endpoint('POST agentSpecialFee/deleteDescType', { body: 'json' }),
  agentSpecialFeeExport: endpoint('POST agentSpecialFee/export', { body: 'blob' }),
  agentSpecialFeeTemplateDownload: endpoint('POST agentSpecialFee/templateDownload', { body: 'blob' }),
  agentSpecialFeeImport: endpoint('POST agentSpecialFee/import', { body: 'form' }),
} as const
