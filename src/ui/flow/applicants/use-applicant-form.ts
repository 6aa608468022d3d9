import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { BusinessError } from '../../../api/client'
import {
  applicantEditLimitsQuery,
  applicantLabelsQuery,
  applicantQuery,
  createApplicantMutation,
  readSaveRefusal,
  saveApplicantMutation,
  setApplicantLabelsMutation,
} from '../../../api/registration-applicants'
import type { ApplicantView } from '../../../api/schemas/registration-applicants'
import {
  applicantFormSchemaFor,
  applicantToInput,
  EMPTY_APPLICANT,
  isMainlandCountry,
  type ApplicantField,
  type ApplicantInput,
  type ApplicantValues,
} from '../../../domain/registration/applicant-rules'
import type { Applicant } from '../../../domain/registration/types'
import { SERVER_ERROR } from '../../kit/message'
import { toastError, toastSuccess } from '../../kit/toast'
import { useApplicantText } from './use-applicant-text'

const PLAIN_SCHEMA = applicantFormSchemaFor()
const ENGLISH_SCHEMA = applicantFormSchemaFor({ englishRequired: true })

export interface UseApplicantFormOptions {
  /** The applicant edited (its record in the account is updated); null creates a new one. */
  editing: Applicant | null
  /** Madrid and overseas filings: a mainland applicant's English name and address are required too. */
  englishRequired: boolean
  /** Whether the form is on screen: a closed dialog asks the server nothing. */
  active: boolean
  /**
   * Which call creates a new applicant: a wizard's trademark/createApplicant, or the applicant book's own
   * applicantInfo/insertApplicant. Both check the same rules; an edit always goes through insertApplicant.
   */
  createVia: 'wizard' | 'book'
  /** Called with the stored applicant once the server accepted it. */
  onSaved: (applicant: ApplicantView) => void
}

/**
 * The applicant form's state and save, for the wizards' dialog and the applicant book's page alike: every §5
 * rule (applicant-rules.ts) checked on save then as the user corrects, the server's refusals put next to
 * their fields, the labels saved after the applicant, and the fields a filed applicant may no longer change.
 * What was typed stays in the form on any error.
 */
export function useApplicantForm({
  editing,
  englishRequired,
  active,
  createVia,
  onSaved,
}: UseApplicantFormOptions) {
  const { t } = useApplicantText()
  const create = useMutation(createApplicantMutation())
  const update = useMutation(saveApplicantMutation())
  const setLabels = useMutation(setApplicantLabelsMutation())
  const [duplicate, setDuplicate] = useState<ApplicantView | null>(null)
  const [labelsTyped, setLabelsTyped] = useState<string[] | null>(null)
  const editId = editing?.applicantId ?? ''

  const limits = useQuery({ ...applicantEditLimitsQuery(editId), enabled: active && editId !== '' })
  const record = useQuery({ ...applicantQuery(editId), enabled: active && editId !== '' })
  const suggestions = useQuery({ ...applicantLabelsQuery(), enabled: active })
  const labels = labelsTyped ?? record.data?.labels ?? []
  const locked = useMemo(() => new Set<ApplicantField>(limits.data?.lockedFields ?? []), [limits.data])

  const form = useForm<ApplicantInput, unknown, ApplicantValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(englishRequired ? ENGLISH_SCHEMA : PLAIN_SCHEMA),
    defaultValues: editing ? applicantToInput(editing) : EMPTY_APPLICANT,
  })
  const kind = form.watch('kind')
  const country = form.watch('country') ?? ''

  const onSubmit = form.handleSubmit(async (values) => {
    setDuplicate(null)
    try {
      const saved = editing
        ? await update.mutateAsync({ ...values, applicantId: editing.applicantId })
        : createVia === 'book'
          ? await update.mutateAsync({ ...values, applicantId: undefined })
          : await create.mutateAsync({ ...values, applicantId: undefined })
      let result = saved
      const before = record.data?.labels ?? []
      if (labels.join('\n') !== before.join('\n')) {
        try {
          const answer = await setLabels.mutateAsync({ applicantId: saved.applicantId, labels })
          if (answer.applicant) result = answer.applicant
        } catch {
          toastError(t('form.labelsFailed'))
        }
      }
      toastSuccess(t('form.saved'))
      if (!editing) {
        form.reset(EMPTY_APPLICANT)
        setLabelsTyped(null)
      }
      onSaved(result)
    } catch (error) {
      if (!(error instanceof BusinessError)) return toastError(t('form.saveFailed'))
      const refusal = readSaveRefusal(error.data)
      if (!refusal) return toastError(error.msg || t('form.saveFailed'))
      setDuplicate(refusal.duplicate ?? null)
      const fields = Object.entries(refusal.fields) as [FieldPath<ApplicantInput>, string][]
      fields.forEach(([field, message], i) =>
        form.setError(field, { type: SERVER_ERROR, message }, { shouldFocus: i === 0 }),
      )
      if (!refusal.duplicate) toastError(error.msg || t('form.fixFields'))
    }
  })

  return {
    form,
    onSubmit,
    busy: form.formState.isSubmitting,
    locked,
    /** Why some fields are locked (the applicant is on record through filed orders); null when none are. */
    lockedReason: limits.data?.reason ?? null,
    /** The account's applicant the last save duplicated, offered instead. */
    duplicate,
    dismissDuplicate: () => setDuplicate(null),
    labels,
    setLabels: setLabelsTyped,
    labelSuggestions: (suggestions.data?.labels ?? []).map((l) => l.name),
    /** The help section that fits what is being entered. */
    helpTopic: !isMainlandCountry(country) ? 'foreign' : kind,
  }
}

export type ApplicantFormState = ReturnType<typeof useApplicantForm>
