import { endpoint, type Req, type Res } from './define'
import type { registrationApplicantsSchemas } from '../schemas/registration-applicants'

const AREA = 'applicants'

/** The applicants calls: the account's applicants, their labels and files, and the applicant help. */
export const applicantsCalls = {
  applicantInfoGetSectionQuestion: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoGetSectionQuestion>,
    Res<typeof registrationApplicantsSchemas.applicantInfoGetSectionQuestion>
  >('POST', 'applicantInfo/getSectionQuestion', 'json', AREA, false),
  applicantInfoApplicantEditAstrict: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoApplicantEditAstrict>,
    Res<typeof registrationApplicantsSchemas.applicantInfoApplicantEditAstrict>
  >('POST', 'applicantInfo/applicantEditAstrict', 'json', AREA, false),
  applicantInfoGetApplicantList: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoGetApplicantList>,
    Res<typeof registrationApplicantsSchemas.applicantInfoGetApplicantList>
  >('POST', 'applicantInfo/getApplicantList', 'json', AREA, true),
  applicantInfoGetDefaultApplicant: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoGetDefaultApplicant>,
    Res<typeof registrationApplicantsSchemas.applicantInfoGetDefaultApplicant>
  >('POST', 'applicantInfo/getDefaultApplicant', 'json', AREA, false),
  applicantInfoApplicantLabel: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoApplicantLabel>,
    Res<typeof registrationApplicantsSchemas.applicantInfoApplicantLabel>
  >('POST', 'applicantInfo/applicantLabel', 'json', AREA, false),
  applicantInfoUpdateIsDefault: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoUpdateIsDefault>,
    Res<typeof registrationApplicantsSchemas.applicantInfoUpdateIsDefault>
  >('POST', 'applicantInfo/updateIsDefault', 'json', AREA, true),
  applicantInfoInsertApplicant: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoInsertApplicant>,
    Res<typeof registrationApplicantsSchemas.applicantInfoInsertApplicant>
  >('POST', 'applicantInfo/insertApplicant', 'json', AREA, true),
  applicantInfoGetApplicant: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoGetApplicant>,
    Res<typeof registrationApplicantsSchemas.applicantInfoGetApplicant>
  >('POST', 'applicantInfo/getApplicant', 'json', AREA, false),
  applicantInfoDeleteApplicant: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoDeleteApplicant>,
    Res<typeof registrationApplicantsSchemas.applicantInfoDeleteApplicant>
  >('POST', 'applicantInfo/deleteApplicant', 'json', AREA, true),
  applicantInfoGetContent: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoGetContent>,
    Res<typeof registrationApplicantsSchemas.applicantInfoGetContent>
  >('POST', 'applicantInfo/getContent', 'json', AREA, false),
  applicantInfoGetQuestion: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoGetQuestion>,
    Res<typeof registrationApplicantsSchemas.applicantInfoGetQuestion>
  >('POST', 'applicantInfo/getQuestion', 'json', AREA, false),
  applicantInfoGetTitle: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoGetTitle>,
    Res<typeof registrationApplicantsSchemas.applicantInfoGetTitle>
  >('POST', 'applicantInfo/getTitle', 'json', AREA, false),
  applicantInfoUploadFile: endpoint<
    Req<typeof registrationApplicantsSchemas.applicantInfoUploadFile>,
    Res<typeof registrationApplicantsSchemas.applicantInfoUploadFile>
  >('POST', 'applicantInfo/uploadFile', 'form', AREA, true),
} as const
