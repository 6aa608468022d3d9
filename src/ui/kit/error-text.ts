import { useTranslation } from 'react-i18next'

/** An i18n key like 'validation:mobile' (namespace, colon, dotted key, no spaces) rather than a ready message. */
const I18N_KEY = /^[a-z][\w-]*:[\w.-]+$/i

/**
 * Turns a form error into the words to show: rule messages are i18n keys, server messages arrive already
 * translated and are shown as they are.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation()
  // The keys come from rules at run time, so they cannot be checked against the typed key list.
  const translate = t as unknown as (key: string) => string
  return (message) => (message && I18N_KEY.test(message) ? translate(message) : message)
}
