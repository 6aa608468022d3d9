/** Status ids used by the trademark search back end. 1–8 are China statuses, 9–12 other countries'. */
export type TrademarkStatusId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12

/** Display label in both languages, deliberately kept free of i18n so the mock server can use it too. */
export interface StatusLabel {
  zh: string
  en: string
}

export interface TrademarkStatus extends StatusLabel {
  id: TrademarkStatusId
}

/** A status option in the combined (China + other countries) filter; one option may stand for several ids. */
export interface CombinedStatus extends StatusLabel {
  ids: readonly TrademarkStatusId[]
}

const REGISTERED: StatusLabel = { zh: '已注册', en: 'Registered' }
const INVALID: StatusLabel = { zh: '无效', en: 'Invalid' }
const PUBLISHED: StatusLabel = { zh: '初审公告', en: 'Published for opposition' }
const PENDING: StatusLabel = { zh: '待审中', en: 'Pending application' }

/** China statuses. */
export const CHINA_STATUSES: readonly TrademarkStatus[] = [
  { id: 1, ...REGISTERED },
  { id: 2, ...INVALID },
  { id: 3, ...PUBLISHED },
  { id: 4, zh: '驳回复审中', en: 'Pending review of refusal' },
  { id: 5, zh: '异议中', en: 'Pending opposition' },
  { id: 6, ...PENDING },
  // Not among the legacy English labels, which had none for this state; worded to match the others.
  { id: 7, zh: '撤销/无效宣告中', en: 'Pending cancellation or invalidation' },
  { id: 8, zh: '其他', en: 'Other' },
]

/** Statuses of marks in other countries. */
export const OTHER_COUNTRY_STATUSES: readonly TrademarkStatus[] = [
  { id: 9, ...INVALID },
  { id: 10, ...REGISTERED },
  // Foreign offices publish without the Chinese opposition-specific meaning, hence the neutral English.
  { id: 11, zh: '初审公告', en: 'Preliminary published' },
  { id: 12, ...PENDING },
]

/** Every status by id. */
export const TRADEMARK_STATUSES: readonly TrademarkStatus[] = [...CHINA_STATUSES, ...OTHER_COUNTRY_STATUSES]

/** Filter options when China and other countries are searched together: equivalent statuses are merged. */
export const COMBINED_STATUSES: readonly CombinedStatus[] = [
  { ids: [1, 10], ...REGISTERED },
  { ids: [2, 9], ...INVALID },
  { ids: [3, 11], ...PUBLISHED },
  { ids: [4], zh: '驳回复审中', en: 'Pending review of refusal' },
  { ids: [5], zh: '异议中', en: 'Pending opposition' },
  { ids: [6], ...PENDING },
  { ids: [7], zh: '撤销/无效宣告中', en: 'Pending cancellation or invalidation' },
  { ids: [8], zh: '其他', en: 'Other' },
  // Not merged with 6 by the back end, so it gets a distinct label instead of a duplicate option.
  { ids: [12], zh: '待审中（其他国家）', en: 'Pending application (other countries)' },
]

/**
 * The status ids a status filter covers: each chosen id brings its equivalents of the combined list, so the
 * China defaults (1–7) also find registered, invalid and published marks of other countries (10, 9, 11).
 */
export function expandStatuses(ids: readonly number[]): Set<number> {
  const out = new Set(ids)
  for (const option of COMBINED_STATUSES)
    if (option.ids.some((id) => out.has(id))) option.ids.forEach((id) => out.add(id))
  return out
}

/** Statuses a new query filters on by default: every China status except "other". */
export const DEFAULT_QUERY_STATUSES: readonly number[] = [1, 2, 3, 4, 5, 6, 7]

/**
 * Default for European queries. It runs to 13 although no status 13 is defined: the list is kept exactly as
 * the existing back end is sent it, and an unknown id matches nothing, so "fixing" it gains nothing.
 */
export const EUROPE_DEFAULT_QUERY_STATUSES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]

/** Label for a status id, or undefined for an id the portal does not know. */
export function trademarkStatusLabel(id: number): StatusLabel | undefined {
  const status = TRADEMARK_STATUSES.find((s) => s.id === id)
  return status && { zh: status.zh, en: status.en }
}
