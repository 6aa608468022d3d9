import { useTranslation } from 'react-i18next'

/** The language of the machines' captions (registry texts come as { zh, en }). */
export function useCaptionLang(): 'zh' | 'en' {
  const { i18n } = useTranslation()
  return (i18n.resolvedLanguage ?? i18n.language).startsWith('zh') ? 'zh' : 'en'
}
