import { Badge, Box, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { PayableOrder } from '../../../api/schemas/orders-pay'
import { jurisdictionName } from '../../../domain/registration/jurisdictions'
import { useRootState } from '../../../state/root'
import { Price } from '../../kit/price'
import { useQuote } from '../../kit/price'

/** The fee lines as a real table (a grid of spans with ARIA roles lacked its rows: axe "aria-required-*"). */
const ROWS = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '14px',
  '& th, & td': { paddingBlock: '3px', textAlign: 'left', verticalAlign: 'top' },
  '& th + th, & td + td': { paddingInlineStart: '16px' },
  '& th': { color: 'var(--chakra-colors-fg-muted)', fontSize: '12px', fontWeight: 'normal' },
  '& .num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
} as const

/**
 * What the customer is paying for: the service, the mark and classes, each fee line with its official and
 * service parts, the coupon discount apart, what was paid already and the amount due now. Amounts show in
 * the header's quote currency; the charge is in CNY.
 */
export function OrderSummary({ order }: { order: PayableOrder }) {
  const { t } = useTranslation('payment')
  const { lang } = useRootState()
  const { currency } = useQuote()
  return (
    <Stack gap="3" data-testid="order-summary">
      <HStack justify="space-between" align="flex-start" wrap="wrap">
        <Box>
          <Heading as="h2" size="md">
            {lang === 'en' ? order.serviceName.en : order.serviceName.zh}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('summary.orderNo', { orderNo: order.orderNo })}
          </Text>
        </Box>
        {order.kind !== 'standard' ? <Badge colorPalette="purple">{t(`kind.${order.kind}`)}</Badge> : null}
      </HStack>
      <Box
        as="dl"
        css={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: '12px',
          rowGap: '4px',
          fontSize: '14px',
        }}
      >
        {/* An order for no mark (team member seats) has no mark row. */}
        {order.trademarkName ? (
          <>
            <Text as="dt" color="fg.muted">
              {t('summary.mark')}
            </Text>
            <Text as="dd" fontWeight="medium">
              {order.trademarkName}
            </Text>
          </>
        ) : null}
        {order.niceClasses.length ? (
          <>
            <Text as="dt" color="fg.muted">
              {t('summary.classes')}
            </Text>
            <Text as="dd">{order.niceClasses.join(', ')}</Text>
          </>
        ) : null}
        {order.countries.length ? (
          <>
            <Text as="dt" color="fg.muted">
              {t('summary.countries')}
            </Text>
            <Text as="dd">{order.countries.join(', ')}</Text>
          </>
        ) : null}
      </Box>
      <Separator />
      <Box as="table" css={ROWS} aria-label={t('summary.feesTitle')}>
        <thead>
          <tr>
            <th scope="col">{t('summary.line')}</th>
            <th scope="col" className="num">
              {t('summary.official')}
            </th>
            <th scope="col" className="num">
              {t('summary.service')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <FeeRow
              key={`${line.kind}-${line.mark ?? 0}-${line.country ?? line.classNo ?? i}`}
              label={t(`line.${line.kind}`, {
                count: line.quantity,
                country: line.country ? jurisdictionName(line.country, lang) : '',
              })}
              official={line.official}
              service={line.service}
            />
          ))}
        </tbody>
      </Box>
      {order.items.length ? (
        <Stack gap="1" data-testid="quote-items">
          <Text fontSize="sm" fontWeight="medium">
            {t('summary.quoteItems')}
          </Text>
          {order.items.map((item) => (
            <HStack key={item.description.en} justify="space-between" fontSize="sm">
              <Text>{lang === 'en' ? item.description.en : item.description.zh}</Text>
              <Price cny={item.amount} />
            </HStack>
          ))}
        </Stack>
      ) : null}
      <Separator />
      <Stack gap="1" fontSize="sm">
        <Amount label={t('summary.officialFee')} cny={order.officialFee} />
        <Amount label={t('summary.serviceFee')} cny={order.serviceFee} />
        {order.couponDiscount > 0 ? (
          <Amount label={t('summary.couponDiscount')} cny={-order.couponDiscount} testId="coupon-discount" />
        ) : null}
        <Amount label={t('summary.total')} cny={order.total} />
        {order.paidAmount > 0 && order.paymentStatus !== 'paid' ? (
          <Amount label={t('summary.paidAlready')} cny={-order.paidAmount} />
        ) : null}
      </Stack>
      <HStack justify="space-between" align="baseline" data-testid="amount-due">
        <Text fontWeight="semibold">{t('summary.amountDue')}</Text>
        <Price cny={order.amountDue} showCny fontSize="xl" fontWeight="bold" color="red.600" />
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {currency === 'CNY' ? t('summary.chargedInCny') : t('summary.convertedNote', { currency })}
      </Text>
    </Stack>
  )
}

function FeeRow({ label, official, service }: { label: string; official: number; service: number }) {
  return (
    <tr>
      <td>{label}</td>
      <td className="num">
        <Price cny={official} />
      </td>
      <td className="num">
        <Price cny={service} />
      </td>
    </tr>
  )
}

function Amount({ label, cny, testId }: { label: string; cny: number; testId?: string }) {
  return (
    <HStack justify="space-between" data-testid={testId}>
      <Text color="fg.muted">{label}</Text>
      <Price cny={cny} />
    </HStack>
  )
}
