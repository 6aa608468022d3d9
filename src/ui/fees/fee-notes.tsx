import { List, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { TrademarkFeeItem } from '../../api/schemas/fees'
import { useRootState } from '../../state/root'
import { formatMoney } from '../../domain/currency'
import { useQuote } from '../kit/price'

/**
 * What "each additional class" and "items over the limit" mean, with the amounts of the mainland schedule the
 * server sent (so the note cannot drift from the table).
 */
export function FeeNotes({ mainland }: { mainland: TrademarkFeeItem | undefined }) {
  const { t } = useTranslation('fees')
  const { lang } = useRootState()
  const { currency, toQuote } = useQuote()
  if (!mainland) return null
  const s = mainland.schedule
  const money = (cny: number) => formatMoney(toQuote(cny), currency, lang)
  const limit = s.itemLimit ?? 0
  return (
    <List.Root gap="1.5" fontSize="sm" ps="5" data-testid="fee-notes">
      <List.Item>
        {t('notes.extraClass', {
          first: money(s.officialFirstClass + s.serviceFirstClass),
          extra: money(s.officialExtraClass + s.serviceExtraClass),
        })}
      </List.Item>
      <List.Item>
        {t('notes.excessItems', { limit, fee: money(s.officialExcessItem + s.serviceExcessItem) })}
      </List.Item>
      <List.Item>{t('notes.example', { limit, example: money(s.officialExcessItem * 2) })}</List.Item>
      <List.Item>{t('notes.priority', { fee: money(s.servicePriority + s.officialPriority) })}</List.Item>
      <List.Item>
        <Text as="span">{t('notes.official')}</Text>
      </List.Item>
    </List.Root>
  )
}
