import { Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { submitCertificationMutation } from '../../api/member'
import type { Certification } from '../../api/schemas/member'
import {
  ADDRESS_MAX,
  CONTACT_MAX,
  EMAIL_MAX,
  NAME_MAX,
  isMainlandCountry,
} from '../../domain/registration/applicant-rules'
import {
  certificationInputSchema,
  CITY_MAX,
  REVIEW_WORKING_DAYS,
  type CertificationField,
  type CertificationInput,
  type CertificationValues,
} from '../../domain/certification'
import { CountrySelect } from '../kit/country-select'
import { FormField } from '../kit/form-field'
import { useFieldMessage } from '../kit/message'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'
import { LicenceField, type LicenceFile } from './licence-field'

export interface CertificationFormProps {
  /** The rejected submission to correct, or null for a first one. */
  previous: Certification | null
  /** What the account already says about itself, proposed for a first submission. */
  profile: { companyName: string; name: string; email: string }
}

const FIELDS: readonly CertificationField[] = [
  'companyName',
  'companyAddress',
  'city',
  'country',
  'postCode',
  'contactPerson',
  'officePhone',
  'email',
  'uscc',
  'licenceFileId',
]

const isField = (name: string): name is CertificationField => FIELDS.includes(name as CertificationField)

/** A refusal's per-field rules (memberInfo/insertCertification answers `data.issues`). */
function issuesOf(error: unknown): { field: CertificationField; message: string }[] {
  if (!(error instanceof BusinessError)) return []
  const issues = (error.data as { issues?: unknown } | null)?.issues
  if (!Array.isArray(issues)) return []
  return issues.filter(
    (i): i is { field: CertificationField; message: string } =>
      typeof i?.field === 'string' && isField(i.field) && typeof i?.message === 'string',
  )
}

function defaultsOf(
  previous: Certification | null,
  profile: CertificationFormProps['profile'],
): CertificationInput {
  if (previous) {
    const { companyName, companyAddress, city, country, postCode, contactPerson, officePhone, email, uscc } =
      previous
    return {
      companyName,
      companyAddress,
      city,
      country,
      postCode,
      contactPerson,
      officePhone,
      email,
      uscc,
      licenceFileId: previous.licenceFile.fileId,
    }
  }
  return {
    companyName: profile.companyName,
    companyAddress: '',
    city: '',
    country: 'CN',
    postCode: '',
    contactPerson: profile.name,
    officePhone: '',
    email: profile.email,
    uscc: '',
    licenceFileId: '',
  }
}

/**
 * The company details and business licence (§3, §5), checked as typed after a first submit; the server checks
 * the same rules and its per-field answer lands on the fields. A rejected submission comes back filled in.
 */
export function CertificationForm({ previous, profile }: CertificationFormProps) {
  const { t } = useTranslation('certification')
  const fieldMessage = useFieldMessage()
  const submit = useMutation(submitCertificationMutation())
  const [licence, setLicence] = useState<LicenceFile | null>(previous?.licenceFile ?? null)
  const form = useForm<CertificationInput, unknown, CertificationValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(certificationInputSchema),
    defaultValues: defaultsOf(previous, profile),
  })
  const { errors } = form.formState
  const mainland = isMainlandCountry(form.watch('country'))

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values)
      toastSuccess(t('form.submitted', { days: REVIEW_WORKING_DAYS }))
    } catch (error) {
      const issues = issuesOf(error)
      // A rule's key is shown in the page's language; other refusals are the server's own words.
      for (const issue of issues) form.setError(issue.field, { type: 'validate', message: issue.message })
      if (issues.length === 0)
        toastError(error instanceof BusinessError && error.msg ? error.msg : t('form.submitFailed'))
    }
  })

  const text = (name: Exclude<CertificationField, 'country' | 'licenceFileId'>, max: number, extra = {}) => (
    <Input maxLength={max} {...form.register(name)} data-testid={`cert-${name}`} {...extra} />
  )
  return (
    <SectionCard title={t(previous ? 'form.resubmitHeading' : 'form.heading')} testId="certification-form">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('fields.country')} required error={fieldMessage(errors.country)}>
              <Controller
                control={form.control}
                name="country"
                render={({ field }) => (
                  <CountrySelect
                    name={field.name}
                    selectRef={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder={t('form.countryPlaceholder')}
                    testId="cert-country"
                  />
                )}
              />
            </FormField>
            <FormField label={t('fields.city')} required error={fieldMessage(errors.city)}>
              {text('city', CITY_MAX, { autoComplete: 'address-level2' })}
            </FormField>
            <FormField
              label={t('fields.companyName')}
              required
              error={fieldMessage(errors.companyName)}
              helperText={t('form.companyNameHint')}
              gridColumn={{ md: 'span 2' }}
            >
              {text('companyName', NAME_MAX, { autoComplete: 'organization' })}
            </FormField>
            {mainland ? (
              <FormField
                label={t('fields.uscc')}
                required
                error={fieldMessage(errors.uscc)}
                helperText={t('form.usccHint')}
              >
                {text('uscc', 18, { autoCapitalize: 'characters', spellCheck: false })}
              </FormField>
            ) : null}
            <FormField
              label={t('fields.postCode')}
              required
              error={fieldMessage(errors.postCode)}
              helperText={mainland ? t('form.postCodeHint') : undefined}
            >
              {text('postCode', 10, { autoComplete: 'postal-code' })}
            </FormField>
          </SimpleGrid>
          <FormField
            label={t('fields.companyAddress')}
            required
            error={fieldMessage(errors.companyAddress)}
            helperText={t('form.addressHint')}
          >
            <Textarea
              rows={2}
              maxLength={ADDRESS_MAX}
              autoComplete="street-address"
              {...form.register('companyAddress')}
              data-testid="cert-companyAddress"
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label={t('fields.contactPerson')} required error={fieldMessage(errors.contactPerson)}>
              {text('contactPerson', CONTACT_MAX, { autoComplete: 'name' })}
            </FormField>
            <FormField
              label={t('fields.officePhone')}
              required
              error={fieldMessage(errors.officePhone)}
              helperText={t('form.phoneHint')}
            >
              {text('officePhone', 30, { type: 'tel', autoComplete: 'tel' })}
            </FormField>
            <FormField label={t('fields.email')} required error={fieldMessage(errors.email)}>
              {text('email', EMAIL_MAX, { type: 'email', autoComplete: 'email' })}
            </FormField>
          </SimpleGrid>
          <Controller
            control={form.control}
            name="licenceFileId"
            render={({ field }) => (
              <LicenceField
                value={licence}
                disabled={submit.isPending}
                error={fieldMessage(errors.licenceFileId)}
                onChange={(file) => {
                  setLicence(file)
                  field.onChange(file.fileId)
                }}
              />
            )}
          />
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="blue" loading={submit.isPending} data-testid="cert-submit">
              {t('form.submit')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </SectionCard>
  )
}
