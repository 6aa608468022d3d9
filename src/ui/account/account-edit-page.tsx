import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { accountProfileQuery, updatePreferencesMutation, updateProfileMutation } from '../../api/account'
import { BusinessError } from '../../api/client'
import {
  ACCOUNT_NAME_MAX,
  COMPANY_NAME_MAX,
  CURRENCIES,
  GENDERS,
  accountFormSchema,
  hasCompany,
  type AccountForm,
  type AccountKind,
} from '../../domain/account-rules'
import { setCurrency } from '../../state/root'
import { ChoiceField } from '../kit/choice-field'
import { FormField } from '../kit/form-field'
import { SERVER_ERROR, useFieldMessage } from '../kit/message'
import { PageHeader } from '../kit/page-header'
import { PAGE_SPINNER, QueryPanel } from '../kit/query-panel'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'
import { useApplyUser } from './use-apply-user'

const FIELDS: readonly FieldPath<AccountForm>[] = [
  'name',
  'nameEn',
  'gender',
  'currency',
  'companyName',
  'companyNameEn',
]
const isField = (value: unknown): value is FieldPath<AccountForm> =>
  FIELDS.includes(value as FieldPath<AccountForm>)

/** /accountInfor/accountModify: the account's names, gender, preferred currency and company names. */
export function AccountEditPage() {
  const { t } = useTranslation('account')
  const profile = useQuery(accountProfileQuery())
  return (
    <QueryPanel query={profile} loading={t('info.loading')} failed={t('info.failed')} spinner={PAGE_SPINNER}>
      {(p) => (
        <AccountEditForm
          kind={p.accountType}
          initial={{
            name: p.name,
            nameEn: p.nameEn,
            gender: p.gender,
            currency: p.currency,
            companyName: p.companyName,
            companyNameEn: p.companyNameEn,
          }}
        />
      )}
    </QueryPanel>
  )
}

function AccountEditForm({ kind, initial }: { kind: AccountKind; initial: AccountForm }) {
  const { t } = useTranslation(['account', 'common'])
  const fieldMessage = useFieldMessage()
  const navigate = useNavigate()
  const applyUser = useApplyUser()
  const saveProfile = useMutation(updateProfileMutation())
  const savePreferences = useMutation(updatePreferencesMutation())
  const company = hasCompany(kind)
  // Checked on save, then as the user corrects (the address form's rhythm).
  const form = useForm<AccountForm>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(accountFormSchema(kind)),
    defaultValues: initial,
  })
  const { errors } = form.formState
  const busy = saveProfile.isPending || savePreferences.isPending

  const submit = form.handleSubmit(async (values) => {
    try {
      await saveProfile.mutateAsync({ name: values.name, nameEn: values.nameEn, gender: values.gender })
      const { user } = await savePreferences.mutateAsync(
        company
          ? {
              currency: values.currency,
              companyName: values.companyName,
              companyNameEn: values.companyNameEn,
            }
          : { currency: values.currency },
      )
      applyUser(user)
      // The preferred currency becomes the one quotes are shown in.
      setCurrency(user.currency)
      toastSuccess(t('edit.saved'))
      void navigate({ to: '/personal/accountInformation' })
    } catch (error) {
      // What was typed stays; a refusal naming a field shows there.
      const field: unknown =
        error instanceof BusinessError ? (error.data as { field?: unknown } | null)?.field : null
      if (error instanceof BusinessError && error.msg && isField(field))
        form.setError(field, { type: SERVER_ERROR, message: error.msg }, { shouldFocus: true })
      else toastError(error instanceof BusinessError && error.msg ? error.msg : t('edit.failed'))
    }
  })

  return (
    <Stack gap="4">
      <PageHeader title={t('edit.title')} description={t('edit.intro')} />
      <form noValidate onSubmit={(e) => void submit(e)} data-testid="account-form">
        <Stack gap="4">
          <SectionCard title={t('info.profile')}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('fields.name')} required error={fieldMessage(errors.name)}>
                  <Input
                    autoComplete="name"
                    maxLength={ACCOUNT_NAME_MAX + 10}
                    {...form.register('name')}
                    data-testid="account-name"
                  />
                </FormField>
                <FormField
                  label={t('fields.nameEn')}
                  error={fieldMessage(errors.nameEn)}
                  helperText={t('edit.nameEnHint')}
                >
                  <Input
                    autoComplete="off"
                    maxLength={ACCOUNT_NAME_MAX + 10}
                    {...form.register('nameEn')}
                    data-testid="account-name-en"
                  />
                </FormField>
              </SimpleGrid>
              <Controller
                control={form.control}
                name="gender"
                render={({ field }) => (
                  <ChoiceField
                    label={t('fields.gender')}
                    value={field.value}
                    onChange={field.onChange}
                    options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
                    testId="account-gender"
                  />
                )}
              />
              <FormField
                label={t('fields.currency')}
                helperText={t('edit.currencyHint')}
                error={fieldMessage(errors.currency)}
                maxW="xs"
              >
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('currency')} data-testid="account-currency">
                    {CURRENCIES.map((c) => (
                      <option key={c} value={c}>
                        {t(`currencies.${c}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Stack>
          </SectionCard>
          {company ? (
            <SectionCard title={t('info.company')} description={t(`edit.companyIntro.${kind}`)}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('fields.companyName')} required error={fieldMessage(errors.companyName)}>
                  <Input
                    autoComplete="organization"
                    maxLength={COMPANY_NAME_MAX + 10}
                    {...form.register('companyName')}
                    data-testid="account-company"
                  />
                </FormField>
                <FormField label={t('fields.companyNameEn')} error={fieldMessage(errors.companyNameEn)}>
                  <Input
                    autoComplete="off"
                    maxLength={COMPANY_NAME_MAX + 10}
                    {...form.register('companyNameEn')}
                    data-testid="account-company-en"
                  />
                </FormField>
              </SimpleGrid>
            </SectionCard>
          ) : null}
          <HStack gap="2" justify="flex-end">
            <Button asChild variant="outline">
              <RouterLink to="/personal/accountInformation">{t('common:actions.cancel')}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="blue" loading={busy} data-testid="account-save">
              {t('edit.save')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  )
}
