import { Button } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { TrademarkDetail } from '../../../api/schemas/search-shared'
import { formatDate } from '../../../domain/format'
import { nonUseOpensOn, oppositionLastDay } from '../../../domain/procedure-deadlines'
import { useRootState } from '../../../state/root'

/**
 * The contested procedures a China mark of the register is open to today, as links that start them with the
 * mark chosen: opposition while it is published for opposition (with its last day), non-use cancellation once
 * it has been registered 3 years, invalidation while it is registered.
 */
export function ContestActions({ record, today }: { record: TrademarkDetail; today: string }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  if (record.country !== 'CN') return null
  const marks = record.registrationNo || record.applicationNo
  const start = (service: 'opposition' | 'nonuseCancellation' | 'Invalidation', label: string) => (
    <Button asChild size="sm" variant="outline" colorPalette="orange" key={service}>
      <RouterLink
        to="/$service/extension/$step"
        params={{ service, step: 'selectTrademark' }}
        search={{ marks }}
        data-testid={`contest-${service}`}
      >
        {label}
      </RouterLink>
    </Button>
  )
  const links = []
  if (record.status === 3 && record.publicationDate) {
    const last = oppositionLastDay(record.publicationDate)
    if (today <= last.due)
      links.push(start('opposition', t('contest.oppose', { date: formatDate(last.due, lang) })))
  }
  const registered = (record.status === 1 || record.status === 7) && record.registrationDate
  if (registered && today >= nonUseOpensOn(record.registrationDate!))
    links.push(start('nonuseCancellation', t('contest.nonUse')))
  if (registered) links.push(start('Invalidation', t('contest.invalidate')))
  return <>{links}</>
}
