import { Alert, Box, Button, Container, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { watchOrderQuery } from '../../api/monitoring-watches'
import { useHasRoute } from '../layout/use-has-route'
import { PageHeader } from '../kit/page-header'
import { Price } from '../kit/price'
import { SectionCard } from '../kit/section-card'
import { useOfficeNames, useWatchText } from './use-watch-text'
import { WatchStatusBadge } from './watch-status-badge'

/**
 * /monitor/confirm: after paying (or sending a transfer proof), what was bought: each watch with its offices
 * and the days it runs, and where to follow it (my watches, the results).
 */
export function WatchConfirmPage({ orderId }: { orderId: string }) {
  const { t, date } = useWatchText()
  const offices = useOfficeNames()
  const hasRoute = useHasRoute()
  const { data } = useSuspenseQuery(watchOrderQuery(orderId))
  const paid = data.order.paymentStatus === 'paid'
  const results = '/monitoringResult'
  return (
    <Container maxW="5xl" py="2" data-testid="watch-confirm-page">
      <Stack gap="5">
        <PageHeader
          title={paid ? t('confirm.title') : t('confirm.waitingTitle')}
          description={t('confirm.order', { orderNo: data.order.orderNo })}
        />
        <Alert.Root status={paid ? 'success' : 'info'} data-testid="watch-confirm-status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{paid ? t('confirm.paid') : t('confirm.waiting')}</Alert.Title>
            <Alert.Description>
              {paid ? t('confirm.paidText', { date: date(data.order.paidAt) }) : t('confirm.waitingText')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <SectionCard title={t('confirm.bought', { count: data.watches.length })} size="sm">
          <Box overflowX="auto" borderWidth="1px" rounded="md">
            <Table.Root size="sm" data-testid="watch-confirm-list">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('table.watch')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('table.countries')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('table.runs')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('table.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('table.amount')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.watches.map((w) => (
                  <Table.Row key={w.id} data-testid="watch-confirm-row">
                    <Table.Cell>
                      <Text fontWeight="medium">{w.name || t('table.imageOnly')}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t(`kind.${w.kind}`)} · {t(`period.${w.period}`)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{offices(w.countries)}</Table.Cell>
                    <Table.Cell data-testid="watch-confirm-dates">
                      {w.startsOn
                        ? t('table.fromTo', { from: date(w.startsOn), to: date(w.endsOn) })
                        : t('table.startsWhenPaid')}
                    </Table.Cell>
                    <Table.Cell>
                      <WatchStatusBadge status={w.status} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Price cny={data.lines.find((l) => l.watchId === w.id)?.amount ?? w.price} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Text fontSize="sm" color="fg.muted" mt="3">
            {t('confirm.next')}
          </Text>
        </SectionCard>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="blue" data-testid="confirm-my-watches">
            <Link to="/myMonitor">{t('confirm.toMyWatches')}</Link>
          </Button>
          {hasRoute(results) ? (
            <Button asChild variant="outline">
              <Link to={results} search={{ watchId: data.watches[0]?.id }}>
                {t('confirm.toResults')}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link to="/trademarkMonitoring">{t('confirm.another')}</Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  )
}
