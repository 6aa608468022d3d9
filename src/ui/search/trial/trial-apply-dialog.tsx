import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { userInfoQuery } from '../../../api/auth'
import { BusinessError } from '../../../api/client'
import {
  TRIAL_PURPOSE_MAX,
  trialApplicationSchema,
  type TrialApplication,
} from '../../../api/schemas/search-history'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { useFieldMessage, useMessage } from '../../kit/message'
import { toastError, toastSuccess } from '../../kit/toast'
import { applyTrialMutation } from './trial-queries'

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
  const errorText = useMessage()
  const fieldMessage = useFieldMessage()
  const queryClient = useQueryClient()
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
      // The notices read the trial from the user info; searches refused before may now run.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userInfoQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['search'] }),
      ])
    } catch (error) {
      // A refusal (already applied, purchaser) carries its own message in the user's language.
      if (error instanceof BusinessError) toastError(error.msg || t('trial.failed'))
      else toastError(t('trial.failed'))
    }
  })

  const field = (name: keyof TrialApplication) => ({
    invalid: Boolean(errors[name]),
    required: name !== 'company',
  })

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="trial-apply-dialog">
            <form noValidate onSubmit={(event) => void onSubmit(event)}>
              <Dialog.Header>
                <Dialog.Title>{t('trial.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text textStyle="sm" color="fg.muted">
                    {t('trial.intro')}
                  </Text>
                  <Field.Root {...field('contactName')}>
                    <Field.Label>
                      {t('trial.contactName')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input {...form.register('contactName')} autoComplete="name" />
                    <Field.ErrorText>{errorText(fieldMessage(errors.contactName))}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root {...field('contact')}>
                    <Field.Label>
                      {t('trial.contact')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input {...form.register('contact')} />
                    {errors.contact ? (
                      <Field.ErrorText>{errorText(fieldMessage(errors.contact))}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{t('trial.contactHelp')}</Field.HelperText>
                    )}
                  </Field.Root>
                  <Field.Root {...field('company')}>
                    <Field.Label>{t('trial.company')}</Field.Label>
                    <Input {...form.register('company')} autoComplete="organization" />
                    <Field.ErrorText>{errorText(fieldMessage(errors.company))}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root {...field('purpose')}>
                    <Field.Label>
                      {t('trial.purpose')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea {...form.register('purpose')} rows={3} placeholder={t('trial.purposeHelp')} />
                    {errors.purpose ? (
                      <Field.ErrorText>{errorText(fieldMessage(errors.purpose))}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        {t('trial.purposeCount', { count: purposeLength, max: TRIAL_PURPOSE_MAX })}
                      </Field.HelperText>
                    )}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('trial.cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                  {t('trial.submit')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('trial.cancel')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
