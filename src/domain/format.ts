import type { Lang } from '../i18n/resources'

import { dateTimeFormat, numberFormat } from './intl'

export { formatMoney } from './currency'

/** Input accepted by the date formatters: ISO-like string, epoch milliseconds or a Date. */
export type DateInput = string | number | Date

interface DateTimeParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

// Spelled out rather than taken from Intl because ICU versions disagree on 'Sep' versus 'Sept'.
const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/

function partsOf(input: DateInput, timeZone: string): DateTimeParts | undefined {
  if (typeof input === 'string') {
    // Server strings without an offset are already wall-clock China time: take them literally, since
    // Date would read them in the browser's zone.
    const match = LOCAL_DATE_TIME.exec(input.trim())
    if (match) {
      const [, y, mo, d, h = '0', mi = '0'] = match
      const parts = {
        year: Number(y),
        month: Number(mo),
        day: Number(d),
        hour: Number(h),
        minute: Number(mi),
      }
      return parts.month >= 1 && parts.month <= 12 && parts.day >= 1 && parts.day <= 31 ? parts : undefined
    }
    if (!/^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/.test(input.trim())) return undefined
  }
  const date = input instanceof Date ? input : new Date(input)
  if (Number.isNaN(date.getTime())) return undefined
  const fields = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(fields.find((f) => f.type === type)?.value)
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') }
}

const pad = (n: number) => String(n).padStart(2, '0')

function dateText(p: DateTimeParts, lang: Lang): string {
  if (lang === 'en') return `${p.day} ${MONTHS_EN[p.month - 1] ?? ''} ${p.year}`
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`
}

/**
 * Date for display: 'YYYY-MM-DD' in Chinese, '22 Nov 2026' in English. Strings without an offset are taken
 * as written; instants (Date, epoch ms, strings with Z/offset) are shown in `timeZone`, China time by
 * default. Unparseable input gives '' so a bad value never renders as "Invalid Date".
 */
export function formatDate(input: DateInput, lang: Lang, timeZone = 'Asia/Shanghai'): string {
  const parts = partsOf(input, timeZone)
  return parts ? dateText(parts, lang) : ''
}

/** Date and 24-hour time to the minute, e.g. '2026-11-22 14:05' or '22 Nov 2026 14:05'; '' if unparseable. */
export function formatDateTime(input: DateInput, lang: Lang, timeZone = 'Asia/Shanghai'): string {
  const parts = partsOf(input, timeZone)
  return parts ? `${dateText(parts, lang)} ${pad(parts.hour)}:${pad(parts.minute)}` : ''
}

/** Number with locale grouping, e.g. 12,345.6. */
export function formatNumber(n: number, lang: Lang): string {
  return numberFormat(lang).format(n)
}
