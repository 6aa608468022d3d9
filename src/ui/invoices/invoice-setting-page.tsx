import { Alert, Button, Heading, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../domain/message-key'
import { BusinessError } from '../../api/client'
import { invoiceHeadersQuery, invoiceSettingsQuery, saveSettingsMutation } from '../../api/invoices'
import { addressListQuery } from '../../api/member'
import type { InvoiceType } from '../../api/schemas/invoices'
import { FormField } from '../kit/form-field'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'

/** The default invoice header, invoice type and mailing address used to prefill every request. */
export function InvoiceSettingPage() {
  const { t } = useTranslation('invoices')
  const { data: settings } = useSuspenseQuery(invoiceSettingsQuery())
  const { data: headers } = useSuspenseQuery(invoiceHeadersQuery())
  const { data: addresses } = useSuspenseQuery(addressListQuery())
  const save = useMutation(saveSettingsMutation())
  const [headerId, setHeaderId] = useState(settings.defaultHeaderId ?? '')
  const [addressId, setAddressId] = useState(settings.addressId ?? '')
  const [invoiceType, setInvoiceType] = useState<InvoiceType>(settings.invoiceType)
  const [tried, setTried] = useState(false)
  const header = headers.list.find((h) => h.id === headerId)
  const type: InvoiceType = header?.kind === 'personal' ? 'vatGeneral' : invoiceType
  const address = addresses.list.find((a) => a.id === addressId)
  const errors: Record<'headerId' | 'addressId', MessageKey | undefined> = {
    headerId: header ? undefined : 'validation:required',
    addressId: address ? undefined : 'validation:required',
  }

  const submit = async () => {
    setTried(true)
    if (!header || !address) return
    try {
      await save.mutateAsync({ defaultHeaderId: header.id, addressId: address.id, invoiceType: type })
      toastSuccess(t('settings.saved'))
    } catch (error) {
      toastError(error instanceof BusinessError ? error.msg : t('settings.failed'))
    }
  }

  return (
    <Stack gap="5" maxW="3xl" data-testid="invoice-setting-page">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('settings.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('settings.description')}
        </Text>
      </Stack>
      <SectionCard title={t('settings.card')}>
        <Stack gap="4">
          {headers.list.length === 0 && (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Description>
                {t('settings.noHeaders')}{' '}
                <Link asChild colorPalette="blue">
                  <RouterLink to="/personal/finance/invoiceInformation">{t('settings.addHeader')}</RouterLink>
                </Link>
              </Alert.Description>
            </Alert.Root>
          )}
          <FormField label={t('settings.header')} required error={tried ? errors.headerId : undefined}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={headerId}
                onChange={(e) => setHeaderId(e.target.value)}
                data-testid="setting-header"
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
            helperText={t(header?.kind === 'personal' ? 'request.personalType' : `request.typeHelp.${type}`)}
          >
            <NativeSelect.Root size="sm" disabled={header?.kind === 'personal'}>
              <NativeSelect.Field
                value={type}
                onChange={(e) => setInvoiceType(e.target.value as InvoiceType)}
              >
                <option value="vatSpecial">{t('types.vatSpecial')}</option>
                <option value="vatGeneral">{t('types.vatGeneral')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={t('settings.address')}
            required
            error={tried ? errors.addressId : undefined}
            helperText={
              address ? t('settings.addressLine', { phone: address.phone, zip: address.zipCode }) : undefined
            }
          >
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={addressId}
                onChange={(e) => setAddressId(e.target.value)}
                data-testid="setting-address"
              >
                <option value="">{t('request.choose')}</option>
                {addresses.list.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.recipient} · {a.province}
                    {a.city === a.province ? '' : a.city}
                    {a.district}
                    {a.address}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <HStack justify="flex-end">
            <Button colorPalette="blue" loading={save.isPending} onClick={() => void submit()}>
              {t('actions.save')}
            </Button>
          </HStack>
        </Stack>
      </SectionCard>
    </Stack>
  )
}
