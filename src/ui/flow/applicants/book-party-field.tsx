import { Button, HStack, NativeSelect, Stack } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { applicantQuery, applicantShortListQuery } from '../../../api/registration-applicants'
import { pickApplicant } from '../../../domain/registration/applicant-rules'
import type { Applicant } from '../../../domain/registration/types'
import { FactList } from '../../kit/fact-list'
import { FormField } from '../../kit/form-field'
import { toastError } from '../../kit/toast'
import type { FormFieldNoteProps } from '../../kit/form-field-note'
import { ApplicantFormDialog } from './applicant-form-dialog'
import { maskIdNumber, useApplicantText } from './use-applicant-text'

/** Where the party came from: chosen from the applicant book, or entered here (and so added to the book). */
export type PartySource = 'book' | 'new'

export interface BookPartyFieldProps {
  /** The field's label (受让人, 被许可人) and the words of its picker, in the flow's own terms. */
  texts: { label: string; placeholder: string; helper: string; create: string; dialogTitle: string }
  value: Applicant | null
  onChange: (party: Applicant | null, source: PartySource) => void
  error?: FormFieldNoteProps['error']
  /** Further problems of the chosen record (listed under its details). */
  footer?: ReactNode
  required?: boolean
  disabled?: boolean
  testId: string
}

/**
 * A party of a service (an assignee, a licensee): one of the account's applicants, or a new one typed in place
 * with every §5 rule of a registration's applicant (the same form), which the book then keeps. The chosen
 * party's record is shown under the field; the draft keeps a copy, so a later edit of the book does not change
 * a filed service.
 */
export function BookPartyField({
  texts,
  value,
  onChange,
  error,
  footer,
  required,
  disabled,
  testId,
}: BookPartyFieldProps) {
  const { t, country } = useApplicantText()
  const { t: flow } = useTranslation('flow')
  const readFailed = flow('party.readFailed')
  const queryClient = useQueryClient()
  const book = useQuery(applicantShortListQuery(''))
  const [creating, setCreating] = useState(false)
  const [reading, setReading] = useState(false)

  const choose = async (applicantId: string) => {
    if (!applicantId) return onChange(null, 'book')
    setReading(true)
    try {
      onChange(pickApplicant(await queryClient.fetchQuery(applicantQuery(applicantId))), 'book')
    } catch {
      toastError(readFailed)
    } finally {
      setReading(false)
    }
  }
  const listed = (book.data ?? []).some((e) => e.applicantId === value?.applicantId)

  return (
    <Stack gap="3" data-testid={testId}>
      <FormField label={texts.label} error={error} helperText={texts.helper} required={required}>
        <HStack gap="3" wrap="wrap" align="center">
          <NativeSelect.Root maxW="32rem" flex="1" minW="14rem" disabled={disabled || reading}>
            <NativeSelect.Field
              value={value?.applicantId ?? ''}
              onChange={(event) => void choose(event.currentTarget.value)}
              data-testid={`${testId}-select`}
            >
              <option value="">{texts.placeholder}</option>
              {value && !listed ? (
                <option value={value.applicantId}>
                  {[value.nameZh, value.nameEn].filter(Boolean).join(' · ')}
                </option>
              ) : null}
              {(book.data ?? []).map((entry) => (
                <option key={entry.applicantId} value={entry.applicantId}>
                  {[entry.nameZh, entry.nameEn].filter(Boolean).join(' · ')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setCreating(true)}
            disabled={disabled}
            data-testid={`${testId}-create`}
          >
            {texts.create}
          </Button>
        </HStack>
      </FormField>
      {value ? (
        <FactList
          testId={`${testId}-lines`}
          rows={[
            [t('form.nameZh'), value.nameZh],
            [t('form.nameEn'), value.nameEn],
            [t('form.country'), country(value.country)],
            [t('card.uscc'), value.uscc],
            [value.idType ? t(`idType.${value.idType}`) : t('form.idNumber'), maskIdNumber(value)],
            [t('form.addressZh'), value.addressZh],
            [t('form.addressEn'), value.addressEn],
            [t('card.contact'), [value.contactPerson, value.phone, value.email].filter(Boolean).join(' · ')],
          ]}
        />
      ) : null}
      {footer}
      <ApplicantFormDialog
        open={creating}
        onOpenChange={setCreating}
        editing={null}
        role="main"
        title={texts.dialogTitle}
        region="mainland"
        onSaved={(saved) => onChange(pickApplicant(saved), 'new')}
      />
    </Stack>
  )
}
