import { filingCalls } from './catalogue/filing'
import { referenceCalls } from './catalogue/reference'
import type { RegionCode } from './schemas/reference'
import { callQueryOptions, queryKeys } from './query'

/** Reference data: countries, dictionaries and the Vienna classification. */
export const referenceKeys = queryKeys({
  countryList: referenceCalls.countryGetCountryList,
  searchCountries: referenceCalls.countryGetTsCountryList,
  handledCountries: referenceCalls.countryGetHandCountryList,
  allCountries: referenceCalls.countryGetAllCountryList,
  nationalities: referenceCalls.countryGetNationalityList,
  countryAttr: referenceCalls.countryGetCountryAttr,
  countryName: referenceCalls.countryGetCountryName,
  counKeys: referenceCalls.countryGetCounKeyList,
  dictionary: referenceCalls.datesetGetList,
  vienna: filingCalls.trademarkGetViennaAll,
})

// Reference data changes with a release, not during a session.
const STATIC = { staleTime: Infinity, gcTime: Infinity } as const

/** The global query's jurisdictions grouped by region. */
export const countryListQuery = () => ({
  ...callQueryOptions(referenceKeys.countryList, {}),
  ...STATIC,
})

/** The global query's jurisdictions as one list, optionally of one region. */
export const searchCountriesQuery = (region?: RegionCode) => ({
  ...callQueryOptions(referenceKeys.searchCountries, region ? { region } : {}),
  ...STATIC,
})

/** Jurisdictions where overseas filing is handled. */
export const handledCountriesQuery = (region?: RegionCode) => ({
  ...callQueryOptions(referenceKeys.handledCountries, region ? { region } : {}),
  ...STATIC,
})

/** Every country and region (WO included). */
export const allCountriesQuery = (keyword = '') => ({
  ...callQueryOptions(referenceKeys.allCountries, { keyword }),
  ...STATIC,
})

/** Nationalities for applicant forms, China first. */
export const nationalityListQuery = (keyword = '') => ({
  ...callQueryOptions(referenceKeys.nationalities, { keyword }),
  ...STATIC,
})

/** Attributes of one country (type, region, EU membership). */
export const countryAttrQuery = (code: string) => ({
  ...callQueryOptions(referenceKeys.countryAttr, { code }),
  ...STATIC,
})

/** The names of one country. */
export const countryNameQuery = (code: string) => ({
  ...callQueryOptions(referenceKeys.countryName, { code }),
  ...STATIC,
})

/** counKey / counName lookup entries. */
export const counKeyListQuery = (keyword = '') => ({
  ...callQueryOptions(referenceKeys.counKeys, { keyword }),
  ...STATIC,
})

/** One data dictionary (idType, applicantType, industry, invoiceStatus, paymentStatus, orderStatus, currency, ...). */
export const dictionaryQuery = (type: string) => ({
  ...callQueryOptions(referenceKeys.dictionary, { type }),
  ...STATIC,
})

/** The whole Vienna classification: categories → divisions → sections (trademark/getViennaAll). */
export const viennaTreeQuery = () => ({
  ...callQueryOptions(referenceKeys.vienna, {}),
  ...STATIC,
})
