/**
 * The Madrid Protocol members a Chinese applicant can designate through CNIPA (China itself is the office of
 * origin and is not designated). The fee of every member that is also on the overseas price list comes from
 * that list (COUNTRY_PRICES: one fee per country across the portal); the others are added here with the fee
 * WIPO publishes for them, rounded to whole Swiss francs and marked approximate where the office's fee
 * changes with its currency or is paid in two parts.
 *
 * Fees are in CHF: an individual fee as first class / each further class (ClassFees), or the complementary
 * (standard) fee of CHF 100 per designation (MADRID_COMPLEMENTARY_FEE), whatever the classes.
 */
import {
  COUNTRY_PRICES,
  MADRID_COMPLEMENTARY_FEE,
  type ClassFees,
  type MadridFeeKind,
  type PriceRegion,
} from '../country-prices'

export interface MadridMember {
  /** ISO alpha-2, or EM (European Union), BX (Benelux), OA (OAPI). */
  code: string
  region: PriceRegion
  kind: MadridFeeKind
  /** CHF. */
  fees: ClassFees
  /** The office requires a declaration of intention to use the mark (WIPO form MM18) with the designation. */
  useDeclaration: boolean
  approximate: boolean
  /** What an attorney should know before designating it, in both languages. */
  note: { zh: string; en: string } | null
}

const standard: ClassFees = { first: MADRID_COMPLEMENTARY_FEE, further: 0 }

const NOTES: Readonly<Record<string, { zh: string; en: string }>> = {
  US: {
    zh: '指定美国须同时提交申请人签署的真实使用意图声明（MM18 表格）；商品服务须按美国专利商标局可接受的表述填写。',
    en: 'Designating the United States needs a declaration of bona fide intention to use the mark (form MM18) signed by the applicant; goods and services must be worded as the USPTO accepts.',
  },
  EM: {
    zh: '须选择英语、法语、德语、意大利语或西班牙语之一作为第二语言。',
    en: 'A second language must be chosen among English, French, German, Italian and Spanish.',
  },
  BX: {
    zh: '一次指定即覆盖比利时、荷兰和卢森堡，三国不能分别指定。',
    en: 'One designation covers Belgium, the Netherlands and Luxembourg; they cannot be designated separately.',
  },
  OA: {
    zh: '一次指定即覆盖非洲知识产权组织的 17 个成员国。',
    en: 'One designation covers the 17 member states of OAPI.',
  },
  JP: {
    zh: '日本的单独规费分两期缴纳：第二期在日本局给予保护时缴纳，届时另行通知。',
    en: 'The Japanese individual fee is paid in two parts; the second part is due when Japan grants protection, and we will tell you then.',
  },
  PH: {
    zh: '菲律宾要求自国际注册日起 3 年内提交实际使用声明，否则指定失效。',
    en: 'The Philippines requires a declaration of actual use within 3 years of the international registration date, or the designation lapses.',
  },
  MX: {
    zh: '墨西哥要求在注册满 3 年后的 3 个月内提交使用声明。',
    en: 'Mexico requires a declaration of use within 3 months after the third anniversary of protection.',
  },
}

const fromPriceList: MadridMember[] = COUNTRY_PRICES.flatMap((p) =>
  p.madrid
    ? [
        {
          code: p.code,
          region: p.region,
          kind: p.madrid.kind,
          fees: { ...p.madrid.fees },
          useDeclaration: p.code === 'US',
          approximate: p.approximate === true,
          note: NOTES[p.code] ?? null,
        },
      ]
    : [],
)

type Extra = [code: string, region: PriceRegion, fee: ClassFees | 'standard']
const ind = (first: number, further = first): ClassFees => ({ first, further })

/** Members that are not on the overseas price list (CHF, approximate). */
const EXTRA: readonly Extra[] = [
  ['AL', 'europe', 'standard'],
  ['AM', 'europe', ind(110, 25)],
  ['AZ', 'europe', 'standard'],
  ['BA', 'europe', 'standard'],
  ['BG', 'europe', 'standard'],
  ['BY', 'europe', ind(320, 20)],
  ['CY', 'europe', 'standard'],
  ['EE', 'europe', ind(280, 100)],
  ['GE', 'europe', ind(330, 130)],
  ['HR', 'europe', 'standard'],
  ['IS', 'europe', ind(260, 60)],
  ['LI', 'europe', 'standard'],
  ['LT', 'europe', 'standard'],
  ['LV', 'europe', 'standard'],
  ['MC', 'europe', 'standard'],
  ['MD', 'europe', ind(230, 30)],
  ['ME', 'europe', 'standard'],
  ['MK', 'europe', 'standard'],
  ['RS', 'europe', 'standard'],
  ['SI', 'europe', 'standard'],
  ['SK', 'europe', 'standard'],
  ['SM', 'europe', 'standard'],
  ['UA', 'europe', ind(160, 45)],
  ['BN', 'asiaPacific', ind(330)],
  ['BT', 'asiaPacific', 'standard'],
  ['KG', 'asiaPacific', ind(300, 60)],
  ['KP', 'asiaPacific', 'standard'],
  ['LA', 'asiaPacific', ind(110)],
  ['TJ', 'asiaPacific', ind(150, 30)],
  ['TM', 'asiaPacific', ind(330, 60)],
  ['AF', 'asiaPacific', ind(170)],
  ['BH', 'asiaPacific', ind(450)],
  ['OM', 'asiaPacific', ind(460)],
  ['SY', 'asiaPacific', ind(160, 80)],
  ['IR', 'asiaPacific', 'standard'],
  ['WS', 'oceania', ind(150)],
  ['AG', 'southAmerica', ind(220)],
  ['CU', 'southAmerica', ind(270, 50)],
  ['JM', 'southAmerica', ind(180, 75)],
  ['TT', 'southAmerica', ind(130)],
  ['DZ', 'africa', 'standard'],
  ['BW', 'africa', ind(110)],
  ['CV', 'africa', ind(130)],
  ['GH', 'africa', ind(130)],
  ['GM', 'africa', ind(160)],
  ['LR', 'africa', 'standard'],
  ['LS', 'africa', 'standard'],
  ['MG', 'africa', ind(100)],
  ['MW', 'africa', ind(120)],
  ['MU', 'africa', ind(180)],
  ['MZ', 'africa', 'standard'],
  ['NA', 'africa', 'standard'],
  ['RW', 'africa', 'standard'],
  ['SD', 'africa', 'standard'],
  ['SL', 'africa', 'standard'],
  ['ST', 'africa', ind(200)],
  ['SZ', 'africa', 'standard'],
  ['TN', 'africa', ind(210, 60)],
  ['ZM', 'africa', ind(150)],
  ['ZW', 'africa', ind(160)],
]

/** Every designatable Madrid member, the price list's first, then the others, each region in list order. */
export const MADRID_MEMBERS: readonly MadridMember[] = [
  ...fromPriceList,
  ...EXTRA.map(([code, region, fee]): MadridMember => ({
    code,
    region,
    kind: fee === 'standard' ? 'complementary' : 'individual',
    fees: fee === 'standard' ? { ...standard } : fee,
    useDeclaration: false,
    approximate: true,
    note: NOTES[code] ?? null,
  })),
]

const byCode = new Map(MADRID_MEMBERS.map((m) => [m.code, m]))

/** The member of a code (case-insensitive), if it can be designated. */
export function findMadridMember(code: string): MadridMember | undefined {
  return byCode.get(code.trim().toUpperCase())
}
