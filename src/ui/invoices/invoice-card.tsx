import { Alert, Box, Button, Card, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '../../api/schemas/invoices'
import { formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'
import { Price } from '../kit/price'
import { InvoiceStatusBadge } from './invoice-status-badge'
import { InvoiceTimeline } from './invoice-timeline'

export interface InvoiceCardProps {
  invoice: Invoice
  /** Resubmits a refused request; set only where that is possible. */
  onResubmit?: (invoice: Invoice) => void
  resubmitting?: boolean
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Stack>
  )
}

/** One invoice request: who it is made out to, for which orders, the amounts with the tax line, and its steps. */
export const InvoiceCard = memo(function InvoiceCard({
  invoice,
  onResubmit,
  resubmitting,
}: InvoiceCardProps) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const service = (name: { zh: string; en: string }) =>
    lang === 'en' ? name.en || name.zh : name.zh || name.en
  return (
    <Card.Root size="sm" variant="outline" data-testid="invoice-card" data-request-no={invoice.requestNo}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="semibold" fontFamily="mono">
              {invoice.requestNo}
            </Text>
            <InvoiceStatusBadge status={invoice.status} />
            <Text fontSize="sm" color="fg.muted">
              {t(`types.${invoice.invoiceType}`)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('list.requestedAt', { date: formatDateTime(invoice.requestedAt, lang) })}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="5">
          <Stack gap="4">
            {invoice.status === 'notAudited' && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('list.refused')}</Alert.Title>
                  <Alert.Description>{invoice.rejectReason}</Alert.Description>
                </Alert.Content>
                {onResubmit && (
                  <Button
                    size="xs"
                    colorPalette="red"
                    variant="outline"
                    alignSelf="center"
                    loading={resubmitting}
                    onClick={() => onResubmit(invoice)}
                  >
                    {t('list.resubmit')}
                  </Button>
                )}
              </Alert.Root>
            )}
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
              <Fact label={t('headers.fields.title')}>{invoice.header.title}</Fact>
              <Fact label={t('headers.fields.taxpayerId')}>
                <Text fontFamily="mono">{invoice.header.taxpayerId || '—'}</Text>
              </Fact>
              <Fact label={t('list.mailTo')}>
                {invoice.address.recipient} {invoice.address.phone}
                <Text color="fg.muted">{invoice.address.address}</Text>
              </Fact>
              <Fact label={t('list.amount')}>
                <Price cny={invoice.amount} />
              </Fact>
              <Fact label={t('list.tax', { rate: (invoice.taxRate * 100).toFixed(2) })}>
                {invoice.taxRate > 0 ? <Price cny={invoice.tax} /> : t('list.noTax')}
              </Fact>
              <Fact label={t('list.totalWithTax')}>
                <Price cny={invoice.totalWithTax} fontWeight="semibold" showCny />
              </Fact>
              <Fact label={t('list.fapiaoNo')}>
                <Text fontFamily="mono">{invoice.fapiaoNo ?? t('list.notYet')}</Text>
              </Fact>
              <Fact label={t('list.trackingNo')}>
                <Text fontFamily="mono">
                  {invoice.trackingNo ? t('list.courier', { no: invoice.trackingNo }) : t('list.notYet')}
                </Text>
              </Fact>
            </Grid>
            <Stack gap="1">
              <Text fontSize="xs" color="fg.muted">
                {t('list.orders', { count: invoice.orders.length })}
              </Text>
              {invoice.orders.map((o) => (
                <HStack key={o.id} gap="3" fontSize="sm" wrap="wrap">
                  <Link asChild colorPalette="blue" fontFamily="mono">
                    <RouterLink to="/orderDetail" search={{ orderId: o.id }}>
                      {o.orderNo}
                    </RouterLink>
                  </Link>
                  <Text>{service(o.serviceName)}</Text>
                  <Text color="fg.muted">{o.trademarkName}</Text>
                  <Price cny={o.total} ms="auto" />
                </HStack>
              ))}
            </Stack>
          </Stack>
          <InvoiceTimeline timeline={invoice.timeline} />
        </Grid>
      </Card.Body>
    </Card.Root>
  )
})
