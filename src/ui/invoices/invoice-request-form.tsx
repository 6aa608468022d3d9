import {
  Alert,
  Badge,
  Button,
  HStack,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import {
  invoiceHeadersQuery,
  invoiceOrdersQuery,
  invoiceSettingsQuery,
  requestInvoiceMutation,
} from '../../api/invoices'
import { addressListQuery, userInfoQuery } from '../../api/member'
import type { Invoice, InvoiceType } from '../../api/schemas/invoices'
import { needsVerification } from '../../domain/certification'
import type { Message, MessageKey } from '../../domain/message-key'
import { INVOICE_TAX_RATE, invoiceTax } from '../../domain/pricing'
import { useRootState } from '../../state/root'
import { FormField } from '../kit/form-field'
import { Price } from '../kit/price'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'

export interface InvoiceRequestFormProps {
  orderIds: string[]
  onDone: (invoice: Invoice) => void
  onCancel: () => void
}

const REMARK_MAX = 200

/** Requests one invoice for the given paid orders: header, invoice type, mailing address, amounts with tax. */
export function InvoiceRequestForm({ orderIds, onDone, onCancel }: InvoiceRequestFormProps) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const { data: orders } = useSuspenseQuery(invoiceOrdersQuery({ orderIds, pageSize: 50 }))
  const { data: headers } = useSuspenseQuery(invoiceHeadersQuery())
  const { data: settings } = useSuspenseQuery(invoiceSettingsQuery())
  const { data: addresses } = useSuspenseQuery(addressListQuery())
  const submit = useMutation(requestInvoiceMutation())
  const profile = useQuery(userInfoQuery())
  // A special VAT invoice names the verified company (see the company verification page).
  const unverified =
    profile.data !== undefined &&
    needsVerification(profile.data.accountType) &&
    profile.data.certificationStatus !== 'approved'

  const [headerId, setHeaderId] = useState(settings.defaultHeaderId ?? '')
  const [invoiceType, setInvoiceType] = useState<InvoiceType>(settings.invoiceType)
  const [addressId, setAddressId] = useState(settings.addressId ?? '')
  const [remark, setRemark] = useState('')
  const [tried, setTried] = useState(false)

  const header = headers.list.find((h) => h.id === headerId)
  // A personal header can only take a general invoice.
  const type: InvoiceType = header?.kind === 'personal' ? 'vatGeneral' : invoiceType
  const usable = orders.list.filter((o) => o.blockedReason === null)
  const blocked = orders.list.filter((o) => o.blockedReason !== null)
  const missing = orderIds.filter((id) => !orders.list.some((o) => o.id === id))
  const amount = Math.round(usable.reduce((s, o) => s + o.total, 0) * 100) / 100
  const tax = type === 'vatSpecial' ? invoiceTax(amount) : 0
  const errors: { headerId?: MessageKey; addressId?: MessageKey; remark?: Message } = {
    headerId: !header ? 'validation:required' : undefined,
    addressId: !addresses.list.some((a) => a.id === addressId) ? 'validation:required' : undefined,
    // Translated here: the words take the limit, which a bare key cannot carry.
    remark:
      remark.length > REMARK_MAX ? { text: t('request.remarkTooLong', { max: REMARK_MAX }) } : undefined,
  }
  const service = (name: { zh: string; en: string }) =>
    lang === 'en' ? name.en || name.zh : name.zh || name.en

  const onSubmit = async () => {
    setTried(true)
    if (errors.headerId || errors.addressId || errors.remark || usable.length === 0) return
    try {
      const invoice = await submit.mutateAsync({
        orderIds: usable.map((o) => o.id),
        headerId,
        invoiceType: type,
        addressId,
        remark,
      })
      toastSuccess(t('request.done', { no: invoice.requestNo }))
      onDone(invoice)
    } catch (error) {
      toastError(error instanceof BusinessError ? error.msg : t('request.failed'))
    }
  }

  return (
    <SectionCard title={t('request.title')} description={t('request.description')} testId="invoice-request">
      <Stack gap="5">
        {(blocked.length > 0 || missing.length > 0) && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('request.someBlocked')}</Alert.Title>
              <Alert.Description>
                {blocked.map((o) => `${o.orderNo}: ${t(`request.blocked.${o.blockedReason!}`)}`).join('；')}
                {missing.length > 0 && ` ${t('request.missing', { ids: missing.join(', ') })}`}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('request.columns.orderNo')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('request.columns.service')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('request.columns.trademark')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('request.columns.total')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('request.columns.state')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {orders.list.map((o) => (
                <Table.Row key={o.id} data-testid="request-order" opacity={o.blockedReason ? 0.6 : 1}>
                  <Table.Cell fontFamily="mono">{o.orderNo}</Table.Cell>
                  <Table.Cell>{service(o.serviceName)}</Table.Cell>
                  <Table.Cell>{o.trademarkName}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Price cny={o.total} />
                  </Table.Cell>
                  <Table.Cell>
                    {o.blockedReason ? (
                      <Badge colorPalette="red">{t(`request.blocked.${o.blockedReason}`)}</Badge>
                    ) : (
                      <Badge colorPalette="green">{t('request.included')}</Badge>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>

        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t('request.header')} required error={tried ? errors.headerId : undefined}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={headerId}
                onChange={(e) => setHeaderId(e.target.value)}
                data-testid="request-header"
              >
                <option value="">{t('request.choose')}</option>
                {headers.list.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.title} · {t(`headers.kinds.${h.kind}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={t('request.type')}
            helperWarning={type === 'vatSpecial' && unverified}
            helperTestId="request-type-help"
            helperText={
              type === 'vatSpecial' && unverified ? (
                <>
                  {t('request.verifyFirst')}{' '}
                  <Link asChild colorPalette="blue">
                    <RouterLink to="/personal/enterpriseCertification">{t('request.verifyLink')}</RouterLink>
                  </Link>
                </>
              ) : (
                t(header?.kind === 'personal' ? 'request.personalType' : `request.typeHelp.${type}`)
              )
            }
          >
            <NativeSelect.Root size="sm" disabled={header?.kind === 'personal'}>
              <NativeSelect.Field
                value={type}
                onChange={(e) => setInvoiceType(e.target.value as InvoiceType)}
                data-testid="request-type"
              >
                <option value="vatSpecial">{t('types.vatSpecial')}</option>
                <option value="vatGeneral">{t('types.vatGeneral')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('request.address')} required error={tried ? errors.addressId : undefined}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={addressId}
                onChange={(e) => setAddressId(e.target.value)}
                data-testid="request-address"
              >
                <option value="">{t('request.choose')}</option>
                {addresses.list.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.recipient} · {a.city}
                    {a.district}
                    {a.address}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <FormField label={t('request.remark')} error={errors.remark}>
          <Textarea
            rows={2}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            placeholder={t('request.remarkHelp')}
          />
        </FormField>

        <HStack justify="space-between" align="flex-end" wrap="wrap" gap="4">
          <Stack gap="1" fontSize="sm" data-testid="request-amounts">
            <HStack gap="2">
              <Text color="fg.muted">{t('list.amount')}</Text>
              <Price cny={amount} />
            </HStack>
            {type === 'vatSpecial' && (
              <HStack gap="2">
                <Text color="fg.muted">{t('list.tax', { rate: (INVOICE_TAX_RATE * 100).toFixed(2) })}</Text>
                <Price cny={tax} data-testid="request-tax" />
              </HStack>
            )}
            <HStack gap="2">
              <Text fontWeight="semibold">{t('list.totalWithTax')}</Text>
              <Price cny={amount + tax} fontWeight="semibold" showCny />
            </HStack>
          </Stack>
          <HStack gap="2">
            <Button variant="outline" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button
              colorPalette="blue"
              loading={submit.isPending}
              disabled={usable.length === 0}
              onClick={() => void onSubmit()}
            >
              {t('request.submit', { count: usable.length })}
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </SectionCard>
  )
}
