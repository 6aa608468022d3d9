// Countries, cities and districts the mock parties live in, in both languages.
export interface Place {
  zh: string
  en: string
}

export interface CountryInfo extends Place {
  code: string
  cities: readonly Place[]
  /** Company-form suffix, zh then en. */
  companySuffix: readonly (readonly [string, string])[]
}

/** Chinese provinces with one or two cities and districts each, for addresses like 广东省深圳市南山区. */
export const CN_CITIES: readonly { province: Place; city: Place; districts: readonly Place[] }[] = [
  {
    province: { zh: '广东省', en: 'Guangdong' },
    city: { zh: '深圳市', en: 'Shenzhen' },
    districts: [
      { zh: '南山区', en: 'Nanshan' },
      { zh: '福田区', en: 'Futian' },
    ],
  },
  {
    province: { zh: '广东省', en: 'Guangdong' },
    city: { zh: '广州市', en: 'Guangzhou' },
    districts: [
      { zh: '天河区', en: 'Tianhe' },
      { zh: '海珠区', en: 'Haizhu' },
    ],
  },
  {
    province: { zh: '北京市', en: 'Beijing' },
    city: { zh: '', en: '' },
    districts: [
      { zh: '海淀区', en: 'Haidian' },
      { zh: '朝阳区', en: 'Chaoyang' },
    ],
  },
  {
    province: { zh: '上海市', en: 'Shanghai' },
    city: { zh: '', en: '' },
    districts: [
      { zh: '浦东新区', en: 'Pudong New' },
      { zh: '徐汇区', en: 'Xuhui' },
    ],
  },
  {
    province: { zh: '浙江省', en: 'Zhejiang' },
    city: { zh: '杭州市', en: 'Hangzhou' },
    districts: [
      { zh: '西湖区', en: 'Xihu' },
      { zh: '余杭区', en: 'Yuhang' },
    ],
  },
  {
    province: { zh: '江苏省', en: 'Jiangsu' },
    city: { zh: '苏州市', en: 'Suzhou' },
    districts: [{ zh: '姑苏区', en: 'Gusu' }],
  },
  {
    province: { zh: '四川省', en: 'Sichuan' },
    city: { zh: '成都市', en: 'Chengdu' },
    districts: [{ zh: '武侯区', en: 'Wuhou' }],
  },
  {
    province: { zh: '福建省', en: 'Fujian' },
    city: { zh: '厦门市', en: 'Xiamen' },
    districts: [{ zh: '思明区', en: 'Siming' }],
  },
  {
    province: { zh: '湖北省', en: 'Hubei' },
    city: { zh: '武汉市', en: 'Wuhan' },
    districts: [{ zh: '洪山区', en: 'Hongshan' }],
  },
  {
    province: { zh: '山东省', en: 'Shandong' },
    city: { zh: '青岛市', en: 'Qingdao' },
    districts: [{ zh: '市南区', en: 'Shinan' }],
  },
]

const LTD: readonly [string, string] = ['有限公司', 'Co., Ltd.']

/** Countries parties come from (not EM or WO, which are offices rather than homes). */
export const FOREIGN_COUNTRIES: readonly CountryInfo[] = [
  {
    code: 'US',
    zh: '美国',
    en: 'United States',
    cities: [
      { zh: '纽约', en: 'New York, NY' },
      { zh: '旧金山', en: 'San Francisco, CA' },
      { zh: '西雅图', en: 'Seattle, WA' },
    ],
    companySuffix: [
      ['公司', 'Inc.'],
      ['有限责任公司', 'LLC'],
    ],
  },
  {
    code: 'JP',
    zh: '日本',
    en: 'Japan',
    cities: [
      { zh: '东京都', en: 'Tokyo' },
      { zh: '大阪府', en: 'Osaka' },
    ],
    companySuffix: [['株式会社', 'Co., Ltd.']],
  },
  {
    code: 'KR',
    zh: '韩国',
    en: 'Republic of Korea',
    cities: [
      { zh: '首尔', en: 'Seoul' },
      { zh: '釜山', en: 'Busan' },
    ],
    companySuffix: [['株式会社', 'Co., Ltd.']],
  },
  {
    code: 'HK',
    zh: '中国香港',
    en: 'Hong Kong, China',
    cities: [
      { zh: '九龙', en: 'Kowloon' },
      { zh: '中环', en: 'Central' },
    ],
    companySuffix: [['有限公司', 'Limited']],
  },
  {
    code: 'TW',
    zh: '中国台湾',
    en: 'Taiwan, China',
    cities: [
      { zh: '台北市', en: 'Taipei' },
      { zh: '新竹市', en: 'Hsinchu' },
    ],
    companySuffix: [['股份有限公司', 'Co., Ltd.']],
  },
  {
    code: 'GB',
    zh: '英国',
    en: 'United Kingdom',
    cities: [
      { zh: '伦敦', en: 'London' },
      { zh: '曼彻斯特', en: 'Manchester' },
    ],
    companySuffix: [['有限公司', 'Ltd']],
  },
  {
    code: 'DE',
    zh: '德国',
    en: 'Germany',
    cities: [
      { zh: '慕尼黑', en: 'München' },
      { zh: '汉堡', en: 'Hamburg' },
    ],
    companySuffix: [
      ['有限责任公司', 'GmbH'],
      ['股份公司', 'AG'],
    ],
  },
  {
    code: 'FR',
    zh: '法国',
    en: 'France',
    cities: [
      { zh: '巴黎', en: 'Paris' },
      { zh: '里昂', en: 'Lyon' },
    ],
    companySuffix: [['简易股份有限公司', 'SAS']],
  },
  {
    code: 'IT',
    zh: '意大利',
    en: 'Italy',
    cities: [{ zh: '米兰', en: 'Milano' }],
    companySuffix: [['股份有限公司', 'S.p.A.']],
  },
  {
    code: 'CH',
    zh: '瑞士',
    en: 'Switzerland',
    cities: [{ zh: '日内瓦', en: 'Genève' }],
    companySuffix: [['股份公司', 'SA']],
  },
  {
    code: 'AU',
    zh: '澳大利亚',
    en: 'Australia',
    cities: [{ zh: '悉尼', en: 'Sydney NSW' }],
    companySuffix: [['私人有限公司', 'Pty Ltd']],
  },
  {
    code: 'SG',
    zh: '新加坡',
    en: 'Singapore',
    cities: [{ zh: '新加坡', en: 'Singapore' }],
    companySuffix: [['私人有限公司', 'Pte. Ltd.']],
  },
]

export const CN_COMPANY_SUFFIX: readonly [string, string] = LTD

/** Lines of business in Chinese company names: 深圳市华欣科技有限公司 / Shenzhen Huaxin Technology Co., Ltd. */
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['科技', 'Technology'],
  ['贸易', 'Trading'],
  ['食品', 'Food'],
  ['生物科技', 'Biotechnology'],
  ['电子', 'Electronics'],
  ['服饰', 'Apparel'],
  ['文化传媒', 'Culture Media'],
  ['餐饮管理', 'Catering Management'],
  ['化妆品', 'Cosmetics'],
  ['实业', 'Industrial'],
]
