import { endpoint, type PendingRequest, type PendingResponse } from './define'

const AREA = 'copyright'

/** The copyright calls. Payload shapes are settled by the issue that builds this area. */
export const copyrightCalls = {
  copyrightGetApiCopyrightList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'copyright/getApiCopyrightList',
    'json',
    AREA,
    true,
  ),
  copyrightGetCopyrightApplicantList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'copyright/getCopyrightApplicantList',
    'json',
    AREA,
    true,
  ),
  copyrightSubmitCopyright: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'copyright/submitCopyright',
    'json',
    AREA,
    true,
  ),
  copyrightGetCopyrightOrderList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'copyright/getCopyrightOrderList',
    'json',
    AREA,
    true,
  ),
  copyrightGetCopyrightOrderDetail: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'copyright/getCopyrightOrderDetail',
    'json',
    AREA,
    true,
  ),
  copyrightGetCopyrightTypeList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'copyright/getCopyrightTypeList',
    'json',
    AREA,
    true,
  ),
  copyrightExportApiCopyright: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'copyright/exportApiCopyright',
    'blob',
    AREA,
    true,
  ),
} as const
