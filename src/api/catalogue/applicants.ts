import { endpoint, type PendingRequest, type PendingResponse } from './define'

const AREA = 'applicants'

/** The applicants calls. Payload shapes are settled by the issue that builds this area. */
export const applicantsCalls = {
  applicantInfoGetSectionQuestion: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/getSectionQuestion',
    'json',
    AREA,
    false,
  ),
  applicantInfoApplicantEditAstrict: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/applicantEditAstrict',
    'json',
    AREA,
    false,
  ),
  applicantInfoGetApplicantList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/getApplicantList',
    'json',
    AREA,
    true,
  ),
  applicantInfoGetDefaultApplicant: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/getDefaultApplicant',
    'json',
    AREA,
    false,
  ),
  applicantInfoApplicantLabel: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/applicantLabel',
    'json',
    AREA,
    false,
  ),
  applicantInfoUpdateIsDefault: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/updateIsDefault',
    'json',
    AREA,
    true,
  ),
  applicantInfoInsertApplicant: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/insertApplicant',
    'json',
    AREA,
    true,
  ),
  applicantInfoGetApplicant: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/getApplicant',
    'json',
    AREA,
    false,
  ),
  applicantInfoDeleteApplicant: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/deleteApplicant',
    'json',
    AREA,
    true,
  ),
  applicantInfoGetContent: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/getContent',
    'json',
    AREA,
    false,
  ),
  applicantInfoGetQuestion: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/getQuestion',
    'json',
    AREA,
    false,
  ),
  applicantInfoGetTitle: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/getTitle',
    'json',
    AREA,
    false,
  ),
  applicantInfoUploadFile: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantInfo/uploadFile',
    'form',
    AREA,
    true,
  ),
} as const
