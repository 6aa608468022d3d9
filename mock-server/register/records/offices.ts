/**
 * The offices that keep each register and the gazettes they publish in, plus the day arithmetic the record
 * generators share. Issue numbers follow each gazette's real numbering style.
 */
import { addMonths, parseIsoDate, toIsoDate } from '../../../src/domain/dates'
import { REGISTER_TODAY } from '../generate'
import { dayOf, isoOf } from '../numbers'

export interface Office {
  officeZh: string
  officeEn: string
  gazetteZh: string
  gazetteEn: string
}

const OFFICES: Readonly<Record<string, Office>> = {
  CN: {
    officeZh: '国家知识产权局商标局',
    officeEn: 'CNIPA Trademark Office',
    gazetteZh: '商标公告',
    gazetteEn: 'Trademark Gazette (CNIPA)',
  },
  US: {
    officeZh: '美国专利商标局',
    officeEn: 'United States Patent and Trademark Office',
    gazetteZh: '美国商标官方公报',
    gazetteEn: 'Official Gazette for Trademarks (USPTO)',
  },
  EM: {
    officeZh: '欧盟知识产权局',
    officeEn: 'European Union Intellectual Property Office',
    gazetteZh: '欧盟商标公报',
    gazetteEn: 'EU Trade Marks Bulletin',
  },
  WO: {
    officeZh: '世界知识产权组织国际局',
    officeEn: 'International Bureau of WIPO',
    gazetteZh: '国际商标公告',
    gazetteEn: 'WIPO Gazette of International Marks',
  },
  JP: {
    officeZh: '日本特许厅',
    officeEn: 'Japan Patent Office',
    gazetteZh: '日本商标公报',
    gazetteEn: 'Trademark Gazette (JPO)',
  },
  KR: {
    officeZh: '韩国知识产权局',
    officeEn: 'Korean Intellectual Property Office',
    gazetteZh: '韩国商标公报',
    gazetteEn: 'Trademark Gazette (KIPO)',
  },
  HK: {
    officeZh: '香港特别行政区政府知识产权署',
    officeEn: 'Intellectual Property Department, HKSAR',
    gazetteZh: '香港知识产权公报',
    gazetteEn: 'Hong Kong Intellectual Property Journal',
  },
  MO: {
    officeZh: '澳门特别行政区经济及科技发展局',
    officeEn: 'Economic and Technological Development Bureau, Macao SAR',
    gazetteZh: '澳门特别行政区公报',
    gazetteEn: 'Official Gazette of the Macao SAR',
  },
  TW: {
    officeZh: '台湾地区智慧财产局',
    officeEn: 'Taiwan Intellectual Property Office',
    gazetteZh: '台湾商标公报',
    gazetteEn: 'Trademark Gazette (TIPO)',
  },
  GB: {
    officeZh: '英国知识产权局',
    officeEn: 'UK Intellectual Property Office',
    gazetteZh: '英国商标公报',
    gazetteEn: 'Trade Marks Journal (UKIPO)',
  },
  DE: {
    officeZh: '德国专利商标局',
    officeEn: 'German Patent and Trade Mark Office',
    gazetteZh: '德国商标公报',
    gazetteEn: 'Markenblatt (DPMA)',
  },
  FR: {
    officeZh: '法国国家工业产权局',
    officeEn: 'French National Institute of Industrial Property',
    gazetteZh: '法国工业产权公报',
    gazetteEn: 'BOPI (INPI)',
  },
  AU: {
    officeZh: '澳大利亚知识产权局',
    officeEn: 'IP Australia',
    gazetteZh: '澳大利亚商标公报',
    gazetteEn: 'Australian Official Journal of Trade Marks',
  },
  SG: {
    officeZh: '新加坡知识产权局',
    officeEn: 'Intellectual Property Office of Singapore',
    gazetteZh: '新加坡商标公报',
    gazetteEn: 'Trade Marks Journal (IPOS)',
  },
}

export function officeOf(country: string): Office {
  return (
    OFFICES[country] ?? {
      officeZh: `${country} 商标主管机关`,
      officeEn: `Trademark office (${country})`,
      gazetteZh: `${country} 商标公报`,
      gazetteEn: `Trademark gazette (${country})`,
    }
  )
}

/** The register's "today" as a day number: nothing generated happens after it. */
export const LAST_DAY = dayOf(REGISTER_TODAY)

export const plusDays = (iso: string, days: number) => isoOf(dayOf(iso) + days)

export function plusMonths(iso: string, months: number): string {
  const date = parseIsoDate(iso)
  return date ? toIsoDate(addMonths(date, months)) : iso
}

/** The earlier of a date and the register's today. */
export const notAfterToday = (iso: string) => (dayOf(iso) > LAST_DAY ? REGISTER_TODAY : iso)

// The CNIPA gazette appears four times a month (6th, 13th, 20th and 27th); issue 478 was January 1995's first.
const CN_FIRST_ISSUE = 478

/** The gazette issue carrying a notice of `iso`: CNIPA numbers its issues, other offices use year/week. */
export function gazetteIssue(country: string, iso: string): string {
  const year = Number(iso.slice(0, 4))
  const month = Number(iso.slice(5, 7))
  const day = Number(iso.slice(8, 10))
  if (country === 'CN') {
    const slot = Math.min(3, Math.floor((day - 1) / 7))
    return String(CN_FIRST_ISSUE + ((year - 1995) * 12 + month - 1) * 4 + slot)
  }
  const week = Math.floor((dayOf(iso) - dayOf(`${year}-01-01`)) / 7) + 1
  return `${year}/${String(week).padStart(2, '0')}`
}
