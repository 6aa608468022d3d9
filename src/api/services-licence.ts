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

/** The chosen marks with their registered goods, as the removal sees them. */
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
 * The removal's wizard calls: tmRemovalMain saves, reads, orders, completes and deletes a draft;
 * queryTmInfoByApplicant1 lists the account's marks with whether each can be removed; tmRemoval/isCanAlter
 * checks the chosen ones. A filed removal changes what the marks list says of the mark.
 */
export const removalApi = serviceApi<RemovalDraft>(
  {
    main: servicesCalls.tmRemovalTmRemovalMain,
    marks: searchCalls.tmInfoQueryTmInfoByApplicant1,
    eligibility: servicesCalls.tmRemovalIsCanAlter,
  },
  { alsoChanges: licenceMarksKeys.all },
)
