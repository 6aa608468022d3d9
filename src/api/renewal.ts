import { renewalCalls } from './catalogue/renewal'
import { searchCalls } from './catalogue/search'
import { servicesCalls } from './catalogue/services'
import { renewalListKeys } from './renewal-list'
import { serviceApi } from './services'
import type { RenewalDraft } from '../domain/services/renewal'

/**
 * The renewal wizard's calls: insertExtend saves, insertExtendDetail (insertGlobalExtendDetail for marks
 * registered abroad) orders, completes or deletes, renewalToPay reads, queryTmInfoForRenew lists the marks,
 * insertExtendValidate checks the chosen ones and tmExtend/getApplicantInformation names the holder.
 */
export const renewalApi = serviceApi<RenewalDraft>(
  {
    save: renewalCalls.trademarkInsertExtend,
    act: (region) =>
      region === 'global'
        ? renewalCalls.trademarkInsertGlobalExtendDetail
        : renewalCalls.trademarkInsertExtendDetail,
    read: renewalCalls.trademarkRenewalToPay,
    marks: searchCalls.tmInfoQueryTmInfoForRenew,
    eligibility: renewalCalls.trademarkInsertExtendValidate,
    holder: servicesCalls.tmExtendGetApplicantInformation,
  },
  // A filed (or cancelled) renewal changes the renewal list and the marks' renewal status.
  { alsoChanges: renewalListKeys.all },
)
