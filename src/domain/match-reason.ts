/**
 * Why a search result matched the query (issue 11 §5), as the results page words it. The mock's similarity
 * rules (mock-server/register/similarity.ts) name each match with a code; this maps the code to the reason
 * a user reads: identical, same pronunciation, same meaning in the other language, contains, characters
 * reordered, n characters differ.
 */
export const MATCH_REASON_KINDS = [
  'identical',
  'same-pronunciation',
  'translation',
  'contains',
  'contained',
  'reordered',
  'sounds-reordered',
  'characters-differ',
  'syllables-differ',
  'image',
] as const

export type MatchReasonKind = (typeof MATCH_REASON_KINDS)[number]

export interface MatchReason {
  kind: MatchReasonKind
  /** How many characters (or syllables) differ, for the '-differ' kinds. */
  count?: number
}

const BY_CODE: Readonly<Record<string, MatchReasonKind>> = {
  exact: 'identical',
  'same-pinyin': 'same-pronunciation',
  'pinyin-spelling': 'same-pronunciation',
  translation: 'translation',
  'query-in-name': 'contains',
  'name-in-query': 'contained',
  'same-characters-reordered': 'reordered',
  'same-pinyin-reordered': 'sounds-reordered',
  image: 'image',
}

const EDIT = /^edit-distance-(characters|pinyin):(\d+)$/

/** The reason of the first code that names one; null when none does (a result not ranked by similarity). */
export function matchReasonOf(codes: readonly string[]): MatchReason | null {
  for (const code of codes) {
    const edit = EDIT.exec(code)
    if (edit) {
      return {
        kind: edit[1] === 'pinyin' ? 'syllables-differ' : 'characters-differ',
        count: Number(edit[2]),
      }
    }
    const kind = BY_CODE[code]
    if (kind) return { kind }
  }
  return null
}
