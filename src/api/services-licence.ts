import { servicesCalls } from './catalogue/services'
import { callQueryOptions, queryKeys } from './query'

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
