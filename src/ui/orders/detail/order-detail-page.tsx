import { Badge, Box, Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../domain/format'
import {
  DETAIL_PAGE_OF,
  ORDER_DETAIL_CONFIG,
  detailPathOf,
  orderHomeOf,
  type OrderDetailPage as DetailPageKey,
} from '../../../domain/order-routes'
import { isProductTypeId } from '../../../domain/product-types'
import { useRootState } from '../../../state/root'
import { EmptyState } from '../../kit/empty-state'
import { orderDetailQuery } from '../../../api/orders'
import { OrderLink } from '../order-link'
import { BillingCard } from './billing-card'
import { ChildrenCard } from './children-card'
import { DocumentsCard } from './documents-card'
import { FeesCard } from './fees-card'
import { MailingCard } from './mailing-card'
import { OverviewCard } from './overview-card'
import { ProgressCard } from './progress-card'

export interface OrderDetailPageProps {
  orderId: string
  /** The route shown; an order of another product type is sent to its own page ('orderDetail' shows any). */
  page: DetailPageKey
  /**
   * What was filed through a wizard, shown under a registration's details (product types 0, 1, 2, 3, 26).
   * The route passes it in, since it belongs to the registration area.
   */
  filedApplication?: ReactNode
  /** The trademark service filed through a wizard (renewal, change …), shown under the order's details. */
  filedService?: ReactNode
}

/** The one order-detail layout: sections and labels come from the product type's configuration. */
export function OrderDetailPage({ orderId, page, filedApplication, filedService }: OrderDetailPageProps) {
  const { t } = useTranslation('orders')
  const { lang } = useRootState()
  const navigate = useNavigate()
  const {
    data: order,
    isError,
    isPending,
  } = useQuery({ ...orderDetailQuery(orderId), enabled: orderId !== '' })
  const backToList = (
    <Button asChild size="sm" variant="outline">
      <Link to="/orderManage">{t('detail.backToList')}</Link>
    </Button>
  )
  if (!orderId || isError) {
    return (
      <Box data-testid="order-not-found">
        <EmptyState title={t('detail.notFoundTitle')} description={t('detail.notFoundDescription')}>
          {backToList}
        </EmptyState>
      </Box>
    )
  }
  if (isPending) return <Text color="fg.muted">{t('list.loading')}</Text>
  if (!isProductTypeId(order.productType)) return null
  const home = orderHomeOf(order.productType)
  if (home) return <Navigate to={home} replace />
  if (page !== 'orderDetail' && DETAIL_PAGE_OF[order.productType] !== page) {
    return <Navigate to={detailPathOf(order.productType)} search={{ orderId }} replace />
  }
  const config = ORDER_DETAIL_CONFIG[order.productType]
  return (
    <Stack gap="4" data-testid="order-detail" data-page={page}>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t(`pageTitle.${config.page}`)}
          </Text>
          <Heading as="h1" size="lg">
            {lang === 'en' ? order.serviceName.en : order.serviceName.zh} · {order.trademarkName}
          </Heading>
          <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text fontFamily="mono" data-testid="detail-order-no">
              {order.orderNo}
            </Text>
            <Text>{t('detail.createdAt', { date: formatDateTime(order.createdAt, lang) })}</Text>
            {order.parentId ? (
              <Badge variant="outline">
                {t('detail.partOf')}{' '}
                <OrderLink orderId={order.parentId} productType={order.productType}>
                  {order.parentOrderNo}
                </OrderLink>
              </Badge>
            ) : null}
          </HStack>
        </Stack>
        {backToList}
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <Stack gap="4" minW="0">
          <OverviewCard order={order} config={config} />
          <FeesCard order={order} />
          <ChildrenCard orderId={order.id} />
          <DocumentsCard orderId={order.id} />
        </Stack>
        <Stack gap="4" minW="0">
          <BillingCard order={order} onDeleted={() => void navigate({ to: '/orderManage' })} />
          <ProgressCard orderId={order.id} />
          <MailingCard orderId={order.id} />
        </Stack>
      </Grid>
      {REGISTRATION_TYPES.includes(order.productType) ? filedApplication : null}
      {filedService}
    </Stack>
  )
}

/** Registrations filed through a wizard: exactly what was filed. */
const REGISTRATION_TYPES: readonly number[] = [0, 1, 2, 3, 26]
