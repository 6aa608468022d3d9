import { Table, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Price } from '../../kit/price'
import { SectionCard } from '../../kit/section-card'
import { OrderStatusBadge } from '../order-status-badge'
import { OrderLink } from '../order-link'
import { childrenQuery } from '../../../api/orders'

/** The parts of a split order (one per class or country), each with its own case and link. */
export function ChildrenCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const { data } = useQuery(childrenQuery(orderId))
  if (!data || data.list.length === 0) return null
  return (
    <SectionCard title={t('detail.children', { count: data.list.length })} testId="order-children" size="sm">
      {/* On a phone the table scrolls inside the card, not the page. */}
      <Table.ScrollArea>
        <Table.Root size="sm" minW="540px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('columns.orderNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('detail.part')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('columns.total')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('detail.latestStep')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.list.map((c) => (
              <Table.Row key={c.id} data-testid="child-order">
                <Table.Cell fontFamily="mono" fontSize="xs">
                  <OrderLink orderId={c.id} productType={c.productType}>
                    {c.orderNo}
                  </OrderLink>
                </Table.Cell>
                <Table.Cell>
                  {c.countries.length === 1 && c.countries[0] !== 'CN'
                    ? c.countries[0]
                    : c.niceClasses.map((no) => t('detail.classNo', { no })).join(', ')}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Price cny={c.total} />
                </Table.Cell>
                <Table.Cell>
                  <OrderStatusBadge kind="order" value={c.status} />
                </Table.Cell>
                <Table.Cell>
                  <Text fontSize="xs">
                    {c.latestStep ? `${t(`caseStep.${c.latestStep.key}`)} · ${c.latestStep.date}` : '—'}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </SectionCard>
  )
}
