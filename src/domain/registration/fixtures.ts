/**
 * Complete registration drafts of the four regions, as they stand once filed: realistic marks, goods,
 * applicants, countries, documents and choices. Tests of summaries, pages and the mock reuse them; they are
 * plain data built only from domain modules.
 */
import { countryQuote, findCountryPrice } from '../country-prices'
import { quote, type FeeLine } from '../pricing'
import { REGISTRATION_FLOWS } from './flows'
import type {
  Applicant,
  GoodsItem,
  MarkImage,
  RegistrationDraft,
  RegistrationQuote,
  RegistrationRegion,
  TrademarkDraft,
} from './types'

/** A specimen drawn as SVG and kept as a data: URL, so the page can show it without the file store. */
function specimen(id: string, text: string, fill: string, ink: string): MarkImage {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="${fill}"/>` +
    `<text x="400" y="440" font-size="120" text-anchor="middle" fill="${ink}" font-family="sans-serif">${text}</text>` +
    `</svg>`
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  return { fileId: id, fileName: `${id}.png`, url, width: 800, height: 800, size: 48_213, source: 'upload' }
}

const standard = (code: string, nameZh: string, nameEn: string): GoodsItem => ({
  code,
  groupCode: code.slice(0, 4),
  nameZh,
  nameEn,
  custom: false,
  verdict: 'accepted',
  verdictNote: null,
})

const custom = (groupCode: string, nameZh: string, nameEn: string, note: [string, string]): GoodsItem => ({
  code: null,
  groupCode,
  nameZh,
  nameEn,
  custom: true,
  verdict: 'accepted',
  verdictNote: { zh: note[0], en: note[1] },
})

const baseMark = (key: string): TrademarkDraft => ({
  key,
  markType: 'word',
  name: '',
  colorMode: 'blackWhite',
  colorDescription: '',
  portrait: false,
  series: false,
  seriesCount: null,
  description: '',
  transliteration: '',
  language: 'zh',
  sector: '',
  subSector: '',
  image: null,
  blackImage: null,
  priority: null,
  classes: [],
  basis: null,
})

const YUNSHAN: TrademarkDraft = {
  ...baseMark('m1'),
  markType: 'combined',
  name: '云杉智能 YUNSHAN',
  colorMode: 'color',
  colorDescription: '深蓝色（Pantone 2945 C）文字与浅绿色（Pantone 7488 C）杉树图形',
  description: '由杉树图形、中文“云杉智能”及拼音“YUNSHAN”组合而成，图形位于文字左侧',
  transliteration: 'YUNSHAN 为“云杉”的汉语拼音，无含义',
  language: 'zh',
  sector: 'C39',
  subSector: 'C3911',
  image: specimen('f-fx-yunshan', '云杉智能', '#eaf4ff', '#0b4f9c'),
  blackImage: specimen('f-fx-yunshan-bw', '云杉智能', '#ffffff', '#111111'),
  classes: [
    {
      classNo: '09',
      goods: [
        standard('090101', '计算机', 'computers'),
        standard('090103', '已录制的计算机程序', 'recorded computer software'),
        standard('090104', '可下载的手机应用软件', 'downloadable mobile applications'),
        standard('090702', '智能手机', 'smartphones'),
        standard('090801', '耳机', 'headphones'),
      ],
    },
    {
      classNo: '42',
      goods: [
        standard('422001', '计算机软件设计', 'computer software design'),
        standard('422013', '软件即服务（SaaS）', 'software as a service [SaaS]'),
        custom('4209', '人工智能技术研究', 'research in the field of artificial intelligence technology', [
          '与4209类似群“技术研究”一致，已接受',
          'Consistent with similar group 4209 "technological research"; accepted',
        ]),
      ],
    },
  ],
}

const QINGHE: TrademarkDraft = {
  ...baseMark('m2'),
  markType: 'word',
  name: '青禾',
  language: 'zh',
  image: specimen('f-fx-qinghe', '青禾', '#ffffff', '#1f3d2b'),
  priority: { country: 'JP', date: '2026-02-09', number: '2026-014372', category: 'convention' },
  classes: [
    {
      classNo: '30',
      goods: [
        standard('300101', '咖啡', 'coffee'),
        standard('300201', '茶', 'tea'),
        standard('300601', '饼干', 'biscuits'),
        custom('3006', '米制零食', 'rice-based snack food', [
          '对应标准项“以米为主的零食小吃”，已接受',
          'Matches the standard item "rice-based snack food"; accepted',
        ]),
      ],
    },
  ],
}

const ENTERPRISE_CN: Applicant = {
  applicantId: 'ap-fx-yunshan',
  kind: 'enterprise',
  idType: null,
  idNumber: '',
  country: 'CN',
  nameZh: '上海云杉智能科技有限公司',
  nameEn: 'Shanghai Yunshan Intelligent Technology Co., Ltd.',
  addressZh: '上海市浦东新区张江路 665 号 3 幢 501 室',
  addressEn: 'Room 501, Building 3, No. 665 Zhangjiang Road, Pudong New Area, Shanghai',
  province: { code: '310000', name: '上海市' },
  city: { code: '310100', name: '上海市' },
  district: { code: '310115', name: '浦东新区' },
  postalCode: '201203',
  contactPerson: '王建国',
  phone: '13816620458',
  email: 'ip@yunshan-tech.cn',
  licenceAddress: '中国（上海）自由贸易试验区张江路 665 号 3 幢 501 室',
  uscc: '91310115MA1K4LXQ2N',
  licenceFile: { fileId: 'f-fx-licence', fileName: '营业执照副本.pdf' },
  isDefault: true,
}

const INDIVIDUAL_CN: Applicant = {
  applicantId: 'ap-fx-chen',
  kind: 'individual',
  idType: 'idCard',
  idNumber: '110105198807214521',
  country: 'CN',
  nameZh: '陈晓雨',
  nameEn: 'Chen Xiaoyu',
  addressZh: '北京市朝阳区建国路 88 号 SOHO 现代城 2 号楼 1206 室',
  addressEn: 'Room 1206, Building 2, SOHO New Town, No. 88 Jianguo Road, Chaoyang District, Beijing',
  province: { code: '110000', name: '北京市' },
  city: { code: '110100', name: '北京市' },
  district: { code: '110105', name: '朝阳区' },
  postalCode: '100022',
  contactPerson: '陈晓雨',
  phone: '010-65889021',
  email: 'chenxiaoyu@example.com',
  licenceAddress: '',
  uscc: '',
  licenceFile: null,
  isDefault: false,
}

const ENTERPRISE_HK: Applicant = {
  applicantId: 'ap-fx-harbour',
  kind: 'enterprise',
  idType: null,
  idNumber: '',
  country: 'HK',
  nameZh: '海港茶业有限公司',
  nameEn: 'Harbour Leaf Tea Company Limited',
  addressZh: '香港九龙尖沙咀广东道 25 号港威大厦 6 座 18 楼 1803 室',
  addressEn: 'Unit 1803, 18/F, Tower 6, The Gateway, 25 Canton Road, Tsim Sha Tsui, Kowloon, Hong Kong',
  province: null,
  city: null,
  district: null,
  postalCode: '999077',
  contactPerson: 'Grace Lam',
  phone: '13922805517',
  email: 'trademarks@harbourleaf.hk',
  licenceAddress: '',
  uscc: '',
  licenceFile: null,
  isDefault: false,
}

const doc = (fileId: string, fileName: string, size: number) => ({
  fileId,
  fileName,
  size,
  contentType: fileName.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
})

const FILED_AT = '2026-03-18T06:42:10.000Z'

const base = (region: RegistrationRegion, n: number): RegistrationDraft => ({
  draftId: `d-fx-${region}`,
  region,
  step: 'confirm',
  trademarks: [],
  applicants: { main: null, joint: [] },
  countries: [],
  orderId: `o-fx-${region}`,
  orderNo: `TM2026031800${n}`,
  paid: true,
  documents: {},
  originalsByPost: false,
  mailing: { company: '', trackingNumber: '' },
  notification: { email: true, sms: false, post: false },
  completedAt: FILED_AT,
  createdAt: '2026-03-16T02:15:00.000Z',
  updatedAt: FILED_AT,
  revision: 6,
})

/** A filed mainland application: two marks (one colour, one with a Japanese priority claim), joint applicants. */
export const MAINLAND_FIXTURE: RegistrationDraft = {
  ...base('mainland', 1),
  trademarks: [YUNSHAN, QINGHE],
  applicants: { main: ENTERPRISE_CN, joint: [INDIVIDUAL_CN] },
  documents: {
    powerOfAttorney: [doc('f-fx-poa', '商标代理委托书-云杉智能.pdf', 182_344)],
    businessLicence: [doc('f-fx-bl', '营业执照副本-盖章.jpg', 906_112)],
    idDocument: [
      doc('f-fx-id-front', '陈晓雨身份证-正面.jpg', 311_020),
      doc('f-fx-id-back', '陈晓雨身份证-反面.jpg', 298_776),
    ],
    priorityProof: [doc('f-fx-prio', 'JP2026-014372 priority certificate.pdf', 1_204_551)],
  },
  originalsByPost: true,
  mailing: { company: 'SF', trackingNumber: 'SF1402837465912' },
  notification: { email: true, sms: true, post: false },
}

/** A filed Hong Kong application: a series of two marks in English, by a Hong Kong company. */
export const HK_FIXTURE: RegistrationDraft = {
  ...base('hk', 2),
  trademarks: [
    {
      ...baseMark('m1'),
      markType: 'word',
      name: 'HARBOUR LEAF',
      series: true,
      seriesCount: 2,
      description: 'Series of two marks: HARBOUR LEAF and Harbour Leaf, differing only in letter case',
      language: 'en',
      image: specimen('f-fx-harbour', 'HARBOUR LEAF', '#ffffff', '#14532d'),
      classes: [
        {
          classNo: '30',
          goods: [standard('300201', '茶', 'tea'), standard('300205', '茶饮料', 'tea-based beverages')],
        },
        {
          classNo: '35',
          goods: [
            standard('350102', '在线广告', 'online advertising on a computer network'),
            standard('350202', '替他人推销', 'sales promotion for others'),
          ],
        },
      ],
    },
  ],
  applicants: { main: ENTERPRISE_HK, joint: [] },
  documents: {
    powerOfAttorney: [doc('f-fx-hk-poa', 'Authorisation - Harbour Leaf.pdf', 154_002)],
    businessLicence: [doc('f-fx-hk-br', 'Business Registration Certificate.pdf', 402_118)],
    notarised: [doc('f-fx-hk-ci', 'Certificate of Incorporation (notarised).pdf', 1_688_004)],
  },
  notification: { email: true, sms: false, post: true },
}

/** A filed global application: one mark filed nationally in six countries and regions. */
export const GLOBAL_FIXTURE: RegistrationDraft = {
  ...base('global', 3),
  trademarks: [
    {
      ...YUNSHAN,
      key: 'm1',
      classes: YUNSHAN.classes.slice(0, 1),
    },
  ],
  applicants: { main: ENTERPRISE_CN, joint: [] },
  countries: ['US', 'EM', 'GB', 'JP', 'KR', 'SG'],
  notification: { email: true, sms: true, post: false },
}

/** A filed Madrid application resting on a CNIPA basic application, designating five members. */
export const MADRID_FIXTURE: RegistrationDraft = {
  ...base('madrid', 4),
  trademarks: [
    {
      ...QINGHE,
      key: 'm1',
      priority: null,
      transliteration: 'QING HE; meaning “green rice seedling”',
      basis: { kind: 'application', number: '78412096', date: '2026-01-12' },
    },
  ],
  applicants: { main: ENTERPRISE_CN, joint: [] },
  countries: ['US', 'EM', 'JP', 'AU', 'SG'],
  documents: {
    powerOfAttorney: [doc('f-fx-md-poa', '马德里商标国际注册代理委托书.pdf', 166_530)],
    businessLicence: [doc('f-fx-md-bl', '营业执照副本-盖章.pdf', 702_990)],
    translation: [doc('f-fx-md-tr', 'Goods list translation (EN).pdf', 88_410)],
  },
  originalsByPost: true,
  mailing: { company: 'EMS', trackingNumber: 'EA204718395CN' },
  notification: { email: true, sms: false, post: false },
}

export const REGISTRATION_FIXTURES: Readonly<Record<RegistrationRegion, RegistrationDraft>> = {
  mainland: MAINLAND_FIXTURE,
  hk: HK_FIXTURE,
  global: GLOBAL_FIXTURE,
  madrid: MADRID_FIXTURE,
}

/** A price of a fixture draft: the schedule lines of its product type, plus a line per country abroad. */
export function fixtureQuote(draft: RegistrationDraft): RegistrationQuote {
  const productType = REGISTRATION_FLOWS[draft.region].productType
  const lines: FeeLine[] = []
  draft.trademarks.forEach((mark, index) => {
    const schedule = quote({
      productType,
      classes: mark.classes.map((c) => ({ no: c.classNo, items: c.goods.length })),
      priority: mark.priority !== null,
    })
    lines.push(...schedule.lines.map((line) => ({ ...line, mark: index })))
    if (productType !== 3 && productType !== 26) return
    for (const code of draft.countries) {
      const price = findCountryPrice(code)
      const q = price ? countryQuote(price, productType, mark.classes.length) : null
      if (q)
        lines.push({
          kind: 'country',
          quantity: 1,
          official: q.officialCny,
          service: q.serviceCny,
          country: code,
          mark: index,
        })
    }
  })
  const official = lines.reduce((sum, l) => sum + l.official, 0)
  const service = lines.reduce((sum, l) => sum + l.service, 0)
  return { region: draft.region, lines, official, service, total: official + service }
}
