/**
 * The provincial divisions of China by their GB/T 2260 codes (the codes map data is keyed by), Hong Kong, Macao
 * and Taiwan included, with their names in Chinese and English: one table for the mock's statistics (which
 * province an applicant lives in) and the China map, which names every region in the page's language.
 */
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

/** Each province's code → its name in the page's language ('zh-CN' or 'en'). */
export function provinceNames(lang: string): Record<string, string> {
  return Object.fromEntries(PROVINCES.map((p) => [p.code, lang === 'en' ? p.en : p.zh]))
}
