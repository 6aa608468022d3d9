import { Alert, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderSummary } from '../../../api/schemas/orders-manage'
import { EmptyState } from '../../kit/empty-state'
import { Pagination } from '../../kit/pagination'
import { DeleteDialog } from '../delete-dialog'
import { ORDER_PAGE_SIZE, orderListQuery } from '../../../api/orders'
import { RefundDialog } from '../refund-dialog'
import { useOrderActions } from '../use-order-actions'
import { useOrderNavigation } from '../use-order-navigation'
import { OrderFilterBar } from './order-filter-bar'
import { toListFilters } from '../../../domain/order-list-filters'
import type { OrderSearch } from '../../../domain/order-search'
import { OrderTable } from './order-table'

export interface OrderListPageProps {
  search: OrderSearch
  onSearch: (search: OrderSearch) => void
}

const toggle = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** /orderManage: the member's orders with filters, paging, child orders and the order actions. */
export function OrderListPage({ search, onSearch }: OrderListPageProps) {
  const { t } = useTranslation('orders')
  const filters = useMemo(() => toListFilters(search), [search])
  const { data, isError, isFetching, refetch } = useQuery({
    ...orderListQuery(filters),
    placeholderData: keepPreviousData,
  })
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [deleting, setDeleting] = useState<OrderSummary | null>(null)
  const [refunding, setRefunding] = useState<OrderSummary | null>(null)
  const actions = useOrderActions()
  const nav = useOrderNavigation()

  const onToggleSelect = useCallback((id: string) => setSelected((s) => toggle(s, id)), [])
  const onToggleExpand = useCallback((id: string) => setExpanded((s) => toggle(s, id)), [])
  const onDelete = useCallback((o: OrderSummary) => setDeleting(o), [])
  const onRefund = useCallback((o: OrderSummary) => setRefunding(o), [])
  const filtered = Object.keys(search).some((k) => k !== 'page')

  let body
  if (isError && !data) {
    body = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('list.loadFailed')}</Alert.Title>
        <Button size="xs" variant="outline" ms="auto" onClick={() => void refetch()}>
          {t('actions.retry')}
        </Button>
      </Alert.Root>
    )
  } else if (!data) {
    body = <Text color="fg.muted">{t('list.loading')}</Text>
  } else if (data.list.length === 0) {
    body = (
      <Box data-testid="orders-empty">
        <EmptyState
          title={filtered ? t('list.emptyFilteredTitle') : t('list.emptyTitle')}
          description={filtered ? t('list.emptyFilteredDescription') : t('list.emptyDescription')}
        >
          {filtered ? (
            <Button size="sm" variant="outline" onClick={() => onSearch({})}>
              {t('filters.reset')}
            </Button>
          ) : null}
        </EmptyState>
      </Box>
    )
  } else {
    body = (
      <Stack gap="3" opacity={isFetching ? 0.7 : 1} aria-busy={isFetching}>
        <OrderTable
          orders={data.list}
          selected={selected}
          expanded={expanded}
          onPay={nav.pay}
          onDelete={onDelete}
          onRefund={onRefund}
          onToggleSelect={onToggleSelect}
          onToggleExpand={onToggleExpand}
        />
        <Pagination
          page={data.pageNum}
          pageSize={ORDER_PAGE_SIZE}
          total={data.total}
          onChange={(page) => onSearch({ ...search, page })}
        />
      </Stack>
    )
  }

  return (
    <Stack gap="4" data-testid="order-manage">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <div>
          <Heading as="h1" size="lg">
            {t('list.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('list.description')}
          </Text>
        </div>
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('list.selectedCount', { count: selected.size })}
          </Text>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={selected.size === 0}
            onClick={() => nav.requestInvoice([...selected])}
            data-testid="request-invoice"
          >
            {t('actions.requestInvoice')}
          </Button>
        </HStack>
      </HStack>
      <OrderFilterBar
        value={search}
        onApply={(next) => {
          setSelected(new Set())
          onSearch(next)
        }}
      />
      {body}
      <DeleteDialog
        order={deleting}
        busy={actions.deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async (id) => {
          const ok = await actions.deleteOrder(id)
          if (ok) setSelected((s) => (s.has(id) ? toggle(s, id) : s))
          return ok
        }}
      />
      <RefundDialog
        order={refunding}
        busy={actions.refunding}
        onClose={() => setRefunding(null)}
        onSubmit={actions.requestRefund}
      />
    </Stack>
  )
}
