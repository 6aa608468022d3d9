import { Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { OrderDetail } from '../../../api/schemas/orders-manage'
import { FEE_LINE_KINDS } from '../../../domain/pricing'
import { jurisdictionName } from '../../../domain/registration/jurisdictions'
import { useRootState } from '../../../state/root'
import { Price } from '../../kit/price'
import { SectionCard } from '../../kit/section-card'

type LineKind = (typeof FEE_LINE_KINDS)[number]
const isLineKind = (kind: string): kind is LineKind => (FEE_LINE_KINDS as readonly string[]).includes(kind)

/** The fee lines of an order (official and service parts apart), the coupon discount and the total. */
export function FeesCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders')
  const { lang } = useRootState()
  return (
    <SectionCard title={t('detail.fees')} testId="order-fees" size="sm">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('fees.item')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('fees.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.officialFee')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.serviceFee')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.lines.map((line, i) => (
            <Table.Row key={`${line.kind}-${i}`} data-testid="fee-line">
              <Table.Cell>
                {isLineKind(line.kind)
                  ? t(`fees.kind.${line.kind}`, {
                      country: line.country ? jurisdictionName(line.country, lang) : '',
                    })
                  : line.kind}
                {line.regNo ? (
                  <Text as="span" color="fg.muted" ms="2" data-testid="fee-line-mark">
                    {t('fees.forMark', { regNo: line.regNo })}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
              <Table.Cell textAlign="end">
                <Price cny={line.official} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Price cny={line.service} />
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="medium">
            <Table.Cell colSpan={2}>{t('fees.subtotal')}</Table.Cell>
            <Table.Cell textAlign="end" data-testid="official-fee">
              <Price cny={order.officialFee} />
            </Table.Cell>
            <Table.Cell textAlign="end" data-testid="service-fee">
              <Price cny={order.serviceFee} />
            </Table.Cell>
          </Table.Row>
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
          <Table.Row fontWeight="semibold">
            <Table.Cell colSpan={3}>{t('columns.total')}</Table.Cell>
            <Table.Cell textAlign="end" data-testid="order-total">
              <Price cny={order.total} showCny />
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </SectionCard>
  )
}
