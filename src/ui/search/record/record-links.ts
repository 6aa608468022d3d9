/** Picks the zh or en value for the current language, falling back to the other when one is empty. */
export function pick(lang: string, zh: string, en: string): string {
  return (lang === 'en' ? en || zh : zh || en) ?? ''
}

/** The links of a record page to the mark's court and review records, each shown when it has any. */
export const CASE_RECORD_LINKS = [
  { tab: 'judgements', count: 'judgementCount', ns: 'judgements', testId: 'judgements-link' },
  { tab: 'notices', count: 'courtNoticeCount', ns: 'courtNotices', testId: 'court-notices-link' },
  { tab: 'reviews', count: 'reviewCaseCount', ns: 'reviews', testId: 'review-cases-link' },
] as const
