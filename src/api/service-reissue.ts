import { servicesCalls } from './catalogue/services'
import { callQueryOptions, queryKeys } from './query'

/** The certificate reissues' own calls: each mark's eligibility and the certificates on its record. */
export const reissueKeys = queryKeys({
  register: servicesCalls.tmReissueRegisterValidate,
  others: servicesCalls.tmReissueOthersValidate,
})

/** Whether the certificate of type 29 or 30 can be reissued for these marks, and what their record shows. */
export const reissueRecordQuery = (productType: 29 | 30, regNos: string[]) =>
  callQueryOptions(productType === 29 ? reissueKeys.register : reissueKeys.others, { regNos })
