import { catalogueArea } from './define'
import type { referenceSchemas as S } from '../schemas/reference'

const endpoint = catalogueArea('reference')

/** The reference calls; payload shapes in ../schemas/reference. */
export const referenceCalls = {
  countryGetCountryAttr: endpoint<typeof S.countryGetCountryAttr>('POST country/getCountryAttr', { body: 'json', loading: false }),
  countryGetCountryName: endpoint<typeof S.countryGetCountryName>('POST country/getCountryName', { body: 'json', loading: false }),
  countryGetNationalityList: endpoint<typeof S.countryGetNationalityList>('POST country/getNationalityList', { body: 'json' }),
  countryGetTsCountryList: endpoint<typeof S.countryGetTsCountryList>('POST country/getTsCountryList', { body: 'json' }),
  countryGetAllCountryList: endpoint<typeof S.countryGetAllCountryList>('POST country/getAllCountryList', { body: 'json' }),
  countryGetHandCountryList: endpoint<typeof S.countryGetHandCountryList>('POST country/getHandCountryList', { body: 'json' }),
  countryGetCountryList: endpoint<typeof S.countryGetCountryList>('GET country/getCountryList', { body: 'json', loading: false }),
  datesetGetList: endpoint<typeof S.datesetGetList>('POST dateset/getList', { body: 'json' }),
  countryGetCounKeyList: endpoint<typeof S.countryGetCounKeyList>('POST country/getCounKeyList', { body: 'json' }),
} as const
