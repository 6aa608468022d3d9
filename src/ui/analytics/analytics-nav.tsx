import { Button, HStack } from '@chakra-ui/react'
import { Link as RouterLink, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

const PAGES = [
  ['mine', '/analyze/myTrademarkAnalyze'],
  ['bigData', '/analyze/trademarkBigData'],
  ['chart', '/trademarkChart'],
  ['statistics', '/trademarkStatistics'],
  ['map', '/trademarkMap'],
] as const

/** The analytics pages side by side: the page shown is marked as current. */
export function AnalyticsNav() {
  const { t } = useTranslation('analytics')
  const path = useLocation({ select: (l) => l.pathname })
  return (
    <HStack as="nav" aria-label={t('nav.label')} gap="2" wrap="wrap">
      {PAGES.map(([key, to]) => {
        const current = path.endsWith(to) || (key === 'bigData' && path.endsWith('/analyze/trademarkMap'))
        return (
          <Button
            key={key}
            asChild
            size="sm"
            variant={current ? 'solid' : 'outline'}
            aria-current={current ? 'page' : undefined}
          >
            <RouterLink to={to}>{t(`nav.${key}`)}</RouterLink>
          </Button>
        )
      })}
    </HStack>
  )
}
