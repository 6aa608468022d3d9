import { Input, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../../api/client'
import {
  TRIAL_PURPOSE_MAX,
  trialApplicationSchema,
  type TrialApplication,
} from '../../../api/schemas/search-history'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { useFieldMessage } from '../../kit/message'
import { FormDialog } from '../../kit/form-dialog'
import { FormField } from '../../kit/form-field'
import { toastError, toastSuccess } from '../../kit/toast'
import { applyTrialMutation } from '../../../api/search'

export interface TrialApplyDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Prefills the contact fields from the account. */
  defaults?: Partial<TrialApplication>
}

const EMPTY: TrialApplication = { contactName: '', contact: '', company: '', purpose: '' }

/** The one extra trial a non-purchasing account may apply for: a short form, then a new 30-day period. */
export function TrialApplyDialog({ open, onOpenChange, defaults }: TrialApplyDialogProps) {
  const { t } = useTranslation('searchHistory')
  const { lang } = useRootState()
  const fieldMessage = useFieldMessage()
  const apply = useMutation(applyTrialMutation())
  const form = useForm<TrialApplication>({
    mode: 'onTouched',
    resolver: zodResolver(trialApplicationSchema),
    // Kept while the dialog is closed, so cancelling and coming back does not lose what was typed.
    defaultValues: { ...EMPTY, ...defaults },
  })
  const { errors, isSubmitting } = form.formState
  const purposeLength = form.watch('purpose').length

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const granted = await apply.mutateAsync(values)
      toastSuccess(t('trial.success', { date: formatDate(granted.trialEndsAt, lang) }))
      onOpenChange(false)
    } catch (error) {
      // A refusal (already applied, purchaser) carries its own message in the user's language.
      if (error instanceof BusinessError) toastError(error.msg || t('trial.failed'))
      else toastError(t('trial.failed'))
    }
  })

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('trial.title')}
      onSubmit={onSubmit}
      busy={isSubmitting}
      submit={{ label: t('trial.submit') }}
      cancelLabel={t('trial.cancel')}
      closeLabel={t('trial.cancel')}
      size="md"
      placement="center"
      testId="trial-apply-dialog"
    >
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          {t('trial.intro')}
        </Text>
        <FormField label={t('trial.contactName')} required error={fieldMessage(errors.contactName)}>
          <Input {...form.register('contactName')} autoComplete="name" />
        </FormField>
        <FormField
          label={t('trial.contact')}
          required
          error={fieldMessage(errors.contact)}
          helperText={t('trial.contactHelp')}
        >
          <Input {...form.register('contact')} />
        </FormField>
        <FormField label={t('trial.company')} error={fieldMessage(errors.company)}>
          <Input {...form.register('company')} autoComplete="organization" />
        </FormField>
        <FormField
          label={t('trial.purpose')}
          required
          error={fieldMessage(errors.purpose)}
          helperText={t('trial.purposeCount', { count: purposeLength, max: TRIAL_PURPOSE_MAX })}
        >
          <Textarea {...form.register('purpose')} rows={3} placeholder={t('trial.purposeHelp')} />
        </FormField>
      </Stack>
    </FormDialog>
  )
}
