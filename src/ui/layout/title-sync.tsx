import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { KeysUnder } from '../../domain/message-key'

/**
 * Keeps document.title as "<page title> - <platform name>" in the current language. Page titles live in
 * the `titles` namespace keyed by route id (not in each route's staticData), so the route tree that every
 * first load carries does not hold 300 titles in two languages; the namespace loads after the first paint.
 */
export function TitleSync() {
  const matches = useMatches()
  const { t, i18n, ready } = useTranslation(['titles', 'common'], { useSuspense: false })
  // Layouts and redirect-only routes have no title: the deepest match that has one names the page.
  const hasTitle = (id: string): id is KeysUnder<'titles:'> => i18n.exists(id, { ns: 'titles' })
  const routeId = ready
    ? [...matches]
        .reverse()
        .map((m): string => m.routeId)
        .find(hasTitle)
    : undefined
  const page = routeId ? t(routeId, { ns: 'titles' }) : ''
  const suffix = t('platformName', { ns: 'common' })
  useEffect(() => {
    document.title = page ? `${page} - ${suffix}` : suffix
  }, [page, suffix])
  return null
}
