import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { EmptyState } from '../kit/empty-state'
import { Pagination } from '../kit/pagination'
import { Price } from '../kit/price'
import { SectionCard } from '../kit/section-card'
import { createDemoOrderMutation } from '../../api/payment'
import { UNPAID_PAGE_SIZE, unpaidOrdersQuery } from '../../api/orders'

const TABLE = {
  width: '100%',
  fontSize: '14px',
  borderCollapse: 'collapse',
  '& th': { textAlign: 'left', color: 'var(--chakra-colors-fg-muted)', fontWeight: 500, padding: '6px 8px' },
  '& td': { padding: '8px', borderTop: '1px solid var(--chakra-colors-border)' },
  '& .num': { textAlign: 'right' },
} as const

/** /payment without an order: the member's unpaid orders, each with its pay link. */
export function UnpaidOrders({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('payment')
  const { lang } = useRootState()
  const { data } = useSuspenseQuery(unpaidOrdersQuery(page, UNPAID_PAGE_SIZE))
  const demo = useMutation(createDemoOrderMutation())
  return (
    <SectionCard
      title={t('unpaid.title')}
      description={t('unpaid.intro')}
      testId="unpaid-orders"
      actions={
        import.meta.env.VITE_MOCK === '1' ? (
          <Button
            size="sm"
            variant="outline"
            loading={demo.isPending}
            onClick={() => demo.mutate({ kind: 'standard' }, { onSuccess: () => onPage(1) })}
          >
            {t('unpaid.demoOrder')}
          </Button>
        ) : null
      }
    >
      {data.list.length === 0 ? (
        <EmptyState title={t('unpaid.empty')} />
      ) : (
        <Stack gap="3">
          <Box overflowX="auto">
            <Box as="table" css={TABLE}>
              <thead>
                <tr>
                  <th>{t('unpaid.orderNo')}</th>
                  <th>{t('unpaid.service')}</th>
                  <th>{t('summary.mark')}</th>
                  <th>{t('unpaid.created')}</th>
                  <th className="num">{t('summary.amountDue')}</th>
                  <th>
                    <VisuallyHidden>{t('unpaid.action')}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((o) => (
                  <tr key={o.id}>
                    <td>{o.orderNo}</td>
                    <td>{lang === 'en' ? o.serviceName.en : o.serviceName.zh}</td>
                    <td>{o.trademarkName}</td>
                    <td>{formatDate(o.createdAt, lang)}</td>
                    <td className="num">
                      <Price cny={o.amountDue} />
                    </td>
                    <td>
                      <HStack justify="flex-end">
                        {o.paymentStatus === 'paying' ? (
                          <Text fontSize="xs" color="orange.700">
                            {t('unpaid.awaiting')}
                          </Text>
                        ) : null}
                        <Button asChild size="xs" colorPalette="blue">
                          <RouterLink
                            to={
                              o.kind === 'temporary'
                                ? '/payLinshi'
                                : o.kind === 'balance'
                                  ? '/payLast'
                                  : '/payment'
                            }
                            search={{ orderId: o.id }}
                          >
                            {t('unpaid.pay')}
                          </RouterLink>
                        </Button>
                      </HStack>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
          <Pagination page={page} pageSize={UNPAID_PAGE_SIZE} total={data.total} onChange={onPage} />
        </Stack>
      )}
    </SectionCard>
  )
}
