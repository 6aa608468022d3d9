/**
 * The province a Chinese applicant lives in, for the China map. A Chinese party's registered address starts
 * with its province (广东省深圳市南山区…, 北京市海淀区…: mock-server/register/parties.ts); applicants of Hong
 * Kong and Taiwan are placed in those regions. Codes are GB/T 2260 (the ones map data is keyed by).
 */
import { PROVINCES, type Province } from '../../src/domain/china-provinces'
import type { RegisterParty } from '../register'

const BY_CODE = new Map(PROVINCES.map((p) => [p.code, p]))
const REGION_OF_COUNTRY: Readonly<Record<string, string>> = { HK: '810000', MO: '820000', TW: '710000' }

/** The province of a party of China, Hong Kong, Macao or Taiwan; undefined for others or an unknown address. */
export function provinceOf(party: Pick<RegisterParty, 'country' | 'addressZh'>): Province | undefined {
  const region = REGION_OF_COUNTRY[party.country]
  if (region) return BY_CODE.get(region)
  if (party.country !== 'CN') return undefined
  return PROVINCES.find((p) => party.addressZh.startsWith(p.zh))
}
