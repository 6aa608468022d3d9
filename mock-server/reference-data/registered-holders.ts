/**
 * Who the register records as the holder of the demo accounts' marks, with the particulars as registered.
 * They differ from the applicant book where the holder has since moved or been renamed, which is what a change
 * of particulars is for: the enterprise account's company moved within Pudong (its marks still carry the old
 * address), the agency's client 蓝鲸出行 was renamed, the person moved house. The register also holds marks of
 * these holders that the account does not manage itself (filed through another agent) and the enterprise's
 * marks abroad; the change flow lists them (tmInfo/queryTmInfosByApplicantAndAddress, ...ForGlobalAlteration).
 */
import { addMonths, parseIsoDate, toIsoDate } from '../../src/domain/dates'
import type { ChangeHolder } from '../../src/domain/services/change'
import { applicantFromRow } from '../seeds/registration-applicants'
import { AGENCY_APPLICANTS } from '../seeds/registration-applicants-agency'
import { DEMO_APPLICANTS, type ApplicantRow } from '../seeds/registration-applicants-rows'

interface HolderEntry {
  userId: string
  applicantId: string
  /** What the register still says, where it differs from the applicant book. */
  registered?: Partial<Pick<ChangeHolder, 'nameZh' | 'nameEn' | 'addressZh' | 'addressEn'>>
  agent: string
}

const DEMO_OLD_ADDRESS = {
  addressZh: '上海市浦东新区张江路88号2号楼501室',
  addressEn: 'Room 501, Building 2, No. 88 Zhangjiang Road, Pudong New Area, Shanghai',
}
const PORTAL_AGENT = '北京华信知识产权代理有限公司'

const DEMO: HolderEntry = {
  userId: 'u-demo',
  applicantId: 'app-demo-01',
  registered: DEMO_OLD_ADDRESS,
  agent: PORTAL_AGENT,
}
const PERSON: HolderEntry = {
  userId: 'u-person',
  applicantId: 'app-person-01',
  registered: {
    addressZh: '浙江省杭州市西湖区教工路18号3幢402室',
    addressEn: 'Room 402, Building 3, No. 18 Jiaogong Road, Xihu District, Hangzhou, Zhejiang',
  },
  agent: '',
}
const agency = (applicantId: string, registered?: HolderEntry['registered']): HolderEntry => ({
  userId: 'u-agency',
  applicantId,
  registered,
  agent: PORTAL_AGENT,
})

/** The holder of each portfolio mark (src: reference-data/brands.ts), by registration number. */
export const HOLDER_OF: Readonly<Record<string, HolderEntry>> = {
  '35126478': DEMO,
  '35126502': DEMO,
  '41870233': DEMO,
  '52307716': DEMO,
  '60411829': DEMO,
  '66873120': DEMO,
  '29874561': agency('app-agency-01'),
  '33109872': agency('app-agency-02', {
    nameZh: '深圳蓝鲸出行科技有限公司',
    nameEn: 'Shenzhen Bluewhale Mobility Technology Co., Ltd.',
  }),
  '38765410': agency('app-agency-03'),
  '45120398': agency('app-agency-04'),
  '50236784': agency('app-agency-05'),
  '56672019': agency('app-agency-06'),
  '47788210': PERSON,
  '58902314': PERSON,
  '63341087': PERSON,
}

/** A mark of a demo holder that is on the register but not in the account's portfolio. */
export interface OtherRegisteredMark {
  regNo: string
  name: string
  classes: string[]
  /** Months from today to the registration (negative: in the past); null while pending. */
  registeredMonthsAgo: number | null
  status: number
  country: string
  holder: HolderEntry
}

/** Filed by the enterprise through another agent years ago, so the account does not manage them. */
export const OTHER_MAINLAND_MARKS: readonly OtherRegisteredMark[] = [
  {
    regNo: '44561209',
    name: '杉云',
    classes: ['35'],
    registeredMonthsAgo: 50,
    status: 1,
    country: 'CN',
    holder: { ...DEMO, agent: '上海专利商标事务所有限公司' },
  },
  {
    regNo: '31987654',
    name: '晓雨',
    classes: ['16'],
    registeredMonthsAgo: 70,
    status: 1,
    country: 'CN',
    holder: { ...PERSON, agent: '' },
  },
]

/** The enterprise's registrations abroad (national filings made through the global registration service). */
export const GLOBAL_MARKS: readonly OtherRegisteredMark[] = [
  {
    regNo: '6123457',
    name: 'YUNSHAN',
    classes: ['09'],
    registeredMonthsAgo: 30,
    status: 10,
    country: 'US',
    holder: DEMO,
  },
  {
    regNo: '018345671',
    name: 'YUNSHAN',
    classes: ['09', '42'],
    registeredMonthsAgo: 34,
    status: 10,
    country: 'EM',
    holder: DEMO,
  },
  {
    regNo: '6401234',
    name: 'YUNSHAN',
    classes: ['09'],
    registeredMonthsAgo: 26,
    status: 10,
    country: 'JP',
    holder: DEMO,
  },
  {
    regNo: 'UK00003561234',
    name: 'YUNSHAN',
    classes: ['09', '42'],
    registeredMonthsAgo: null,
    status: 12,
    country: 'GB',
    holder: DEMO,
  },
]

const ROWS: readonly ApplicantRow[] = [
  ...(DEMO_APPLICANTS['u-demo'] ?? []),
  ...(DEMO_APPLICANTS['u-person'] ?? []),
  ...AGENCY_APPLICANTS,
]

/** The holder as the register records it (the seed row of the applicant, with what the register still says). */
export function registeredHolder(entry: HolderEntry, today: string): ChangeHolder {
  const row = ROWS.find((r) => r.id === entry.applicantId)
  if (!row) throw new Error(`[mock] unknown holder ${entry.applicantId}`)
  const book = applicantFromRow(row, entry.userId, today)
  return {
    kind: book.kind,
    country: book.country,
    applicantId: book.applicantId,
    nameZh: book.nameZh,
    nameEn: book.nameEn,
    addressZh: book.addressZh,
    addressEn: book.addressEn,
    ...entry.registered,
    agent: entry.agent,
  }
}

/** Dates of a mark registered `months` ago: the registration day and the end of its ten-year term. */
export function registeredDates(months: number | null, today: string) {
  const at = parseIsoDate(today)
  if (months === null || !at) return { registrationDate: null, expiryDate: null }
  const registered = toIsoDate(addMonths(at, -months))
  const end = parseIsoDate(registered)!
  const expiry = toIsoDate({ ...addMonths(end, 120) })
  return { registrationDate: registered, expiryDate: expiry }
}
