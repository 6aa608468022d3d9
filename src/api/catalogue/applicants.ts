import { catalogueArea } from './define'
import type { registrationApplicantsSchemas as S } from '../schemas/registration-applicants'

const endpoint = catalogueArea('applicants')

/** The applicants calls: the account's applicants, their labels and files, and the applicant help. */
export const applicantsCalls = {
  applicantInfoGetSectionQuestion: endpoint<typeof S.applicantInfoGetSectionQuestion>('POST applicantInfo/getSectionQuestion', { body: 'json', loading: false }),
  applicantInfoApplicantEditAstrict: endpoint<typeof S.applicantInfoApplicantEditAstrict>('POST applicantInfo/applicantEditAstrict', { body: 'json', loading: false }),
  applicantInfoGetApplicantList: endpoint<typeof S.applicantInfoGetApplicantList>('POST applicantInfo/getApplicantList', { body: 'json' }),
  applicantInfoGetDefaultApplicant: endpoint<typeof S.applicantInfoGetDefaultApplicant>('POST applicantInfo/getDefaultApplicant', { body: 'json', loading: false }),
  applicantInfoApplicantLabel: endpoint<typeof S.applicantInfoApplicantLabel>('POST applicantInfo/applicantLabel', { body: 'json', loading: false }),
  applicantInfoUpdateIsDefault: endpoint<typeof S.applicantInfoUpdateIsDefault>('POST applicantInfo/updateIsDefault', { body: 'json' }),
  applicantInfoInsertApplicant: endpoint<typeof S.applicantInfoInsertApplicant>('POST applicantInfo/insertApplicant', { body: 'json' }),
  applicantInfoGetApplicant: endpoint<typeof S.applicantInfoGetApplicant>('POST applicantInfo/getApplicant', { body: 'json', loading: false }),
  applicantInfoDeleteApplicant: endpoint<typeof S.applicantInfoDeleteApplicant>('POST applicantInfo/deleteApplicant', { body: 'json' }),
  applicantInfoGetContent: endpoint<typeof S.applicantInfoGetContent>('POST applicantInfo/getContent', { body: 'json', loading: false }),
  applicantInfoGetQuestion: endpoint<typeof S.applicantInfoGetQuestion>('POST applicantInfo/getQuestion', { body: 'json', loading: false }),
  applicantInfoGetTitle: endpoint<typeof S.applicantInfoGetTitle>('POST applicantInfo/getTitle', { body: 'json', loading: false }),
  applicantInfoUploadFile: endpoint<typeof S.applicantInfoUploadFile>('POST applicantInfo/uploadFile', { body: 'form' }),
} as const
