import { catalogueArea } from './define'

const endpoint = catalogueArea('copyright')

/** The copyright calls. Payload shapes are settled by the issue that builds this area. */
export const copyrightCalls = {
  copyrightGetApiCopyrightList: endpoint('POST copyright/getApiCopyrightList', { body: 'json' }),
  copyrightGetCopyrightApplicantList: endpoint('POST copyright/getCopyrightApplicantList', { body: 'json' }),
  copyrightSubmitCopyright: endpoint('POST copyright/submitCopyright', { body: 'json' }),
  copyrightGetCopyrightOrderList: endpoint('POST copyright/getCopyrightOrderList', { body: 'json' }),
  copyrightGetCopyrightOrderDetail: endpoint('POST copyright/getCopyrightOrderDetail', { body: 'json' }),
  copyrightGetCopyrightTypeList: endpoint('POST copyright/getCopyrightTypeList', { body: 'json' }),
  copyrightExportApiCopyright: endpoint('POST copyright/exportApiCopyright', { body: 'blob' }),
} as const
