import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { linkOptions } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useRootState } from '../../state/root'
import { formatNumber } from '../../domain/format'
import { Money } from '../kit/money'
import {
  noticeCountOptions,
  overdueTasksOptions,
  tasksOptions,
  unpaidBillsOptions,
  HOME_PAGE_SIZE,
} from '../../api/home'
import { StatCard } from './stat-card'

/** Outstanding debit notes, deadlines in the next 30 days, overdue deadlines and unread notices. */
export function SummaryStats() {
  const { t } = useTranslation('home')
  const { lang, currency_root } = useRootState()
  // Same keys as the first page of the panels, so the cards cost no extra calls.
  const bills = useQuery(unpaidBillsOptions(1))
  const next30 = useQuery(tasksOptions({ withinDays: 30, pageNum: 1, pageSize: HOME_PAGE_SIZE }))
  const dueByToday = useQuery(overdueTasksOptions())
  const notices = useQuery(noticeCountOptions())

  const overdue = dueByToday.data?.list.filter((task) => task.daysLeft < 0).length
  // More overdue rows than one page holds: the count is a lower bound.
  const overdueCapped = dueByToday.data !== undefined && dueByToday.data.total > dueByToday.data.list.length
  const upcoming = next30.data && overdue !== undefined ? Math.max(next30.data.total - overdue, 0) : undefined
  // The member's own currency first, then the others in their usual order.
  const totals = [...(bills.data?.unpaidTotals ?? [])].sort(
    (a, b) => Number(b.currency === currency_root) - Number(a.currency === currency_root),
  )
  const num = (n: number) => formatNumber(n, lang)

  return (
    <SimpleGrid as="section" aria-label={t('stats.label')} columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <StatCard
        testId="stat-outstanding"
        link={linkOptions({ to: '/order/debitNotes', search: { status: 'unpaid' } })}
        label={t('stats.outstanding')}
        value={bills.data ? num(bills.data.total) : undefined}
        help={
          totals.length > 0 ? (
            <Stack as="span" gap="0">
              {totals.map(({ currency, amount }) => (
                <Money key={currency} amount={amount} currency={currency} />
              ))}
            </Stack>
          ) : (
            t('stats.nothingDue')
          )
        }
        tone={bills.data && bills.data.total > 0 ? 'orange.fg' : undefined}
        loading={bills.isPending}
        error={bills.isError}
        onRetry={() => void bills.refetch()}
      />
      <StatCard
        testId="stat-due-soon"
        link={linkOptions({ to: '/home', search: { deadlines: 'next30' }, hash: 'deadlines' })}
        label={t('stats.dueSoon')}
        value={upcoming !== undefined ? num(upcoming) : undefined}
        help={t('stats.dueSoonHelp')}
        loading={next30.isPending || dueByToday.isPending}
        error={next30.isError || dueByToday.isError}
        onRetry={() => {
          if (next30.isError) void next30.refetch()
          if (dueByToday.isError) void dueByToday.refetch()
        }}
      />
      <StatCard
        testId="stat-overdue"
        link={linkOptions({ to: '/home', search: { deadlines: 'overdue' }, hash: 'deadlines' })}
        label={t('stats.overdue')}
        value={overdue !== undefined ? `${num(overdue)}${overdueCapped ? '+' : ''}` : undefined}
        help={overdue ? t('stats.overdueHelp') : t('stats.overdueNone')}
        tone={overdue ? 'fg.error' : undefined}
        loading={dueByToday.isPending}
        error={dueByToday.isError}
        onRetry={() => void dueByToday.refetch()}
      />
      <StatCard
        testId="stat-unread"
        label={t('stats.unread')}
        value={notices.data !== undefined ? num(notices.data) : notices.isSuccess ? '—' : undefined}
        help={t('stats.unreadHelp')}
        loading={notices.isPending}
        error={notices.isError}
        onRetry={() => void notices.refetch()}
      />
    </SimpleGrid>
  )
}
