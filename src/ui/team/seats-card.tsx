import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SeatsView } from '../../api/schemas/team'
import { seatOrdersQuery } from '../../api/team'
import { canBuySeats, hasFreeSeat } from '../../domain/cases/team-rules'
import { formatDateTime } from '../../domain/format'
import type { Lang } from '../../i18n/resources'
import { Money } from '../kit/money'
import { SectionCard } from '../kit/section-card'
import { SeatOrderDialog } from './seat-order-dialog'

export interface SeatsCardProps {
  seats: SeatsView
  /** The acting member may buy and pay seat orders (team.manage). */
  manage: boolean
  /** The seat order dialog's state, when the page opens it too (the member dialog's "buy seats"). */
  buying?: boolean
  onBuyingChange?: (open: boolean) => void
}

/**
 * The plan's member seats (included, bought, in use) and the account's seat orders (orders of the orders
 * area, paid on the payment page); a paid seat order raises the seat count. A member with team.manage buys
 * seats here, unless the account is an individual one (one person, no team).
 */
export function SeatsCard({ seats, manage, ...controlled }: SeatsCardProps) {
  const { t, i18n } = useTranslation('team')
  const orders = useQuery(seatOrdersQuery())
  const full = !hasFreeSeat(seats)
  const list = orders.data?.list ?? []
  const [ownBuying, setOwnBuying] = useState(false)
  const buying = controlled.buying ?? ownBuying
  const setBuying = controlled.onBuyingChange ?? setOwnBuying
  const buy = manage && canBuySeats(seats.plan)
  const buyButton = (testId: string) => (
    <Button
      size="sm"
      colorPalette="blue"
      variant="outline"
      onClick={() => setBuying(true)}
      data-testid={testId}
    >
      {t('seats.buy')}
    </Button>
  )
  return (
    <SectionCard
      title={t('seats.title')}
      description={t('seats.summary', {
        used: seats.used,
        total: seats.total,
        included: seats.included,
        bought: seats.bought,
      })}
      testId="seats-card"
      size="sm"
      // When the seats are full, the button stands beside the words saying so instead.
      actions={buy && !full ? buyButton('seats-buy') : undefined}
    >
      <Stack gap="3">
        {full ? (
          <HStack gap="3" wrap="wrap">
            <Text fontSize="sm" color="orange.fg" data-testid="seats-full">
              {t('seats.full')}
            </Text>
            {buy ? buyButton('seats-full-buy') : null}
          </HStack>
        ) : null}
        {list.length > 0 ? (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" data-testid="seat-orders">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('seats.orderNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('seats.count')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('seats.total')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('seats.created')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('seats.status')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((o) => (
                  <Table.Row key={o.orderId} data-testid="seat-order">
                    <Table.Cell>{o.orderNo}</Table.Cell>
                    <Table.Cell>{o.seats}</Table.Cell>
                    <Table.Cell>
                      <Money amount={o.total} currency="CNY" />
                    </Table.Cell>
                    <Table.Cell>{formatDateTime(o.createdAt, i18n.language as Lang)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Badge
                          colorPalette={
                            o.status === 'paid' ? 'green' : o.status === 'unpaid' ? 'orange' : 'gray'
                          }
                        >
                          {t(`seats.state.${o.status}`)}
                        </Badge>
                        {o.status === 'unpaid' && manage ? (
                          <Button asChild size="xs" variant="ghost" colorPalette="blue">
                            <RouterLink to="/payment" search={{ orderId: o.orderId }}>
                              {t('seats.pay')}
                            </RouterLink>
                          </Button>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('seats.noOrders')}
          </Text>
        )}
      </Stack>
      <SeatOrderDialog open={buying} onClose={() => setBuying(false)} />
    </SectionCard>
  )
}
