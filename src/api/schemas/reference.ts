import { z } from 'zod'

export const regionSchema = z.enum([
  'asiaPacific',
  'europe',
  'northAmerica',
  'southAmerica',
  'africa',
  'oceania',
  'wipo',
])

/** A country or region (overview §3); `region` is set for the jurisdictions of the global query. */
export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2 code; WO is WIPO's International Bureau. */
  internationalDomainName: z.string(),
  chName: z.string(),
  ehName: z.string(),
  jpName: z.string(),
  region: regionSchema.nullable(),
})

const countryList = z.array(countrySchema)
const code = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/))
/** Matches a code or any of the three names, case-insensitive. */
const keyword = z.string().trim().default('')

export const referenceSchemas = {
  /** Attributes of one country: names, region, country type (1 mainland, 2 Hong Kong, 3 other), EU membership. */
  countryGetCountryAttr: {
    req: z.object({ code }),
    res: countrySchema.extend({
      countryType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      euMember: z.boolean(),
      /** Offered by the global trademark query. */
      searchable: z.boolean(),
      /** Overseas filing is handled for it (the query jurisdictions except mainland China and WO). */
      handled: z.boolean(),
    }),
  },
  /** The names of one country; `name` is in the caller's language. */
  countryGetCountryName: {
    req: z.object({ code }),
    res: z.object({
      code: z.string(),
      name: z.string(),
      chName: z.string(),
      ehName: z.string(),
      jpName: z.string(),
    }),
  },
  /** Nationalities for applicant forms: every country, China first, then by English name. */
  countryGetNationalityList: { req: z.object({ keyword }), res: countryList },
  /** The jurisdictions of the global trademark query (43, WO included), optionally of one region. */
  countryGetTsCountryList: { req: z.object({ region: regionSchema.optional() }), res: countryList },
  /** Every country and region known, WO included. */
  countryGetAllCountryList: { req: z.object({ keyword }), res: countryList },
  /** Jurisdictions where overseas filing is handled: the query jurisdictions without mainland China and WO. */
  countryGetHandCountryList: { req: z.object({ region: regionSchema.optional() }), res: countryList },
  /** The global query's jurisdictions grouped by region, in display order (GET; no parameters). */
  countryGetCountryList: {
    req: z.object({}),
    res: z.array(
      z.object({
        region: regionSchema,
        zh: z.string(),
        en: z.string(),
        count: z.number().int(),
        countries: countryList,
      }),
    ),
  },
  /** One data dictionary by type (see DICTIONARY_TYPES in the mock), in display order. */
  datesetGetList: {
    req: z.object({ type: z.string().trim().min(1) }),
    res: z.object({
      type: z.string(),
      list: z.array(z.object({ code: z.string(), zh: z.string(), en: z.string(), sort: z.number().int() })),
    }),
  },
  /** Lookup entries: `counKey` the code, `counName` the name in the caller's language. */
  countryGetCounKeyList: {
    req: z.object({ keyword }),
    res: z.array(
      z.object({ counKey: z.string(), counName: z.string(), chName: z.string(), ehName: z.string() }),
    ),
  },
} as const

export type Country = z.output<typeof countrySchema>
export type RegionCode = z.output<typeof regionSchema>
