import { DEFAULT_QUERY_STATUSES, trademarkStatusLabel } from '../../../domain/trademark-status'
import { DEGREES, type DateRange, type SearchQuery } from '../../../domain/search-query'
import { formatDate } from '../../../domain/format'
import type { KeysUnder } from '../../../domain/message-key'
import type { Lang } from '../../../state/root'
import { countryName as regionName } from '../../kit/country-name'

/** A translator for keys under `searchHistory:history`, passed in so this module stays free of React. */
export type Translate = (key: KeysUnder<'searchHistory:history.'>, values?: Record<string, unknown>) => string

export interface CriteriaChip {
  /** Stable within one query, for React keys and tests. */
  id: string
  text: string
  /** The words of the query itself (mark, party, numbers), set apart from the narrowing options. */
  primary: boolean
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v) => b.includes(v))

/** Country or office name in the user's language; EUIPO and WIPO are offices, not regions. */
function countryName(code: string, lang: Lang, t: Translate): string {
  if (code === 'EM' || code === 'WO') return t(`countries.${code}`)
  return regionName(code, lang)
}

function rangeText(range: DateRange, lang: Lang, t: Translate): string | null {
  const from = range.from ? formatDate(range.from, lang) : ''
  const to = range.to ? formatDate(range.to, lang) : ''
  if (from && to) return t('chips.between', { from, to })
  if (from) return t('chips.from', { date: from })
  if (to) return t('chips.to', { date: to })
  return null
}

const TEXT_FIELDS = [
  'tradeMarkText',
  'tmApplicant',
  'tmAddress',
  'tmAgent',
  'applicationNumber',
  'registerNumber',
  'viennaChoosedStr',
] as const

/**
 * A past query as short readable chips: what was searched for first, then classes, countries, statuses,
 * similarity and dates in words. Defaults that narrow nothing (every similarity level) are left out.
 */
export function criteriaChips(query: SearchQuery, lang: Lang, t: Translate): CriteriaChip[] {
  const chips: CriteriaChip[] = []
  const add = (id: string, text: string, primary = false) => chips.push({ id, text, primary })

  for (const field of TEXT_FIELDS) {
    const value = query[field].trim()
    if (value) add(field, t(`chips.${field}`, { value: value.split(';').join('; ') }), true)
  }
  if (query.queryWay === 'image' || query.imageHash) add('image', t('chips.image'), true)

  const classes = query.niceChoosedStr.split(';').filter(Boolean)
  const classKey = classes.length === 1 ? 'chips.oneClass' : 'chips.classes'
  add('classes', classes.length ? t(classKey, { value: classes.join(', ') }) : t('chips.allClasses'))

  const separator = lang === 'en' ? ', ' : '、'
  if (query.countries.length) {
    const names = query.countries.map((c) => countryName(c, lang, t))
    add('countries', t('chips.countries', { value: names.join(separator) }))
  }

  if (query.queryWay !== 'image') {
    if (sameSet(query.status, DEFAULT_QUERY_STATUSES)) add('status', t('chips.defaultStatus'))
    else if (query.status.length) {
      const labels = [
        ...new Set(
          query.status.map((id) => trademarkStatusLabel(id)?.[lang === 'en' ? 'en' : 'zh'] ?? String(id)),
        ),
      ]
      add('status', t('chips.status', { value: labels.join(separator) }))
    }
    if (query.degree.length && query.degree.length < DEGREES.length) {
      const levels = query.degree.map((d) => t(`degrees.${d}`))
      add('degree', t('chips.degree', { value: levels.join(separator) }))
    }
  }

  for (const field of ['trialDate', 'regDate', 'privateDate'] as const) {
    const text = rangeText(query[field], lang, t)
    if (text) add(field, t(`chips.${field}`, { value: text }))
  }
  return chips
}
