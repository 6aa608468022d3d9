import { searchCalls } from './catalogue/search'
import { servicesCalls } from './catalogue/services'
import { callQueryOptions, queryKeys } from './query'

/** What the change flow asks the register: the holder of a mark, the holder's other marks, the mark lists. */
export const changeKeys = queryKeys({
  holder: servicesCalls.tmAlterationGetApplicantInformation,
  eligibility: servicesCalls.tmAlterationIsCanAlter,
  holderMarks: searchCalls.tmInfoQueryTmInfosByApplicantAndAddress,
  mainlandMarks: searchCalls.tmInfoQueryTmInfosByApplicantForAlteration,
  globalMarks: searchCalls.tmInfoQueryTmInfosByApplicantForGlobalAlteration,
  globalByCountry: searchCalls.tmInfoQueryGlobalAlterationTmInfos,
  byRegNo: searchCalls.tmInfoQueryTmInfoByRegNo,
})

/** The registered holder of a mark (with the agent on record). */
export const changeHolderQuery = (regNo: string, country: string) =>
  callQueryOptions(changeKeys.holder, { regNo, country })

/** The marks the register records under the holder's name and address, the chosen ones left out. */
export const holderMarksQuery = (
  holder: { nameZh: string; nameEn: string; addressZh: string; addressEn: string },
  exclude: string[],
) =>
  callQueryOptions(changeKeys.holderMarks, {
    nameZh: holder.nameZh,
    nameEn: holder.nameEn,
    addressZh: holder.addressZh,
    addressEn: holder.addressEn,
    exclude,
  })
