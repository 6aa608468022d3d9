import type { serviceReissueSchemas as RS } from '../schemas/service-reissue'
import type { servicePricingSchemas as P } from '../schemas/service-pricing'
import { catalogueArea } from './define'
import type { servicesLicenceSchemas as licence } from '../schemas/services-licence'
import type { servicesChangeSchemas as Change } from '../schemas/services-change'
import type { renewalSchemas as R } from '../schemas/renewal'
import type { servicesAssignmentSchemas as assignment } from '../schemas/services-assignment'
import type { servicesContestedSchemas as C } from '../schemas/services-contested'

const endpoint = catalogueArea('services')

/** The services calls. Payload shapes are settled by the issue that builds this area. */
export const servicesCalls = {
  tmAlterationIsCanAlter: endpoint<typeof Change.tmAlterationIsCanAlter>('POST tmAlteration/isCanAlter', { body: 'form' }),
  tmAlterationGetFormula: endpoint<typeof P.tmAlterationGetFormula>('POST tmAlteration/getFormula', { body: 'json' }),
  tmAlterationValidateFormula: endpoint<typeof P.tmAlterationValidateFormula>('POST tmAlteration/validateFormula', { body: 'json' }),
  tmAlterationGetApplicantInformation: endpoint<typeof Change.tmAlterationGetApplicantInformation>('POST tmAlteration/getApplicantInformation', { body: 'json', loading: false }),
  tmAlterationTmAlterationMain: endpoint<typeof Change.tmAlterationTmAlterationMain>('POST tmAlteration/tmAlterationMain', { body: 'json', loading: false }),
  tmAlterationTmGlobalAlterationMain: endpoint<typeof Change.tmAlterationTmGlobalAlterationMain>('POST tmAlteration/tmGlobalAlterationMain', { body: 'json', loading: false }),
  tmAssignmentIsCanAlter: endpoint<typeof assignment.tmAssignmentIsCanAlter>('POST tmAssignment/isCanAlter', { body: 'form' }),
  tmAssignmentGetFormula: endpoint<typeof P.tmAssignmentGetFormula>('POST tmAssignment/getFormula', { body: 'json' }),
  tmAssignmentValidateFormula: endpoint<typeof P.tmAssignmentValidateFormula>('POST tmAssignment/validateFormula', { body: 'json' }),
  tmAssignmentGetApplicantInformation: endpoint<typeof assignment.tmAssignmentGetApplicantInformation>('POST tmAssignment/getApplicantInformation', { body: 'json', loading: false }),
  tmAssignmentTmAssignmentMain: endpoint<typeof assignment.tmAssignmentTmAssignmentMain>('POST tmAssignment/tmAssignmentMain', { body: 'json', loading: false }),
  tmAssignmentAssignQuery: endpoint<typeof assignment.tmAssignmentAssignQuery>('POST tmAssignment/assignQuery', { body: 'json', loading: false }),
  tmLicenseIsCanAlter: endpoint<typeof licence.tmLicenseIsCanAlter>('POST tmLicense/isCanAlter', { body: 'form' }),
  tmLicenseGetFormula: endpoint<typeof P.tmLicenseGetFormula>('POST tmLicense/getFormula', { body: 'json' }),
  tmLicenseValidateFormula: endpoint<typeof P.tmLicenseValidateFormula>('POST tmLicense/validateFormula', { body: 'json' }),
  tmLicenseGetApplicantInformation: endpoint<typeof licence.tmLicenseGetApplicantInformation>('POST tmLicense/getApplicantInformation', { body: 'json', loading: false }),
  tmLicenseTmLicenseMain: endpoint<typeof licence.tmLicenseTmLicenseMain>('POST tmLicense/tmLicenseMain', { body: 'json', loading: false }),
  tmLicenseGetPrice: endpoint<typeof P.tmLicenseGetPrice>('POST tmLicense/getPrice', { body: 'json' }),
  tmLicenseQueryTmInfo: endpoint<typeof licence.tmLicenseQueryTmInfo>('POST tmLicense/queryTmInfo', { body: 'json' }),
  tmRemovalIsCanAlter: endpoint<typeof C.tmRemovalIsCanAlter>('POST tmRemoval/isCanAlter', { body: 'form' }),
  tmRemovalGetFormula: endpoint<typeof P.tmRemovalGetFormula>('POST tmRemoval/getFormula', { body: 'json' }),
  tmRemovalValidateFormula: endpoint<typeof P.tmRemovalValidateFormula>('POST tmRemoval/validateFormula', { body: 'json' }),
  tmRemovalGetApplicantInformation: endpoint<typeof licence.tmRemovalGetApplicantInformation>('POST tmRemoval/getApplicantInformation', { body: 'json', loading: false }),
  tmRemovalTmRemovalMain: endpoint<typeof C.tmRemovalTmRemovalMain>('POST tmRemoval/tmRemovalMain', { body: 'json', loading: false }),
  tmRemovalQueryTmInfo: endpoint<typeof licence.tmRemovalQueryTmInfo>('POST tmRemoval/queryTmInfo', { body: 'json' }),
  tmCancellationIsCanAlter: endpoint<typeof licence.tmCancellationIsCanAlter>('POST tmCancellation/isCanAlter', { body: 'form' }),
  tmCancellationGetFormula: endpoint<typeof P.tmCancellationGetFormula>('POST tmCancellation/getFormula', { body: 'json' }),
  tmCancellationValidateFormula: endpoint<typeof P.tmCancellationValidateFormula>('POST tmCancellation/validateFormula', { body: 'json' }),
  tmCancellationGetApplicantInformation: endpoint<typeof licence.tmCancellationGetApplicantInformation>('POST tmCancellation/getApplicantInformation', { body: 'json', loading: false }),
  tmCancellationTmCancellationMain: endpoint<typeof licence.tmCancellationTmCancellationMain>('POST tmCancellation/tmCancellationMain', { body: 'json', loading: false }),
  tmOppositionIsCanOpposition: endpoint<typeof C.tmOppositionIsCanOpposition>('POST tmOpposition/isCanOpposition', { body: 'form' }),
  tmOppositionGetFormula: endpoint<typeof P.tmOppositionGetFormula>('POST tmOpposition/getFormula', { body: 'json' }),
  tmOppositionValidateFormula: endpoint<typeof P.tmOppositionValidateFormula>('POST tmOpposition/validateFormula', { body: 'json' }),
  tmOppositionGetApplicantInformation: endpoint<typeof C.tmOppositionGetApplicantInformation>('POST tmOpposition/getApplicantInformation', { body: 'json', loading: false }),
  tmOppositionMain: endpoint<typeof C.tmOppositionMain>('POST tmOpposition/main', { body: 'json', loading: false }),
  tmOppositionSaveOpponent: endpoint<typeof C.tmOppositionSaveOpponent>('POST tmOpposition/saveOpponent', { body: 'json' }),
  tmOppositionGetOpponentInfo: endpoint<typeof C.tmOppositionGetOpponentInfo>('POST tmOpposition/getOpponentInfo', { body: 'json', loading: false }),
  tmOppositionCreateOrder: endpoint<typeof C.tmOppositionCreateOrder>('POST tmOpposition/createOrder', { body: 'json' }),
  tmReviewIsCanReview: endpoint<typeof C.tmReviewIsCanReview>('POST tmReview/isCanReview', { body: 'form' }),
  tmReviewGetFormula: endpoint<typeof P.tmReviewGetFormula>('POST tmReview/getFormula', { body: 'json' }),
  tmReviewValidateFormula: endpoint<typeof P.tmReviewValidateFormula>('POST tmReview/validateFormula', { body: 'json' }),
  tmReviewGetApplicantInformation: endpoint<typeof C.tmReviewGetApplicantInformation>('POST tmReview/getApplicantInformation', { body: 'json', loading: false }),
  tmReviewTmReviewMain: endpoint<typeof C.tmReviewTmReviewMain>('POST tmReview/tmReviewMain', { body: 'json', loading: false }),
  tmExtendGetApplicantInformation: endpoint<typeof R.tmExtendGetApplicantInformation>('POST tmExtend/getApplicantInformation', { body: 'json', loading: false }),
  tmReissueRegisterValidate: endpoint<typeof RS.tmReissueRegisterValidate>('POST tmReissueRegister/validate', { body: 'json' }),
  tmReissueRegisterGetPrice: endpoint<typeof P.tmReissueRegisterGetPrice>('POST tmReissueRegister/getPrice', { body: 'json' }),
  tmReissueRegisterGetFormula: endpoint<typeof P.tmReissueRegisterGetFormula>('POST tmReissueRegister/getFormula', { body: 'json' }),
  tmReissueRegisterInsert: endpoint<typeof RS.tmReissueRegisterInsert>('POST tmReissueRegister/insert', { body: 'json' }),
  tmReissueRegisterInsertDetail: endpoint<typeof RS.tmReissueRegisterInsertDetail>('POST tmReissueRegister/insertDetail', { body: 'json' }),
  tmReissueOthersValidate: endpoint<typeof RS.tmReissueOthersValidate>('POST tmReissueOthers/validate', { body: 'json' }),
  tmReissueOthersGetPrice: endpoint<typeof P.tmReissueOthersGetPrice>('POST tmReissueOthers/getPrice', { body: 'json' }),
  tmReissueOthersGetFormula: endpoint<typeof P.tmReissueOthersGetFormula>('POST tmReissueOthers/getFormula', { body: 'json' }),
  tmReissueOthersInsert: endpoint<typeof RS.tmReissueOthersInsert>('POST tmReissueOthers/insert', { body: 'json' }),
  tmReissueOthersInsertDetail: endpoint<typeof RS.tmReissueOthersInsertDetail>('POST tmReissueOthers/insertDetail', { body: 'json' }),
  tmInvalidationValidate: endpoint<typeof C.tmInvalidationValidate>('POST tmInvalidation/validate', { body: 'json' }),
  tmInvalidationGetPrice: endpoint<typeof P.tmInvalidationGetPrice>('POST tmInvalidation/getPrice', { body: 'json' }),
  tmInvalidationGetFormula: endpoint<typeof P.tmInvalidationGetFormula>('POST tmInvalidation/getFormula', { body: 'json' }),
  tmInvalidationInsert: endpoint<typeof C.tmInvalidationInsert>('POST tmInvalidation/insert', { body: 'json', loading: false }),
  tmInvalidationInsertDetail: endpoint<typeof C.tmInvalidationInsertDetail>('POST tmInvalidation/insertDetail', { body: 'json' }),
  tmInvalidationQueryReferenceTrademark: endpoint<typeof C.tmInvalidationQueryReferenceTrademark>('POST tmInvalidation/queryReferenceTrademark', { body: 'json' }),
} as const
