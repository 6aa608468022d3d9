import { searchCalls } from './catalogue/search'
import { servicesCalls } from './catalogue/services'
import { callQueryOptions, queryKeys } from './query'
import { serviceApi } from './services'
import type { ChangeDraft } from '../domain/services/change'

/** What the change flow asks the register: the holder of a mark, the holder's other marks, the mark lists. */
export const changeKeys = queryKeys({
  holder: servicesCalls.tmAlterationGetApplicantInformation,
  holderMarks: searchCalls.tmInfoQueryTmInfosByApplicantAndAddress,
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

/**
 * The change wizard's calls: tmAlterationMain (tmGlobalAlterationMain for marks registered abroad) saves,
 * reads, orders, completes and deletes a draft; the two tmInfo lists give the marks with their eligibility
 * and isCanAlter checks the chosen ones.
 */
export const changeApi = serviceApi<ChangeDraft>(
  {
    main: (region) =>
      region === 'global'
        ? servicesCalls.tmAlterationTmGlobalAlterationMain
        : servicesCalls.tmAlterationTmAlterationMain,
    marks: (region) =>
      region === 'global'
        ? searchCalls.tmInfoQueryTmInfosByApplicantForGlobalAlteration
        : searchCalls.tmInfoQueryTmInfosByApplicantForAlteration,
    eligibility: servicesCalls.tmAlterationIsCanAlter,
  },
  // A filed change takes its marks off the holder's list of marks still to change.
  { alsoChanges: changeKeys.all },
)
