/**
 * The names of the offices that are not one country's (the browser's region names do not know them): the
 * regional offices of the price list and WIPO's International Bureau. One table for the price list
 * (country-prices.ts) and for naming a code anywhere (ui/kit/country-name.ts), which then needs no price list.
 */
export const REGIONAL_OFFICE_NAMES: Readonly<Record<string, { zh: string; en: string }>> = {
  EM: { zh: '欧盟', en: 'European Union' },
  BX: { zh: '比荷卢', en: 'Benelux' },
  OA: { zh: '非洲知识产权组织', en: 'OAPI (African Intellectual Property Organization)' },
  WO: { zh: '世界知识产权组织国际局', en: 'International Bureau of WIPO' },
}
