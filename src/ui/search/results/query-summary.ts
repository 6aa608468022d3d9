import type { TFunction } from 'i18next'
import { formatDate } from '../../../domain/format'
import { DEFAULT_QUERY_STATUSES, trademarkStatusLabel } from '../../../domain/trademark-status'
import { DEGREES, type DateRange, type SearchQuery } from '../../../domain/search-query'
import type { Lang } from '../../../state/root'

export interface QueryChip {
  /** Stable id, also the chip's test id. */
  id: string
  label: string
  value: string
}

const TEXT_FIELDS = [
  'tradeMarkText',
  'tmApplicant',
  'applicationNumber',
  'registerNumber',
  'tmAgent',
  'tmAddress',
  'viennaChoosedStr',
] as const

/**
 * The query as label/value chips for the result header (overview §3 queryData): what was searched, in which
 * countries and classes, with which statuses, levels and date ranges. Defaults that narrow nothing are left
 * out except countries and classes, which an attorney always wants to see.
 */
export function querySummary(query: SearchQuery, t: TFunction<'searchResults'>, lang: Lang): QueryChip[] {
  const chips: QueryChip[] = [{ id: 'way', label: t('query.way'), value: t(`query.ways.${query.queryWay}`) }]
  for (const field of TEXT_FIELDS) {
    if (query[field]) chips.push({ id: field, label: t(`query.fields.${field}`), value: query[field] })
  }
  if (query.imageHash)
    chips.push({ id: 'imageHash', label: t('query.fields.imageHash'), value: t('query.image') })
  chips.push({ id: 'countries', label: t('query.fields.countries'), value: query.countries.join(', ') })
  chips.push({
    id: 'classes',
    label: t('query.fields.niceChoosedStr'),
    value: query.niceChoosedStr ? query.niceChoosedStr.split(';').join(', ') : t('query.allClasses'),
  })
  if (query.groupChoosedStr) {
    chips.push({
      id: 'groups',
      label: t('query.fields.groupChoosedStr'),
      value: query.groupChoosedStr.split(';').join(', '),
    })
  }
  const defaultStatuses =
    query.status.length === DEFAULT_QUERY_STATUSES.length &&
    DEFAULT_QUERY_STATUSES.every((id) => query.status.includes(id))
  if (!defaultStatuses && query.status.length) {
    const names = query.status.map((id) => {
      const label = trademarkStatusLabel(id)
      return label ? (lang === 'en' ? label.en : label.zh) : String(id)
    })
    chips.push({ id: 'status', label: t('query.fields.status'), value: [...new Set(names)].join(', ') })
  }
  if (query.queryWay !== 'image' && query.degree.length && query.degree.length < DEGREES.length) {
    chips.push({
      id: 'degree',
      label: t('query.fields.degree'),
      value: query.degree.map((d) => t(`similarity.${d}`)).join(', '),
    })
  }
  const dates = [
    ['trialDate', query.trialDate],
    ['regDate', query.regDate],
    ['privateDate', query.privateDate],
  ] as const satisfies readonly (readonly [string, DateRange])[]
  for (const [id, range] of dates) {
    if (!range.from && !range.to) continue
    const from = range.from ? formatDate(range.from, lang) : '…'
    const to = range.to ? formatDate(range.to, lang) : '…'
    chips.push({ id, label: t(`query.fields.${id}`), value: `${from} – ${to}` })
  }
  return chips
}
