import { endpoint, type Req, type Res } from './define'
import type { referenceSchemas } from '../schemas/reference'

const AREA = 'reference'

/** The reference calls; payload shapes in ../schemas/reference. */
export const referenceCalls = {
  countryGetCountryAttr: endpoint<
    Req<typeof referenceSchemas.countryGetCountryAttr>,
    Res<typeof referenceSchemas.countryGetCountryAttr>
  >('POST', 'country/getCountryAttr', 'json', AREA, false),
  countryGetCountryName: endpoint<
    Req<typeof referenceSchemas.countryGetCountryName>,
    Res<typeof referenceSchemas.countryGetCountryName>
  >('POST', 'country/getCountryName', 'json', AREA, false),
  countryGetNationalityList: endpoint<
    Req<typeof referenceSchemas.countryGetNationalityList>,
    Res<typeof referenceSchemas.countryGetNationalityList>
  >('POST', 'country/getNationalityList', 'json', AREA, true),
  countryGetTsCountryList: endpoint<
    Req<typeof referenceSchemas.countryGetTsCountryList>,
    Res<typeof referenceSchemas.countryGetTsCountryList>
  >('POST', 'country/getTsCountryList', 'json', AREA, true),
  countryGetAllCountryList: endpoint<
    Req<typeof referenceSchemas.countryGetAllCountryList>,
    Res<typeof referenceSchemas.countryGetAllCountryList>
  >('POST', 'country/getAllCountryList', 'json', AREA, true),
  countryGetHandCountryList: endpoint<
    Req<typeof referenceSchemas.countryGetHandCountryList>,
    Res<typeof referenceSchemas.countryGetHandCountryList>
  >('POST', 'country/getHandCountryList', 'json', AREA, true),
  countryGetCountryList: endpoint<
    Req<typeof referenceSchemas.countryGetCountryList>,
    Res<typeof referenceSchemas.countryGetCountryList>
  >('GET', 'country/getCountryList', 'json', AREA, false),
  datesetGetList: endpoint<
    Req<typeof referenceSchemas.datesetGetList>,
    Res<typeof referenceSchemas.datesetGetList>
  >('POST', 'dateset/getList', 'json', AREA, true),
  countryGetCounKeyList: endpoint<
    Req<typeof referenceSchemas.countryGetCounKeyList>,
    Res<typeof referenceSchemas.countryGetCounKeyList>
  >('POST', 'country/getCounKeyList', 'json', AREA, true),
} as const
