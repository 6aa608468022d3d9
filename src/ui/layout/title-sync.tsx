import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Keeps document.title as "<page title> - <platform name>" in the current language. */
export function TitleSync() {
  const matches = useMatches()
  const { t, i18n } = useTranslation('common')
  const title = [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title
  const page = title ? (i18n.language === 'en' ? title.en : title.zh) : ''
  const suffix = t('platformName')
  useEffect(() => {
    document.title = page ? `${page} - ${suffix}` : suffix
  }, [page, suffix])
  return null
}
