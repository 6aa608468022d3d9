import { Button, HStack } from '@chakra-ui/react'
import { Link, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { FEE_SHEETS } from '../layout/menu'
import { useHasRoute } from '../layout/use-has-route'

/** The fee sheets of the "Fees" menu entry as tabs, so each sheet is one click from the others. */
export function FeeSheetNav() {
  const { t } = useTranslation('shell')
  const hasRoute = useHasRoute()
  const { pathname } = useLocation()
  return (
    <HStack as="nav" aria-label={t('nav.feeSheets.label')} gap="1" wrap="wrap" className="no-print">
      {FEE_SHEETS.map(({ key, to }) => {
        if (!hasRoute(to)) return null
        const current = pathname.endsWith(to)
        return (
          <Button
            key={key}
            asChild
            size="xs"
            variant={current ? 'subtle' : 'ghost'}
            colorPalette="blue"
            data-testid={`fee-sheet-${key}`}
          >
            <Link to={to} aria-current={current ? 'page' : undefined}>
              {t(`nav.feeSheets.${key}`)}
            </Link>
          </Button>
        )
      })}
    </HStack>
  )
}
