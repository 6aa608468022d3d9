/**
 * The jurisdictions of the trademark search (tmInfo/getCountryCode), grouped as the pickers and the
 * searchable-countries sheet show them: the §9 regions, then the offices whose registers are searched as a
 * whole (WIPO's International Bureau and the European Union, both of which the register files marks in).
 */
import { searchCalls } from '../../src/api/catalogue/search'
import { searchSchemas } from '../../src/api/schemas/search'
import type { SearchCountry, SearchCountryGroup } from '../../src/api/schemas/search-countries'
import { defineHandlers } from '../define-handlers'
import { REGION_NAMES, REGIONS, type CountryRecord } from '../reference-data/countries'

const EUROPEAN_UNION: SearchCountry = {
  code: 'EM',
  chName: '欧盟',
  ehName: 'European Union',
  jpName: '欧州連合',
}

const toSearchCountry = (c: CountryRecord): SearchCountry => ({
  code: c.internationalDomainName,
  chName: c.chName,
  ehName: c.ehName,
  jpName: c.jpName,
})

export const searchCountriesHandlers = defineHandlers(searchCalls, searchSchemas, {
  tmInfoGetCountryCode(ctx) {
    const groups: SearchCountryGroup[] = REGIONS.filter((region) => region !== 'wipo').map((region) => ({
      region,
      ...REGION_NAMES[region],
      countries: ctx.db.countries.filter((c) => c.region === region).map(toSearchCountry),
    }))
    const wipo = ctx.db.countries.filter((c) => c.region === 'wipo').map(toSearchCountry)
    groups.push({
      region: 'offices',
      zh: '国际及区域组织',
      en: 'International and regional offices',
      countries: [...wipo, EUROPEAN_UNION],
    })
    return ctx.ok(groups)
  },
})
