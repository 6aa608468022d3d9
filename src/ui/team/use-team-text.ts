import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'

interface Named {
  name: string
  nameEn: string
}

/** Picks the words of the page's language from what the team calls answer in both. */
export function useTeamText() {
  const { i18n } = useTranslation()
  const en = i18n.language === 'en'
  return {
    /** A { zh, en } text. */
    pick: (text: { zh: string; en: string }) => (en ? text.en : text.zh),
    /** A role's or department's name; the English one falls back to the Chinese. */
    nameOf: (named: Named) => (en ? named.nameEn || named.name : named.name),
  }
}

/** The server's words for a refusal, or the page's own fallback. */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof BusinessError && error.msg ? error.msg : fallback
