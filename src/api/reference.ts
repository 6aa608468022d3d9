import { referenceCalls } from './catalogue/reference'
import type { RegionCode } from './schemas/reference'
import { callQueryOptions } from './query'

// Reference data changes with a release, not during a session.
const STATIC = { staleTime: Infinity, gcTime: Infinity } as const

/** The global query's jurisdictions grouped by region. */
export const countryListQuery = () => ({
  ...callQueryOptions(referenceCalls.countryGetCountryList, {}),
  ...STATIC,
})

/** The global query's jurisdictions as one list, optionally of one region. */
export const searchCountriesQuery = (region?: RegionCode) => ({
  ...callQueryOptions(referenceCalls.countryGetTsCountryList, region ? { region } : {}),
  ...STATIC,
})

/** Jurisdictions where overseas filing is handled. */
export const handledCountriesQuery = (region?: RegionCode) => ({
  ...callQueryOptions(referenceCalls.countryGetHandCountryList, region ? { region } : {}),
  ...STATIC,
})

/** Every country and region (WO included). */
export const allCountriesQuery = (keyword = '') => ({
  ...callQueryOptions(referenceCalls.countryGetAllCountryList, { keyword }),
  ...STATIC,
})

/** Nationalities for applicant forms, China first. */
export const nationalityListQuery = (keyword = '') => ({
  ...callQueryOptions(referenceCalls.countryGetNationalityList, { keyword }),
  ...STATIC,
})

/** Attributes of one country (type, region, EU membership). */
export const countryAttrQuery = (code: string) => ({
  ...callQueryOptions(referenceCalls.countryGetCountryAttr, { code }),
  ...STATIC,
})

/** The names of one country. */
export const countryNameQuery = (code: string) => ({
  ...callQueryOptions(referenceCalls.countryGetCountryName, { code }),
  ...STATIC,
})

/** counKey / counName lookup entries. */
export const counKeyListQuery = (keyword = '') => ({
  ...callQueryOptions(referenceCalls.countryGetCounKeyList, { keyword }),
  ...STATIC,
})

/** One data dictionary (idType, applicantType, industry, invoiceStatus, paymentStatus, orderStatus, currency, ...). */
export const dictionaryQuery = (type: string) => ({
  ...callQueryOptions(referenceCalls.datesetGetList, { type }),
  ...STATIC,
})
