import { queryOptions } from '@tanstack/react-query'
import type { RegistrationRegion } from '../domain/registration/types'
import type { Endpoint, RequestOf, ResponseOf } from './catalogue/define'
import { filingCalls } from './catalogue/filing'
import { madridCalls } from './catalogue/madrid'
import { searchCalls } from './catalogue/search'
import { BusinessError, callData } from './client'
import { callQueryOptions, queryKeys } from './query'

// Price lists and member lists change with a release, not during a session.
const STATIC = { staleTime: Infinity, gcTime: Infinity } as const

/**
 * The same call without the full-screen overlay: a check that runs by itself in the background (the price
 * confirmation, the basic-mark lookup while typing) must not cover the page the user is typing in; the panel
 * shows its own progress instead.
 */
const inBackground = <E extends Endpoint>(ep: E): E => ({ ...ep, loading: false })

/** The regions and price step: member and country lists, formulas and the server's price. */
export const regionsKeys = queryKeys({
  madridList: madridCalls.madridGetMadridList,
  madridFormula: madridCalls.madridGetApplyFormula,
  globalArea: filingCalls.trademarkGetGlobalArea,
  globalRunCountry: filingCalls.trademarkGetGlobalRunCountry,
  inquiryCountries: filingCalls.trademarkGetInquiryReportCountry,
  formula: filingCalls.trademarkGetFormula,
  price: inBackground(filingCalls.trademarkGetPrice),
  /** The search archive call, for the Madrid basic mark: keyed under it, so a search change reaches it. */
  basicMark: inBackground(searchCalls.tmInfoQueryTrademarkArchives),
})

/** The Madrid members with each one's fee for `classes` classes (the whole list; the page filters it). */
export const madridListQuery = (classes = 1) => ({
  ...callQueryOptions(regionsKeys.madridList, { keyword: '', classes }),
  ...STATIC,
})

/** The Madrid formula with every member's individual or complementary fee. */
export const madridFormulaQuery = (classes = 1) => ({
  ...callQueryOptions(regionsKeys.madridFormula, { classes }),
  ...STATIC,
})

/** The regions of the world (overview §9) and how global filing reaches each country. */
export const globalAreaQuery = () => ({
  ...callQueryOptions(regionsKeys.globalArea, {}),
  ...STATIC,
})

/** The countries and regions of direct filing with their price for `classes` classes. */
export const globalRunCountryQuery = (classes = 1) => ({
  ...callQueryOptions(regionsKeys.globalRunCountry, { keyword: '', classes }),
  ...STATIC,
})

/** The countries a pre-filing search report can be ordered for. */
export const inquiryReportCountryQuery = () => ({
  ...callQueryOptions(regionsKeys.inquiryCountries, { keyword: '' }),
  ...STATIC,
})

/** The formula parameters of a region. */
export const registrationFormulaQuery = (region: RegistrationRegion) => ({
  ...callQueryOptions(regionsKeys.formula, { region }),
  ...STATIC,
})

export type PriceRequest = RequestOf<typeof filingCalls.trademarkGetPrice>

/** The server's price of an application, fetched in the background to confirm the one computed on the page. */
export const registrationPriceQuery = (input: PriceRequest) =>
  queryOptions({
    ...callQueryOptions(regionsKeys.price, input),
    staleTime: 60_000,
    retry: false,
  })

/** Body code of a record that does not exist. */
const NOT_FOUND = 1004

export type BasicMarkRecord = ResponseOf<typeof searchCalls.tmInfoQueryTrademarkArchives>['record']

/**
 * The basic application or registration of a Madrid filing in the register, by its number (at CNIPA an
 * application and its registration share the number); null when the register has no such mark.
 */
export const basicMarkQuery = (number: string) =>
  queryOptions({
    // The archive call's key with its own tail: this query keeps only the record, not the whole archive.
    queryKey: [...regionsKeys.basicMark({ applicationNo: number }), 'record'] as const,
    queryFn: async ({ signal }): Promise<BasicMarkRecord | null> => {
      try {
        const archive = await callData(regionsKeys.basicMark.endpoint, { applicationNo: number }, { signal })
        return archive.record
      } catch (error) {
        if (error instanceof BusinessError && error.code === NOT_FOUND) return null
        throw error
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
    enabled: number.length > 0,
  })
