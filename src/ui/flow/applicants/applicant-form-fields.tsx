import { Button, Heading, HStack, Input, NativeSelect, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import type {
  ApplicantField,
  ApplicantInput,
  ApplicantValues,
} from '../../../domain/registration/applicant-rules'
import { isMainlandCountry } from '../../../domain/registration/applicant-rules'
import { CountrySelect } from '../../kit/country-select'
import { useFieldMessage } from '../../kit/message'
import { FormField } from '../../kit/form-field'
import { DivisionPicker } from './division-picker'
import { LabelEditor } from './label-editor'
import { LicenceUploadField } from './licence-upload-field'
import { useApplicantText } from './use-applicant-text'
import { CheckBox } from '../../kit/check-box'

export type ApplicantForm = UseFormReturn<ApplicantInput, unknown, ApplicantValues>

export interface ApplicantFormFieldsProps {
  form: ApplicantForm
  /** Fields a filed applicant may no longer change. */
  locked: ReadonlySet<ApplicantField>
  labels: string[]
  onLabelsChange: (next: string[]) => void
  labelSuggestions: string[]
  /** Madrid and overseas filings: a mainland applicant's English name and address are required too. */
  englishRequired: boolean
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h3" size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** Every field of the applicant form; which ones show follows the type and the country (§5). */
export function ApplicantFormFields({
  form,
  locked,
  labels,
  onLabelsChange,
  labelSuggestions,
  englishRequired,
}: ApplicantFormFieldsProps) {
  const { t } = useApplicantText()
  const fieldMessage = useFieldMessage()
  const { errors } = form.formState
  const kind = form.watch('kind')
  const country = form.watch('country') ?? ''
  const mainland = isMainlandCountry(country)
  const enterprise = kind === 'enterprise'
  // A mainland applicant's English name and address are optional unless the filing needs them.
  const english = !mainland || englishRequired
  const revalidate = form.formState.isSubmitted

  const text = (
    name: Exclude<
      ApplicantField,
      'kind' | 'idType' | 'province' | 'city' | 'district' | 'licenceFile' | 'isDefault'
    >,
    label: string,
    options: {
      required?: boolean
      hint?: string
      inputMode?: 'tel' | 'email' | 'numeric'
      maxLength?: number
    } = {},
  ) => (
    <FormField
      label={label}
      required={options.required}
      error={fieldMessage(errors[name])}
      helperText={options.hint}
    >
      <Input
        size="sm"
        {...form.register(name)}
        readOnly={locked.has(name as ApplicantField)}
        bg={locked.has(name as ApplicantField) ? 'bg.muted' : undefined}
        color={locked.has(name as ApplicantField) ? 'fg.muted' : undefined}
        inputMode={options.inputMode}
        maxLength={options.maxLength ?? 200}
        data-testid={`applicant-${name}`}
      />
    </FormField>
  )

  const divisionError =
    fieldMessage(errors.province) ?? fieldMessage(errors.city) ?? fieldMessage(errors.district)
  const fileLabel = enterprise
    ? mainland
      ? 'form.licenceFile'
      : 'form.incorporationFile'
    : 'form.idDocumentFile'

  return (
    <Stack gap="6">
      <Section title={t('form.sectionIdentity')}>
        {/* Always answered (a type is preset), so it carries no required mark. */}
        <FormField label={t('form.kind')} invalid={Boolean(errors.kind)} disabled={locked.has('kind')}>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <RadioGroup.Root
                size="sm"
                colorPalette="blue"
                value={field.value}
                disabled={locked.has('kind')}
                onValueChange={(e) => field.onChange(e.value)}
                aria-label={t('form.kind')}
              >
                <HStack gap="6">
                  {(['enterprise', 'individual'] as const).map((k) => (
                    <RadioGroup.Item key={k} value={k}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t(`kind.${k}`)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            )}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField
            label={t('form.country')}
            required
            disabled={locked.has('country')}
            error={fieldMessage(errors.country)}
          >
            {/* Controlled: the list arrives after the form opens, and the chosen country must stay selected. */}
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <CountrySelect
                  name={field.name}
                  selectRef={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t('form.countryPlaceholder')}
                  disabled={locked.has('country')}
                  testId="applicant-country"
                />
              )}
            />
          </FormField>
          {!enterprise ? (
            <FormField
              label={t('form.idType')}
              required
              disabled={locked.has('idType')}
              error={fieldMessage(errors.idType)}
            >
              <NativeSelect.Root size="sm">
                <NativeSelect.Field {...form.register('idType')} data-testid="applicant-idType">
                  <option value="">{t('form.idTypePlaceholder')}</option>
                  {(['idCard', 'passport', 'other'] as const).map((type) => (
                    <option key={type} value={type}>
                      {t(`idType.${type}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          ) : null}
        </SimpleGrid>
        {!enterprise ? text('idNumber', t('form.idNumber'), { required: true, maxLength: 30 }) : null}
        {text('nameZh', t(mainland ? 'form.nameZh' : 'form.nameZhForeign'), {
          required: mainland,
          hint: mainland
            ? t(enterprise ? 'form.nameZhEnterpriseHint' : 'form.nameZhIndividualHint')
            : undefined,
          maxLength: 130,
        })}
        {text('nameEn', t(english ? 'form.nameEn' : 'form.nameEnOptional'), {
          required: english,
          hint: mainland ? undefined : t('form.nameEnForeignHint'),
          maxLength: 130,
        })}
        {enterprise && mainland
          ? text('uscc', t('form.uscc'), { required: true, hint: t('form.usccHint'), maxLength: 24 })
          : null}
      </Section>

      <Section title={t('form.sectionAddress')}>
        {mainland ? (
          <FormField
            label={`${t('form.province')} / ${t('form.city')} / ${t('form.district')}`}
            required
            error={divisionError}
          >
            <DivisionPicker
              value={{
                province: form.watch('province') ?? null,
                city: form.watch('city') ?? null,
                district: form.watch('district') ?? null,
              }}
              error={divisionError}
              onChange={(next) => {
                const opts = { shouldDirty: true, shouldValidate: revalidate }
                form.setValue('province', next.province, opts)
                form.setValue('city', next.city, opts)
                form.setValue('district', next.district, opts)
              }}
            />
          </FormField>
        ) : null}
        {text('addressZh', t(mainland ? 'form.addressZh' : 'form.addressZhForeign'), {
          required: mainland,
          hint: mainland ? t('form.addressZhHint') : undefined,
        })}
        {text('addressEn', t(english ? 'form.addressEn' : 'form.addressEnOptional'), {
          required: english,
        })}
        {enterprise && mainland ? (
          <Stack gap="1">
            {text('licenceAddress', t('form.licenceAddress'), { required: true })}
            <Button
              size="xs"
              variant="ghost"
              alignSelf="flex-start"
              onClick={() =>
                form.setValue('licenceAddress', form.getValues('addressZh') ?? '', {
                  shouldDirty: true,
                  shouldValidate: revalidate,
                })
              }
            >
              {t('form.sameAsAddress')}
            </Button>
          </Stack>
        ) : null}
        {text('postalCode', t(mainland ? 'form.postalCode' : 'form.postalCodeOptional'), {
          required: mainland,
          inputMode: mainland ? 'numeric' : undefined,
          maxLength: 12,
        })}
      </Section>

      <Section title={t('form.sectionContact')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {text('contactPerson', t('form.contactPerson'), { required: true, maxLength: 60 })}
          {text('phone', t('form.phone'), {
            required: true,
            inputMode: 'tel',
            hint: t(mainland ? 'form.phoneHint' : 'form.phoneForeignHint'),
            maxLength: 24,
          })}
        </SimpleGrid>
        {text('email', t('form.email'), { inputMode: 'email', maxLength: 100 })}
      </Section>

      <Section title={t('form.sectionDocuments')}>
        {/* The upload shows its own message (with the file's problem); the field only turns red. */}
        <FormField label={t(fileLabel)} required invalid={Boolean(errors.licenceFile)}>
          <Controller
            control={form.control}
            name="licenceFile"
            render={({ field }) => (
              <LicenceUploadField
                kind={enterprise ? 'licence' : 'idDocument'}
                label={t(fileLabel)}
                value={field.value ?? null}
                error={fieldMessage(errors.licenceFile)}
                onChange={(file) => {
                  field.onChange(file)
                  if (revalidate) void form.trigger('licenceFile')
                }}
              />
            )}
          />
        </FormField>
        <FormField label={t('form.labels')}>
          <LabelEditor value={labels} onChange={onLabelsChange} suggestions={labelSuggestions} />
        </FormField>
        <Controller
          control={form.control}
          name="isDefault"
          render={({ field }) => (
            <CheckBox size="sm" checked={field.value === true} onChange={field.onChange}>
              {t('form.isDefault')}
            </CheckBox>
          )}
        />
      </Section>
    </Stack>
  )
}
