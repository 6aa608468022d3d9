import { useTranslation } from 'react-i18next'
import type { PlatMark } from '../../api/schemas/applicant-portfolios'
import { BusinessError } from '../../api/client'
import { formatDate, formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'

/** The words of the portfolio pages that depend on the language: bilingual values, dates, renewal lines. */
export function usePortfolioText() {
  const { t } = useTranslation('portfolios')
  const { lang } = useRootState()
  const pick = (w: { zh: string; en: string }) => (lang === 'en' ? w.en : w.zh)
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, lang) : '—')
  const dateTime = (iso: string) => formatDateTime(iso, lang)
  const renewal = (mark: Pick<PlatMark, 'renewal'>) => {
    const r = mark.renewal
    if (!r) return ''
    if (r.phase === 'window') return t('renewal.window', { date: date(r.due) })
    if (r.phase === 'grace') return t('renewal.grace', { date: date(r.graceEnds) })
    return t('renewal.notYet', { date: date(r.opens) })
  }
  const markName = (name: string) => name.trim() || t('marks.figurative')
  return { t, lang, pick, date, dateTime, renewal, markName }
}

/** The server's words for a refusal, else `fallback`. */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof BusinessError && error.msg ? error.msg : fallback
