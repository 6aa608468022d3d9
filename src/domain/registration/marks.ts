/**
 * Field rules of one trademark of a registration draft (§5 "Trademark", §9): the literal elements, the
 * specimen image limits, series counts and the priority claim. The trademark editor shows these next to
 * each field as the user types; the mock's generate and upload calls apply the same image and name rules.
 */
import { addMonths, parseIsoDate, toIsoDate } from '../dates'
import { checkImageDimensions, checkUpload } from '../files'
import type { ImageHeader } from '../image-header'
import { hasOnlyAllowedCharacters, isAlphanumeric, toHalfWidth } from '../validation'
import {
  MARK_IMAGE_MAX_BYTES,
  MARK_IMAGE_MIN_SIDE,
  PRIORITY_PROOF_MONTHS,
  type PriorityClaim,
  type TrademarkDraft,
} from './types'

export { MARK_IMAGE_MAX_BYTES, MARK_IMAGE_MIN_SIDE, PRIORITY_PROOF_MONTHS }

/** Longest literal elements accepted (characters). */
export const MARK_NAME_MAX = 60
export const COLOR_DESCRIPTION_MAX = 200
export const DESCRIPTION_MAX = 500
export const TRANSLITERATION_MAX = 300
/** Marks in one series (Hong Kong series marks). */
export const SERIES_MIN = 2
export const SERIES_MAX = 20
/** Paris Convention (art. 4C) and Trademark Law art. 25–26: priority runs 6 months from the first filing. */
export const PRIORITY_MONTHS = 6
export const PRIORITY_NUMBER_MAX = 30

/** A black-and-white version of the specimen is required whenever the mark is filed in colour. */
export const needsBlackImage = (mark: Pick<TrademarkDraft, 'colorMode'>): boolean =>
  mark.colorMode === 'color'

/** The literal elements as typed, with full-width letters, digits and spaces turned half-width (§5). */
export const normaliseMarkName = (value: string): string => toHalfWidth(value)

export type MarkNameIssue = 'required' | 'characters' | 'tooLong'

/** What is wrong with the literal elements, or null. Purely figurative marks need none. */
export function markNameIssue(name: string, markType: TrademarkDraft['markType']): MarkNameIssue | null {
  const value = normaliseMarkName(name).trim()
  if (!value) return markType === 'design' ? null : 'required'
  if (!hasOnlyAllowedCharacters(value)) return 'characters'
  if (Array.from(value).length > MARK_NAME_MAX) return 'tooLong'
  return null
}

export type MarkImageIssue =
  { kind: 'format' } | { kind: 'size'; size: number } | { kind: 'dimensions'; width: number; height: number }

/**
 * Checks a specimen image (§5, §9): JPG or PNG by name and by content, at most MARK_IMAGE_MAX_BYTES, and at
 * least MARK_IMAGE_MIN_SIDE pixels on both sides. `header` is readImageHeader of the file's bytes.
 */
export function markImageIssue(
  file: { name: string; size: number },
  header: ImageHeader | null,
): MarkImageIssue | null {
  const byName = checkUpload(file, 'markImage')
  if (!byName.ok && byName.error === 'validation:fileFormat') return { kind: 'format' }
  if (!header || (header.format !== 'png' && header.format !== 'jpeg')) return { kind: 'format' }
  if (!byName.ok) return { kind: 'size', size: file.size }
  if (
    !checkImageDimensions(header.width, header.height).ok ||
    Math.min(header.width, header.height) < MARK_IMAGE_MIN_SIDE
  )
    return { kind: 'dimensions', width: header.width, height: header.height }
  return null
}

/**
 * Megabytes with one decimal for messages, whole numbers without it ("2", "3.4"). A megabyte is 1,024,000 bytes,
 * as the §5 limit "2048000 bytes (2MB)" counts it.
 */
export const megabytes = (bytes: number): string => (bytes / (1024 * 1000)).toFixed(1).replace(/\.0$/, '')

/**
 * A file's size for a "too large" message: megabytes, or the exact bytes when the file is so close to the
 * limit that both would read the same ("2 MB … this file is 2 MB").
 */
export function fileSizeLabel(bytes: number, lang: 'zh-CN' | 'en'): string {
  const mb = megabytes(bytes)
  if (mb !== megabytes(MARK_IMAGE_MAX_BYTES)) return `${mb} MB`
  const exact = bytes.toLocaleString('en-US')
  return lang === 'en' ? `${exact} bytes` : `${exact}字节`
}

export type PriorityDateIssue = 'required' | 'format' | 'future' | 'expired'

/** The last day a priority of `date` can be claimed (6 months on), or null for a malformed date. */
export function priorityDeadline(date: string): string | null {
  const parsed = parseIsoDate(date)
  return parsed ? toIsoDate(addMonths(parsed, PRIORITY_MONTHS)) : null
}

/** The earliest first-filing date whose priority can still be claimed today. */
export function earliestPriorityDate(today: string): string {
  const parsed = parseIsoDate(today)
  return parsed ? toIsoDate(addMonths(parsed, -PRIORITY_MONTHS)) : today
}

/** A priority date must be a real date, not after today, and at most 6 months back. */
export function priorityDateIssue(date: string, today: string): PriorityDateIssue | null {
  if (!date.trim()) return 'required'
  const deadline = priorityDeadline(date)
  if (!deadline) return 'format'
  if (date > today) return 'future'
  if (deadline < today) return 'expired'
  return null
}

export type PriorityNumberIssue = 'required' | 'format' | 'tooLong'

/** Application numbers of the first filing: letters and digits only (§5 number fields). */
export function priorityNumberIssue(number: string): PriorityNumberIssue | null {
  const value = toHalfWidth(number).trim()
  if (!value) return 'required'
  if (!isAlphanumeric(value)) return 'format'
  if (value.length > PRIORITY_NUMBER_MAX) return 'tooLong'
  return null
}

/** The field issues of a priority claim, by the field name under 'priority.'. */
export function priorityIssues(
  claim: PriorityClaim,
  today: string,
): Partial<Record<'country' | 'date' | 'number', string>> {
  const out: Partial<Record<'country' | 'date' | 'number', string>> = {}
  if (!claim.country.trim()) out.country = 'required'
  const date = priorityDateIssue(claim.date, today)
  if (date) out.date = date
  const number = priorityNumberIssue(claim.number)
  if (number) out.number = number
  return out
}

/** The day the original priority document is due if the application is filed on `filingDate`. */
export function priorityProofDue(filingDate: string): string {
  const parsed = parseIsoDate(filingDate)
  return parsed ? toIsoDate(addMonths(parsed, PRIORITY_PROOF_MONTHS)) : filingDate
}

export type SeriesCountIssue = 'required' | 'range'

export function seriesCountIssue(count: number | null): SeriesCountIssue | null {
  if (count === null) return 'required'
  if (!Number.isInteger(count) || count < SERIES_MIN || count > SERIES_MAX) return 'range'
  return null
}
