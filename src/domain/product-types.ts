/** Product (service) type ids used by orders and prices. */
export type ProductTypeId =
  0 | 1 | 2 | 3 | 4 | 5 | 7 | 10 | 11 | 12 | 13 | 14 | 16 | 17 | 18 | 26 | 29 | 30 | 31 | 32 | 34 | 40

export interface ProductTypeName {
  zh: string
  en: string
}

/** Bilingual names of every product type. */
export const PRODUCT_TYPES: Readonly<Record<ProductTypeId, ProductTypeName>> = {
  // The back end uses both 0 and 1 for mainland registration; they must display identically.
  0: { zh: '国内商标注册', en: 'Mainland China trademark registration' },
  1: { zh: '国内商标注册', en: 'Mainland China trademark registration' },
  2: { zh: '香港商标注册', en: 'Hong Kong trademark registration' },
  3: { zh: '海外商标注册', en: 'Overseas trademark registration' },
  4: { zh: '查询报告', en: 'Search report' },
  5: { zh: '商标续展', en: 'Trademark renewal' },
  7: { zh: '商标异议', en: 'Trademark opposition' },
  10: { zh: '商标监测', en: 'Trademark monitoring' },
  11: { zh: '全球续展', en: 'Global renewal' },
  12: { zh: '商标转让', en: 'Trademark assignment' },
  13: { zh: '商标变更', en: 'Change of registration particulars' },
  14: { zh: '驳回复审', en: 'Review of refusal' },
  16: { zh: '撤销连续三年不使用', en: 'Cancellation for three years of non-use' },
  17: { zh: '全球变更', en: 'Global change of particulars' },
  18: { zh: '马德里续展', en: 'Madrid renewal' },
  26: { zh: '马德里商标注册', en: 'Madrid international registration' },
  29: { zh: '补发商标注册证', en: 'Reissue of registration certificate' },
  30: { zh: '补发变更/转让/续展证明', en: 'Reissue of change, assignment or renewal certificate' },
  31: { zh: '商标使用许可备案', en: 'Trademark licence recordal' },
  32: { zh: '商标无效宣告', en: 'Trademark invalidation' },
  // The owner's own removal of its registration (注销, Regulations Art 73), not a third party's 撤销.
  34: { zh: '商标注销', en: 'Removal of a registered trademark' },
  // Not a trademark service: extra member seats of the case manager's team (brandmanagement/createAccountOrder).
  40: { zh: '团队成员席位', en: 'Team member seats' },
}

/** The product type of a seat order: extra member seats of the case manager's team, not a trademark case. */
export const SEAT_PRODUCT_TYPE = 40 as const satisfies ProductTypeId

/** True when `id` is a known product type. */
export function isProductTypeId(id: number): id is ProductTypeId {
  return Object.hasOwn(PRODUCT_TYPES, id)
}

/** Bilingual name of a product type, or undefined for an unknown id. */
export function productTypeName(id: number): ProductTypeName | undefined {
  return isProductTypeId(id) ? PRODUCT_TYPES[id] : undefined
}

/** Which office's rules (and form format) apply to a country type. */
export type Region = 'mainland' | 'hongkong' | 'other'

const MAINLAND_COUNTRY_TYPES: readonly number[] = [1, 4, 5, 10]
const HONG_KONG_COUNTRY_TYPES: readonly number[] = [2]

/**
 * Region of a country type: 1, 4, 5, 10 mainland China; 2 Hong Kong; 3, 11 other countries. Unknown types
 * are treated as 'other' so that the stricter foreign (English-only) form rules apply.
 */
export function countryTypeRegion(type: number): Region {
  if (MAINLAND_COUNTRY_TYPES.includes(type)) return 'mainland'
  if (HONG_KONG_COUNTRY_TYPES.includes(type)) return 'hongkong'
  return 'other'
}
