import { searchCalls } from './catalogue/search'
import { servicesCalls } from './catalogue/services'
import { callQueryOptions, queryKeys } from './query'
import { serviceApi } from './services'
import type { LicenceDraft } from '../domain/services/licence'
import type { RemovalDraft } from '../domain/services/removal'

/** The licence record's and the removal's questions about the account's marks. */
export const licenceMarksKeys = queryKeys({
  licence: servicesCalls.tmLicenseQueryTmInfo,
  removal: servicesCalls.tmRemovalQueryTmInfo,
  licenceHolder: servicesCalls.tmLicenseGetApplicantInformation,
  removalHolder: servicesCalls.tmRemovalGetApplicantInformation,
})

/** The chosen marks with their registered goods, as the licence record sees them. */
export const licenceMarksQuery = (regNos: string[]) =>
  callQueryOptions(licenceMarksKeys.licence, { regNos, pageSize: 50 })

/**
 * The chosen marks with their registered goods, as the removal sees them. (tmRemoval/* is non-use
 * cancellation in the catalogue, issue 13; only this goods lookup of the owner's removal still uses it.)
 */
export const removalMarksQuery = (regNos: string[]) =>
  callQueryOptions(licenceMarksKeys.removal, { regNos, pageSize: 50 })

/**
 * The licence record's wizard calls: tmLicenseMain saves, reads, orders, completes and deletes a draft;
 * queryTmInfoByApplicantPlus1 lists the account's marks with whether a licence of each can be recorded;
 * tmLicense/isCanAlter checks the chosen ones.
 */
export const licenceApi = serviceApi<LicenceDraft>({
  main: servicesCalls.tmLicenseTmLicenseMain,
  marks: searchCalls.tmInfoQueryTmInfoByApplicantPlus1,
  eligibility: servicesCalls.tmLicenseIsCanAlter,
})

/**
 * The removal's wizard calls (the owner's removal, 注销, is tmCancellation/* in the catalogue): tmCancellationMain
 * saves, reads, orders, completes and deletes a draft; queryTmInfoForCancellation lists the account's marks with
 * whether each can be removed; tmCancellation/isCanAlter checks the chosen ones.
 */
export const removalApi = serviceApi<RemovalDraft>(
  {
    main: servicesCalls.tmCancellationTmCancellationMain,
    marks: searchCalls.tmInfoQueryTmInfoForCancellation,
    eligibility: servicesCalls.tmCancellationIsCanAlter,
  },
  { alsoChanges: licenceMarksKeys.all },
)
