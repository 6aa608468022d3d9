import { Badge, Box, Table, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { watchOrderQuery } from '../../api/monitoring-watches'
import { Price } from '../kit/price'
import { useOfficeNames, useWatchText } from './use-watch-text'

/** What a monitoring order buys: a line per watch (kind, offices, period, new or renewal) and the total. */
export function WatchOrderLines({ orderId }: { orderId: string }) {
  const { t } = useWatchText()
  const offices = useOfficeNames()
  const { data } = useSuspenseQuery(watchOrderQuery(orderId))
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md" bg="white">
      <Table.Root size="sm" data-testid="watch-order-lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('table.watch')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.countries')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.period')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('table.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.lines.map((line) => (
            <Table.Row key={line.watchId} data-testid="watch-order-line">
              <Table.Cell>
                <Text fontWeight="medium">{line.name || t('table.imageOnly')}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(`kind.${line.kind}`)}{' '}
                  {line.renewal ? (
                    <Badge size="xs" colorPalette="purple">
                      {t('order.renewal')}
                    </Badge>
                  ) : null}
                </Text>
              </Table.Cell>
              <Table.Cell>{offices(line.countries)}</Table.Cell>
              <Table.Cell>{t(`period.${line.period}`)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Price cny={line.amount} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell colSpan={3} fontWeight="semibold">
              {t('order.total', { count: data.lines.length })}
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Price cny={data.total} fontWeight="bold" data-testid="watch-order-total" />
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  )
}
