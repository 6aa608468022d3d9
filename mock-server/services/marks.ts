/**
 * The marks the trademark services are filed for, as the mock knows them: the account's own marks (the demo
 * portfolio, whose status and term come from their procedure events through src/domain/mark-lifecycle.ts)
 * and the marks of the account's other applicants, mainland, Madrid and registered abroad. Each is held by
 * an applicant of the account's applicant book, so the holder a service names comes from the book.
 */
import { addBusinessDays } from '../../src/domain/clock'
import { addMonths, parseIsoDate, toIsoDate } from '../../src/domain/dates'
import { termEnd } from '../../src/domain/mark-lifecycle'
import type { ServiceMark, ServiceRegion } from '../../src/domain/services/types'
import type { HandlerContext } from '../context'
import { lifecycleOf, portfolioOf } from '../reference-data/portfolio'
import { applicantsOf } from '../registration-applicants/store'
import type { ApplicantRecord } from '../seeds/registration-applicants'

type Ctx = HandlerContext<unknown>

interface ExtraMark {
  regNo: string
  name: string
  classes: string[]
  /** The applicant of the book that holds it (by seed id); the account's default applicant when absent. */
  holder?: string
  region: ServiceRegion
  country: string
  /** Registered this many months (and days) before today. */
  registered: [months: number, days?: number]
  /** A Madrid mark's designated contracting parties. */
  designations?: string[]
}

/**
 * Marks of the accounts' applicants besides the portfolio: each shows one situation of the services (a
 * renewal window, a Madrid designation, a mark registered abroad in its grace period, one not yet due).
 */
const EXTRA_MARKS: Readonly<Record<string, readonly ExtraMark[]>> = {
  'u-demo': [
    {
      regNo: '40217735',
      name: '云杉数据',
      classes: ['35', '42'],
      holder: 'app-demo-02',
      region: 'mainland',
      country: 'CN',
      registered: [-118],
    },
    {
      regNo: '28810462',
      name: '杉数',
      classes: ['42'],
      region: 'mainland',
      country: 'CN',
      registered: [-100],
    },
    {
      regNo: '1352281',
      name: 'YUNSHAN',
      classes: ['09'],
      region: 'madrid',
      country: 'WO',
      registered: [-119],
      designations: ['US', 'EM', 'JP', 'KR', 'DE'],
    },
    {
      regNo: '1388410',
      name: 'FIRLINK',
      classes: ['09', '42'],
      region: 'madrid',
      country: 'WO',
      registered: [-90],
      designations: ['EM', 'GB', 'SG', 'VN'],
    },
    {
      regNo: 'US5712284',
      name: 'YUNSHAN',
      classes: ['09'],
      region: 'global',
      country: 'US',
      registered: [-122],
    },
    {
      regNo: 'EU017923341',
      name: 'CLOUDFIR',
      classes: ['09', '42'],
      region: 'global',
      country: 'EM',
      registered: [-117],
    },
  ],
  'u-agency': [
    {
      regNo: '31450982',
      name: '青禾',
      classes: ['29'],
      region: 'mainland',
      country: 'CN',
      registered: [-119, 20],
    },
    {
      regNo: '1402217',
      name: 'MOONBAY',
      classes: ['03'],
      region: 'madrid',
      country: 'WO',
      registered: [-121],
      designations: ['US', 'JP', 'RU', 'FR'],
    },
  ],
  'u-person': [],
}

const shift = (from: string, months: number, days = 0) =>
  addBusinessDays(toIsoDate(addMonths(parseIsoDate(from)!, months)), days)

const holderFields = (holder: ApplicantRecord | undefined, fallbackZh: string, fallbackEn: string) => ({
  holderZh: holder?.nameZh || fallbackZh,
  holderEn: holder?.nameEn || fallbackEn,
  holderAddressZh: holder?.addressZh ?? '',
  holderAddressEn: holder?.addressEn ?? '',
  applicantId: holder?.applicantId ?? null,
})

/** Every mark of the caller the services see, of every region. */
export function accountServiceMarks(ctx: Ctx): ServiceMark[] {
  const user = ctx.requireUser()
  const today = ctx.today()
  const book = applicantsOf(ctx, user.id)
  const main = book.find((a) => a.isDefault) ?? book[0]
  const byId = (id: string | undefined) => (id ? book.find((a) => a.applicantId === id) : undefined) ?? main
  const own = portfolioOf(user.id, today).map((mark): ServiceMark => {
    const life = lifecycleOf(mark, today)
    return {
      regNo: mark.regNo,
      name: mark.name,
      image: null,
      classes: [...mark.niceClasses],
      ...holderFields(main, user.companyName || user.name, user.companyNameEn || user.nameEn),
      status: life.status,
      registrationDate: life.registrationDate,
      expiryDate: life.expiryDate,
      region: 'mainland',
      country: 'CN',
    }
  })
  const extra = (EXTRA_MARKS[user.id] ?? []).map((m): ServiceMark => {
    const registered = shift(today, m.registered[0], m.registered[1] ?? 0)
    return {
      regNo: m.regNo,
      name: m.name,
      image: null,
      classes: [...m.classes],
      ...holderFields(byId(m.holder), user.companyName || user.name, user.companyNameEn || user.nameEn),
      status: m.region === 'mainland' ? 1 : 10,
      registrationDate: registered,
      expiryDate: termEnd(registered, 0),
      region: m.region,
      country: m.country,
      ...(m.designations ? { designations: [...m.designations] } : {}),
    }
  })
  return [...own, ...extra]
}

/** The caller's marks of one region, optionally only those whose number, name or holder contains `keyword`. */
export function serviceMarksOf(ctx: Ctx, region: ServiceRegion, keyword = ''): ServiceMark[] {
  const q = keyword.trim().toLowerCase()
  return accountServiceMarks(ctx).filter(
    (m) =>
      m.region === region &&
      (!q || [m.regNo, m.name, m.holderZh, m.holderEn].some((v) => v.toLowerCase().includes(q))),
  )
}

/** One of the caller's marks by registration number, as the server knows it now. */
export const findServiceMark = (ctx: Ctx, regNo: string): ServiceMark | undefined =>
  accountServiceMarks(ctx).find((m) => m.regNo === regNo.trim())
