import { z } from 'zod'

/** Groups of the searchable-countries sheet: the §9 regions, then the international and regional offices. */
export const searchCountryGroupKeySchema = z.enum([
  'asiaPacific',
  'europe',
  'northAmerica',
  'southAmerica',
  'africa',
  'oceania',
  'offices',
])

/** A jurisdiction the trademark search covers, with its names in Chinese, English and Japanese. */
export const searchCountrySchema = z.object({
  /** ISO 3166-1 alpha-2 code; WO is WIPO's International Bureau, EM the European Union (EUIPO). */
  code: z.string(),
  chName: z.string(),
  ehName: z.string(),
  jpName: z.string(),
})

export const searchCountryGroupSchema = z.object({
  region: searchCountryGroupKeySchema,
  zh: z.string(),
  en: z.string(),
  countries: z.array(searchCountrySchema),
})

export const searchCountriesSchemas = {
  /**
   * The jurisdictions the trademark search covers, grouped for the pickers and the searchable-countries
   * sheet: 14 Asia-Pacific, 19 European, 3 North American, 3 South American, 1 African and 2 Oceania
   * countries (§9), then the offices whose registers are searched as a whole (WO, EM).
   */
  tmInfoGetCountryCode: { req: z.object({}), res: z.array(searchCountryGroupSchema) },
} as const

export type SearchCountry = z.output<typeof searchCountrySchema>
export type SearchCountryGroup = z.output<typeof searchCountryGroupSchema>
export type SearchCountryGroupKey = z.output<typeof searchCountryGroupKeySchema>
