import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { Watch } from '../../api/schemas/monitoring'
import { useHasRoute } from '../layout/use-has-route'
import { useOfficeNames, useWatchText } from './use-watch-text'
import { WatchStatusBadge } from './watch-status-badge'
import { WatchThumb } from './watch-thumb'

export type WatchAction = 'extend' | 'stop' | 'delete'

/** What can be done with a watch in its status (the server refuses the rest). */
export const actionsOf = (w: Pick<Watch, 'status'>): WatchAction[] => {
  switch (w.status) {
    case 'active':
      return ['extend', 'stop']
    case 'trial':
      return ['extend', 'stop']
    case 'expired':
      return ['extend', 'delete']
    case 'stopped':
    case 'unpaid':
      return ['delete']
  }
}

/** What the watch watches, in one line: the words, the applicant, or the own mark. */
export function useWatchSubject() {
  const { t, pick } = useWatchText()
  return (w: Watch) =>
    w.kind === 'applicant' && w.applicant
      ? pick(w.applicant)
      : w.name || (w.watchedRegNo ? t('table.ownMark', { regNo: w.watchedRegNo }) : t('table.imageOnly'))
}

/** The member's watches as a table: subject, classes, offices, status, hits and unread, dates and actions. */
export function WatchTable({
  watches,
  onAction,
}: {
  watches: readonly Watch[]
  onAction: (watch: Watch, action: WatchAction) => void
}) {
  const { t, date } = useWatchText()
  const offices = useOfficeNames()
  const subject = useWatchSubject()
  const hasRoute = useHasRoute()
  const results = '/monitoringResult'
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="watch-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('table.watch')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.classes')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.countries')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.hits')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.lastIssue')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.runs')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {watches.map((w) => (
            <Table.Row key={w.id} data-testid="watch-row" data-watch-id={w.id}>
              <Table.Cell maxW="60">
                <HStack gap="2">
                  {w.imageUrl ? <WatchThumb src={w.imageUrl} alt={t('form.imageAlt')} /> : null}
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" truncate data-testid="watch-subject">
                      {subject(w)}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {t(`kind.${w.kind}`)}
                      {w.trial ? ` · ${t('table.trial')}` : ''}
                    </Text>
                  </Stack>
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <Text fontSize="sm">{w.classes.join(', ') || '—'}</Text>
                {w.groups.length ? (
                  <Text fontSize="xs" color="fg.muted">
                    {t('table.groups', { groups: w.groups.join(', ') })}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>{offices(w.countries)}</Table.Cell>
              <Table.Cell>
                <WatchStatusBadge status={w.status} />
              </Table.Cell>
              <Table.Cell data-testid="watch-hits">
                <HStack gap="1">
                  <Text>{w.hitCount}</Text>
                  {w.unreadCount > 0 ? (
                    <Badge colorPalette="red" size="xs" data-testid="watch-unread">
                      {t('table.unread', { count: w.unreadCount })}
                    </Badge>
                  ) : null}
                </HStack>
              </Table.Cell>
              <Table.Cell>{w.lastIssueNo ? t('table.issueNo', { issueNo: w.lastIssueNo }) : '—'}</Table.Cell>
              <Table.Cell fontSize="sm">
                {w.startsOn ? (
                  <>
                    <Text>{t('table.fromTo', { from: date(w.startsOn), to: date(w.endsOn) })}</Text>
                    {w.daysLeft !== null &&
                    w.daysLeft >= 0 &&
                    (w.status === 'active' || w.status === 'trial') ? (
                      <Text fontSize="xs" color={w.daysLeft <= 15 ? 'fg.error' : 'fg.muted'}>
                        {t('table.daysLeft', { count: w.daysLeft })}
                      </Text>
                    ) : null}
                  </>
                ) : (
                  <Text color="fg.muted">{t('table.startsWhenPaid')}</Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  {w.status === 'unpaid' && w.orderId ? (
                    <Button asChild size="xs" colorPalette="blue" data-testid="watch-pay">
                      <Link to="/monitor/payment" search={{ orderId: w.orderId }}>
                        {t('actions.pay')}
                      </Link>
                    </Button>
                  ) : null}
                  {w.status !== 'unpaid' && hasRoute(results) ? (
                    <Button asChild size="xs" variant="outline" data-testid="watch-results">
                      <Link to={results} search={{ watchId: w.id }}>
                        {t('actions.results')}
                      </Link>
                    </Button>
                  ) : null}
                  {actionsOf(w).map((action) => (
                    <Button
                      key={action}
                      size="xs"
                      variant="ghost"
                      colorPalette={action === 'extend' ? 'blue' : 'red'}
                      onClick={() => onAction(w, action)}
                      data-testid={`watch-${action}`}
                    >
                      {t(`actions.${action}`)}
                    </Button>
                  ))}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}
