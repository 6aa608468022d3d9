import { searchCalls } from './catalogue/search'
import { servicesCalls } from './catalogue/services'
import { callQueryOptions, queryKeys } from './query'
import { serviceApi } from './services'
import type { ReissueDraft } from '../domain/services/reissue'

/** The certificate reissues' checks: each mark's eligibility and the certificates on its record. */
export const reissueKeys = queryKeys({
  register: servicesCalls.tmReissueRegisterValidate,
  others: servicesCalls.tmReissueOthersValidate,
})

/** Whether the certificate of type 29 or 30 can be reissued for these marks, and what their record shows. */
export const reissueRecordQuery = (productType: 29 | 30, regNos: string[]) =>
  callQueryOptions(productType === 29 ? reissueKeys.register : reissueKeys.others, {
    region: 'mainland',
    regNos,
  })

/**
 * The reissue of the registration certificate (29): tmReissueRegister/insert saves and reads a draft,
 * insertDetail orders, completes and deletes it, validate checks the chosen mark, and the shared
 * tmInfo/queryTmInfoToBiz lists the marks (as this flow judges them).
 */
export const reissueProveApi = serviceApi<ReissueDraft>({
  service: 'reissueProve',
  main: servicesCalls.tmReissueRegisterInsert,
  act: servicesCalls.tmReissueRegisterInsertDetail,
  marks: searchCalls.tmInfoQueryTmInfoToBiz,
  eligibility: servicesCalls.tmReissueRegisterValidate,
})

/** The reissue of a change, transfer or renewal certificate (30), through tmReissueOthers/*. */
export const replacementAndRenewalApi = serviceApi<ReissueDraft>({
  service: 'replacementAndRenewal',
  main: servicesCalls.tmReissueOthersInsert,
  act: servicesCalls.tmReissueOthersInsertDetail,
  marks: searchCalls.tmInfoQueryTmInfoToBiz,
  eligibility: servicesCalls.tmReissueOthersValidate,
})
