import { Badge, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { TimestampEntry } from '../../api/schemas/timestamp'
import { formatDateTime, formatNumber } from '../../domain/format'
import { useRootState } from '../../state/root'
import { Price } from '../kit/price'
import { useTimestampEntryText } from './use-timestamp-entry-text'

/** A hash shortened for the screen: the first and last eight digits; the whole one shows on hover. */
const shortHash = (hash: string) => `${hash.slice(0, 8)}…${hash.slice(-8)}`

/** One page of the timestamp statement: what happened, what it added or took, and the balance after it. */
export function TimestampEntriesTable({ entries }: { entries: TimestampEntry[] }) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const { describe, signed } = useTimestampEntryText()
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid="ts-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('timestamp.columns.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('timestamp.columns.orderNo')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('timestamp.columns.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('timestamp.columns.description')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('timestamp.columns.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('timestamp.columns.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('timestamp.columns.balance')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((e) => {
            const text = describe(e)
            return (
              <Table.Row key={e.id} data-testid="ts-row" data-kind={e.kind}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(e.time, lang)}</Table.Cell>
                <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                  {e.orderNo}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={e.kind === 'purchase' ? 'green' : 'blue'} variant="subtle">
                    {text.type}
                  </Badge>
                </Table.Cell>
                <Table.Cell minW="64">
                  <Text fontWeight="medium">{text.title}</Text>
                  <Text color="fg.muted" fontSize="xs">
                    {text.detail}
                  </Text>
                  {text.hash && (
                    <Text color="fg.subtle" fontSize="xs" fontFamily="mono" title={text.hash}>
                      {t('timestamp.hash', { hash: shortHash(text.hash) })}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  color={e.quantity > 0 ? 'green.fg' : undefined}
                >
                  {signed(e.quantity)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {e.kind === 'purchase' ? <Price cny={e.amount} /> : <Text color="fg.subtle">—</Text>}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="medium">
                  {formatNumber(e.balance, lang)}
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
