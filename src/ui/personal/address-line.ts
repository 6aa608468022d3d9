import type { Address } from '../../api/schemas/member'

/**
 * An address as written on an envelope: province, city (left out when it repeats the province, as a
 * municipality's does), district, then the street.
 */
export function addressLine(a: Pick<Address, 'province' | 'city' | 'district' | 'address'>): string {
  const city = a.city === a.province || a.city === '市辖区' || a.city === '县' ? '' : a.city
  return `${a.province}${city}${a.district}${a.address}`
}
