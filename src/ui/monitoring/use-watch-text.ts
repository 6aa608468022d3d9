import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { watchOfficesQuery } from '../../api/monitoring-watches'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'

/** The watch pages' words: `t` of the monitorWatch namespace, a bilingual text in the user's language, dates. */
export function useWatchText() {
  const { t } = useTranslation('monitorWatch')
  const { lang } = useRootState()
  const pick = (text: { zh: string; en: string }) => (lang === 'en' ? text.en || text.zh : text.zh || text.en)
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, lang) : '—')
  return { t, lang, pick, date }
}

/** Office codes as names in the user's language (the offices list is loaded once); codes until it is. */
export function useOfficeNames(): (codes: readonly string[]) => string {
  const { pick, lang } = useWatchText()
  const { data } = useQuery(watchOfficesQuery())
  return (codes) =>
    codes
      .map((code) => {
        const office = data?.list.find((o) => o.code === code)
        return office ? pick(office) : code
      })
      .join(lang === 'en' ? ', ' : '、')
}
