/**
 * The province a Chinese applicant lives in, for the China map. A Chinese party's registered address starts
 * with its province (广东省深圳市南山区…, 北京市海淀区…: mock-server/register/parties.ts); applicants of Hong
 * Kong and Taiwan are placed in those regions. Codes are GB/T 2260 (the ones map data is keyed by).
 */
import type { RegisterParty } from '../register'

export interface Province {
  code: string
  zh: string
  en: string
}

/** Every provincial division of China (GB/T 2260), Hong Kong, Macao and Taiwan included. */
export const PROVINCES: readonly Province[] = [
  { code: '110000', zh: '北京市', en: 'Beijing' },
  { code: '120000', zh: '天津市', en: 'Tianjin' },
  { code: '130000', zh: '河北省', en: 'Hebei' },
  { code: '140000', zh: '山西省', en: 'Shanxi' },
  { code: '150000', zh: '内蒙古自治区', en: 'Inner Mongolia' },
  { code: '210000', zh: '辽宁省', en: 'Liaoning' },
  { code: '220000', zh: '吉林省', en: 'Jilin' },
  { code: '230000', zh: '黑龙江省', en: 'Heilongjiang' },
  { code: '310000', zh: '上海市', en: 'Shanghai' },
  { code: '320000', zh: '江苏省', en: 'Jiangsu' },
  { code: '330000', zh: '浙江省', en: 'Zhejiang' },
  { code: '340000', zh: '安徽省', en: 'Anhui' },
  { code: '350000', zh: '福建省', en: 'Fujian' },
  { code: '360000', zh: '江西省', en: 'Jiangxi' },
  { code: '370000', zh: '山东省', en: 'Shandong' },
  { code: '410000', zh: '河南省', en: 'Henan' },
  { code: '420000', zh: '湖北省', en: 'Hubei' },
  { code: '430000', zh: '湖南省', en: 'Hunan' },
  { code: '440000', zh: '广东省', en: 'Guangdong' },
  { code: '450000', zh: '广西壮族自治区', en: 'Guangxi' },
  { code: '460000', zh: '海南省', en: 'Hainan' },
  { code: '500000', zh: '重庆市', en: 'Chongqing' },
  { code: '510000', zh: '四川省', en: 'Sichuan' },
  { code: '520000', zh: '贵州省', en: 'Guizhou' },
  { code: '530000', zh: '云南省', en: 'Yunnan' },
  { code: '540000', zh: '西藏自治区', en: 'Tibet' },
  { code: '610000', zh: '陕西省', en: 'Shaanxi' },
  { code: '620000', zh: '甘肃省', en: 'Gansu' },
  { code: '630000', zh: '青海省', en: 'Qinghai' },
  { code: '640000', zh: '宁夏回族自治区', en: 'Ningxia' },
  { code: '650000', zh: '新疆维吾尔自治区', en: 'Xinjiang' },
  { code: '710000', zh: '台湾省', en: 'Taiwan' },
  { code: '810000', zh: '香港特别行政区', en: 'Hong Kong' },
  { code: '820000', zh: '澳门特别行政区', en: 'Macao' },
]

const BY_CODE = new Map(PROVINCES.map((p) => [p.code, p]))
const REGION_OF_COUNTRY: Readonly<Record<string, string>> = { HK: '810000', MO: '820000', TW: '710000' }

/** The province of a party of China, Hong Kong, Macao or Taiwan; undefined for others or an unknown address. */
export function provinceOf(party: Pick<RegisterParty, 'country' | 'addressZh'>): Province | undefined {
  const region = REGION_OF_COUNTRY[party.country]
  if (region) return BY_CODE.get(region)
  if (party.country !== 'CN') return undefined
  return PROVINCES.find((p) => party.addressZh.startsWith(p.zh))
}
