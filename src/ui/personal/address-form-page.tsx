import { Button, HStack, Input, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { BusinessError } from '../../api/client'
import { addressQuery, saveAddressMutation } from '../../api/member'
import { divisionsQuery } from '../../api/registration-applicants'
import { addressInputSchema, type Address } from '../../api/schemas/member'
import type { MessageKey } from '../../domain/message-key'
import { DivisionPicker, type DivisionValue } from '../flow/applicants/division-picker'
import { CheckBox } from '../kit/check-box'
import { FormField } from '../kit/form-field'
import { useFieldMessage } from '../kit/message'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'

/** The fields typed in; the division is chosen with the picker beside them. */
const fieldsSchema = addressInputSchema.pick({
  recipient: true,
  phone: true,
  address: true,
  zipCode: true,
  isDefault: true,
})
type Fields = z.input<typeof fieldsSchema>

const NO_DIVISION: DivisionValue = { province: null, city: null, district: null }
/** A municipality's list names its city '市辖区' (or '县'); an address writes the province there. */
const PLACEHOLDER_CITIES = ['市辖区', '县']

/** The picker's codes of a written address (a municipality's city written as the province), once loaded. */
function useDivisionOf(address: Address | undefined): DivisionValue | null {
  const provinces = useQuery({ ...divisionsQuery(''), enabled: Boolean(address) })
  const province = provinces.data?.list.find((d) => d.name === address?.province) ?? null
  const cities = useQuery({ ...divisionsQuery(province?.code ?? ''), enabled: Boolean(province) })
  const city =
    cities.data?.list.find(
      (d) =>
        d.name === address?.city ||
        (address?.city === address?.province && PLACEHOLDER_CITIES.includes(d.name)),
    ) ?? null
  const districts = useQuery({ ...divisionsQuery(city?.code ?? ''), enabled: Boolean(city) })
  const district = districts.data?.list.find((d) => d.name === address?.district) ?? null
  if (!address) return NO_DIVISION
  if (!provinces.data || (province && !cities.data) || (city && !districts.data)) return null
  const plain = (d: { code: string; name: string } | null) => (d ? { code: d.code, name: d.name } : null)
  return { province: plain(province), city: plain(city), district: plain(district) }
}

/**
 * /personal/mailAddressAdd (and ?id= to edit): recipient, phone, province → city → district, street and postal
 * code with the §5 address rules (recipient, phone, postal code and address not empty and well formed), and
 * whether it becomes the default. The server checks the same and that the division exists.
 */
export function AddressFormPage({ id }: { id?: string }) {
  const { t } = useTranslation('personal')
  const existing = useQuery({ ...addressQuery(id ?? ''), enabled: Boolean(id) })
  const resolved = useDivisionOf(existing.data)
  if (id && existing.isError)
    return (
      <Stack gap="3" align="flex-start" data-testid="address-missing">
        <Text>{t('form.missing')}</Text>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/personal/mailingAddress">{t('form.back')}</RouterLink>
        </Button>
      </Stack>
    )
  if (id && (!existing.data || !resolved))
    return <Spinner display="block" mx="auto" my="8" role="status" aria-label={t('addresses.loading')} />
  return <AddressForm existing={existing.data} division={resolved ?? NO_DIVISION} />
}

function AddressForm({ existing, division: initial }: { existing?: Address; division: DivisionValue }) {
  const { t } = useTranslation('personal')
  const fieldMessage = useFieldMessage()
  const navigate = useNavigate()
  const save = useMutation(saveAddressMutation())
  const [division, setDivision] = useState<DivisionValue>(initial)
  const [divisionIssue, setDivisionIssue] = useState<MessageKey | undefined>(undefined)
  // An edited address whose district no longer resolves (renamed divisions) asks to choose it again.
  const stale = Boolean(existing) && (!initial.province || !initial.city)
  const districts = useQuery({
    ...divisionsQuery(division.city?.code ?? ''),
    enabled: Boolean(division.city),
  })
  const needsDistrict = (districts.data?.list.length ?? 1) > 0
  // Checked on save, then as the user corrects: an error appearing when a field is left would move the save
  // button away from under the pointer.
  const form = useForm<Fields>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(fieldsSchema),
    defaultValues: existing
      ? {
          recipient: existing.recipient,
          phone: existing.phone,
          address: existing.address,
          zipCode: existing.zipCode,
          isDefault: existing.isDefault,
        }
      : { recipient: '', phone: '', address: '', zipCode: '', isDefault: false },
  })
  const { errors } = form.formState

  const checkDivision = (value: DivisionValue): MessageKey | undefined =>
    !value.province || !value.city || (needsDistrict && !value.district)
      ? 'personal:form.divisionRequired'
      : undefined
  useEffect(() => {
    if (divisionIssue) setDivisionIssue(checkDivision(division))
    // Re-checked as the user picks, once a save has shown the message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [division, needsDistrict])

  const submit = form.handleSubmit(
    async (values) => {
      const issue = checkDivision(division)
      setDivisionIssue(issue)
      if (issue) return
      const p = division.province!
      const c = division.city!
      try {
        await save.mutateAsync({
          ...values,
          id: existing?.id,
          province: p.name,
          city: PLACEHOLDER_CITIES.includes(c.name) ? p.name : c.name,
          district: division.district?.name ?? '',
        })
        toastSuccess(t(existing ? 'form.updated' : 'form.added'))
        void navigate({ to: '/personal/mailingAddress' })
      } catch (error) {
        // What was typed stays in the form.
        toastError(error instanceof BusinessError && error.msg ? error.msg : t('form.failed'))
      }
    },
    () => setDivisionIssue(checkDivision(division)),
  )

  return (
    <Stack gap="4">
      <PageHeader title={t(existing ? 'form.editTitle' : 'form.addTitle')} description={t('form.intro')} />
      <SectionCard title={t('form.section')}>
        <form noValidate onSubmit={(e) => void submit(e)} data-testid="address-form">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('form.recipient')} required error={fieldMessage(errors.recipient)}>
                <Input
                  autoComplete="name"
                  maxLength={50}
                  {...form.register('recipient')}
                  data-testid="address-recipient"
                />
              </FormField>
              <FormField
                label={t('form.phone')}
                required
                error={fieldMessage(errors.phone)}
                helperText={t('form.phoneHint')}
              >
                <Input
                  type="tel"
                  autoComplete="tel"
                  maxLength={20}
                  {...form.register('phone')}
                  data-testid="address-phone"
                />
              </FormField>
            </SimpleGrid>
            <FormField
              label={t('form.division')}
              required
              error={divisionIssue}
              helperText={stale ? t('form.divisionStale') : undefined}
            >
              <DivisionPicker
                value={division}
                onChange={setDivision}
                error={divisionIssue}
                disabled={save.isPending}
              />
            </FormField>
            <FormField label={t('form.address')} required error={fieldMessage(errors.address)}>
              <Textarea
                rows={2}
                autoComplete="street-address"
                maxLength={200}
                {...form.register('address')}
                data-testid="address-street"
              />
            </FormField>
            <FormField label={t('form.zip')} required error={fieldMessage(errors.zipCode)} maxW="xs">
              <Input
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                {...form.register('zipCode')}
                data-testid="address-zip"
              />
            </FormField>
            <Controller
              control={form.control}
              name="isDefault"
              render={({ field }) => (
                <CheckBox
                  checked={Boolean(field.value)}
                  onChange={field.onChange}
                  disabled={existing?.isDefault}
                  testId="address-default"
                >
                  {existing?.isDefault ? t('form.isDefaultAlready') : t('form.isDefault')}
                </CheckBox>
              )}
            />
            <HStack gap="2" justify="flex-end">
              <Button asChild variant="outline">
                <RouterLink to="/personal/mailingAddress">{t('form.cancel')}</RouterLink>
              </Button>
              <Button type="submit" colorPalette="blue" loading={save.isPending} data-testid="address-save">
                {t('form.save')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </SectionCard>
    </Stack>
  )
}
