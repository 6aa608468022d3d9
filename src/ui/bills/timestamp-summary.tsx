import { SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { TimestampBill } from '../../api/schemas/timestamp'
import { formatNumber } from '../../domain/format'
import { useRootState } from '../../state/root'
import { Price } from '../kit/price'
import { StatFigure as Figure } from '../kit/stat-figure'

/** The period in four figures: timestamps bought and used, the balance left and what the packages cost. */
export function TimestampSummary({ bill }: { bill: TimestampBill }) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const { summary } = bill
  const n = (value: number) => formatNumber(value, lang)
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <Figure
        testId="ts-bought"
        label={t('timestamp.bought')}
        value={n(summary.bought)}
        help={t('timestamp.boughtHelp', { count: summary.packages })}
      />
      <Figure
        testId="ts-used"
        label={t('timestamp.used')}
        value={n(summary.used)}
        help={t('timestamp.usedHelp')}
      />
      <Figure
        testId="ts-balance"
        label={t('timestamp.closing')}
        value={n(summary.closingBalance)}
        help={t('timestamp.closingHelp', { opening: summary.openingBalance, count: bill.balance })}
      />
      <Figure
        testId="ts-amount"
        label={t('timestamp.amount')}
        value={<Price cny={summary.amount} as="span" />}
        help={t('timestamp.amountHelp')}
      />
    </SimpleGrid>
  )
}
