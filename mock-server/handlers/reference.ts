import { referenceCalls } from '../../src/api/catalogue/reference'
import { referenceSchemas, type Country } from '../../src/api/schemas/reference'
import { BIZ } from '../context'
import { defineHandlers } from '../define-handlers'
import { REGIONS, REGION_NAMES } from '../reference-data/countries'
import type { CountryRecord } from '../reference-data/countries'

const toCountry = (c: CountryRecord): Country => ({
  internationalDomainName: c.internationalDomainName,
  chName: c.chName,
  ehName: c.ehName,
  jpName: c.jpName,
  region: c.region,
})

const matches = (c: CountryRecord, keyword: string) => {
  if (!keyword) return true
  const k = keyword.toLowerCase()
  return [c.internationalDomainName, c.chName, c.ehName, c.jpName].some((v) => v.toLowerCase().includes(k))
}

const isSearchable = (c: CountryRecord) => c.region !== null
const isHandled = (c: CountryRecord) =>
  c.region !== null && c.internationalDomainName !== 'CN' && c.region !== 'wipo'
const isCountry = (c: CountryRecord) => c.internationalDomainName !== 'WO'

export const referenceHandlers = defineHandlers(referenceCalls, referenceSchemas, {
  countryGetCountryAttr(ctx) {
    const c = ctx.db.countries.find((x) => x.internationalDomainName === ctx.body.code)
    if (!c) return ctx.fail('国家或地区不存在', 'Unknown country or region', BIZ.notFound)
    return ctx.ok({
      ...toCountry(c),
      countryType: c.countryType,
      euMember: c.euMember,
      searchable: isSearchable(c),
      handled: isHandled(c),
    })
  },
  countryGetCountryName(ctx) {
    const c = ctx.db.countries.find((x) => x.internationalDomainName === ctx.body.code)
    if (!c) return ctx.fail('国家或地区不存在', 'Unknown country or region', BIZ.notFound)
    return ctx.ok({
      code: c.internationalDomainName,
      name: ctx.t(c.chName, c.ehName),
      chName: c.chName,
      ehName: c.ehName,
      jpName: c.jpName,
    })
  },
  countryGetNationalityList(ctx) {
    const list = ctx.db.countries
      .filter((c) => isCountry(c) && matches(c, ctx.body.keyword))
      .sort(
        (a, b) =>
          Number(b.internationalDomainName === 'CN') - Number(a.internationalDomainName === 'CN') ||
          a.ehName.localeCompare(b.ehName, 'en'),
      )
    return ctx.ok(list.map(toCountry))
  },
  countryGetTsCountryList(ctx) {
    const { region } = ctx.body
    return ctx.ok(
      ctx.db.countries.filter((c) => isSearchable(c) && (!region || c.region === region)).map(toCountry),
    )
  },
  countryGetAllCountryList(ctx) {
    return ctx.ok(ctx.db.countries.filter((c) => matches(c, ctx.body.keyword)).map(toCountry))
  },
  countryGetHandCountryList(ctx) {
    const { region } = ctx.body
    return ctx.ok(
      ctx.db.countries.filter((c) => isHandled(c) && (!region || c.region === region)).map(toCountry),
    )
  },
  countryGetCountryList(ctx) {
    return ctx.ok(
      REGIONS.map((region) => {
        const countries = ctx.db.countries.filter((c) => c.region === region).map(toCountry)
        return { region, ...REGION_NAMES[region], count: countries.length, countries }
      }),
    )
  },
  datesetGetList(ctx) {
    const { type } = ctx.body
    const list = ctx.db.dictionaries
      .filter((d) => d.type === type)
      .sort((a, b) => a.sort - b.sort)
      .map(({ code, zh, en, sort }) => ({ code, zh, en, sort }))
    if (list.length === 0) {
      const known = [...new Set(ctx.db.dictionaries.map((d) => d.type))].join(', ')
      return ctx.fail(
        `未知的数据字典：${type}`,
        `Unknown dictionary "${type}" (known: ${known})`,
        BIZ.notFound,
      )
    }
    return ctx.ok({ type, list })
  },
  countryGetCounKeyList(ctx) {
    return ctx.ok(
      ctx.db.countries
        .filter((c) => matches(c, ctx.body.keyword))
        .map((c) => ({
          counKey: c.internationalDomainName,
          counName: ctx.t(c.chName, c.ehName),
          chName: c.chName,
          ehName: c.ehName,
        })),
    )
  },
})
