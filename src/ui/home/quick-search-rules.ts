import type { MessageKey } from '../../domain/message-key'
import { emptySearchQuery, type SearchQuery } from '../../domain/search-query'
import {
  hasOnlyAllowedCharacters,
  parseApplicationNumbers,
  parseRegistrationNumbers,
  toHalfWidth,
} from '../../domain/validation'

/** What the home quick search looks for: four of the ways of /query/fast. */
export const QUICK_SEARCH_MODES = ['similar', 'applicant', 'applicationNo', 'registrationNo'] as const
export type QuickSearchMode = (typeof QUICK_SEARCH_MODES)[number]

export type QuickSearchCheck = { ok: true; q: string } | { ok: false; error: MessageKey }

/**
 * Normalises and checks what was typed into the quick search. Full-width input (typed with a Chinese IME)
 * becomes half-width first. Mark and applicant text may hold only Chinese, letters, digits, spaces and '+';
 * number modes accept ';'-separated lists in the query area's formats.
 */
export function checkQuickSearch(mode: QuickSearchMode, raw: string): QuickSearchCheck {
  const text = toHalfWidth(raw).trim()
  if (text === '') return { ok: false, error: 'validation:required' }
  if (mode === 'applicationNo' || mode === 'registrationNo') {
    const parsed = mode === 'applicationNo' ? parseApplicationNumbers(text) : parseRegistrationNumbers(text)
    if (!parsed.ok) return parsed
    if (parsed.value.length === 0) return { ok: false, error: 'validation:required' }
    return { ok: true, q: parsed.value.join(';') }
  }
  if (!hasOnlyAllowedCharacters(text)) return { ok: false, error: 'validation:specialCharacters' }
  return { ok: true, q: text.replace(/\s+/g, ' ') }
}

const FIELD = {
  similar: ['similar', 'tradeMarkText'],
  applicant: ['applicant', 'tmApplicant'],
  applicationNo: ['applicationNumber', 'applicationNumber'],
  registrationNo: ['registrationNumber', 'registerNumber'],
} as const satisfies Record<QuickSearchMode, readonly [SearchQuery['queryWay'], keyof SearchQuery]>

/**
 * The search a checked quick search runs: a strict search of the one criterion in China, all classes,
 * the default statuses and every similarity level, as /query/fast would send it.
 */
export function quickSearchQuery(mode: QuickSearchMode, q: string): SearchQuery {
  const [queryWay, field] = FIELD[mode]
  return { ...emptySearchQuery(), queryMode: 'strict', queryWay, [field]: q }
}
