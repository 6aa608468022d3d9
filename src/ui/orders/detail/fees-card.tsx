import { Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { OrderDetail } from '../../../api/schemas/orders-manage'
import { FeeLinesTable } from '../../flow/fee-lines'
import { Price } from '../../kit/price'
import { SectionCard } from '../../kit/section-card'

/**
 * The fee lines of an order (official and service parts apart, each worded as on the page that priced it),
 * the coupon discount and the total.
 */
export function FeesCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders')
  return (
    <SectionCard title={t('detail.fees')} testId="order-fees" size="sm">
      <FeeLinesTable
        lines={order.lines}
        official={order.officialFee}
        service={order.serviceFee}
        total={order.total}
        beforeTotal={
          <Table.Row>
            <Table.Cell colSpan={3}>{t('columns.coupon')}</Table.Cell>
            <Table.Cell textAlign="end">
              {order.couponDiscount > 0 ? (
                <Text as="span" color="green.fg">
                  −<Price cny={order.couponDiscount} />
                </Text>
              ) : (
                '—'
              )}
            </Table.Cell>
          </Table.Row>
        }
        testIds={{ line: 'fee-line', official: 'official-fee', service: 'service-fee', total: 'order-total' }}
      />
    </SectionCard>
  )
}
