import { Button, HStack, Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { resetPasswordMutation } from '../../api/auth'
import { BusinessError } from '../../api/client'
import {
  confirmPasswordRules,
  newPasswordRules,
  type ResetPasswordValues,
  type ResetVerifyValues,
} from './auth-rules'
import { PasswordPairFields } from './password-pair-fields'
import type { StepError } from './reset-verify-step'
import { showServerError } from './server-error'
import { useFieldMessage } from '../kit/message'

const VERIFY_FIELDS = ['mobile', 'email', 'smsCode', 'captchaCode'] as const

function verifyFieldOf(error: unknown): StepError['field'] | undefined {
  if (!(error instanceof BusinessError)) return undefined
  const data: unknown = error.data
  const field = typeof data === 'object' && data !== null ? (data as { field?: unknown }).field : undefined
  return VERIFY_FIELDS.find((name) => name === field)
}

export interface ResetPasswordStepProps {
  verified: ResetVerifyValues
  onBack: (error?: StepError) => void
  onDone: () => void
}

/** Step 2: the new password twice; the save sends it with the proof of step 1. */
export function ResetPasswordStep({ verified, onBack, onDone }: ResetPasswordStepProps) {
  const { t } = useTranslation('auth')
  const fieldMessage = useFieldMessage()
  const reset = useMutation(resetPasswordMutation())
  const form = useForm<ResetPasswordValues>({
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { channel, mobile, email, captchaId, captchaCode, smsCode } = verified
      const account = channel === 'email' ? { email } : { mobile }
      await reset.mutateAsync({ mode: 'reset', ...account, captchaId, captchaCode, smsCode, ...values })
      onDone()
    } catch (error) {
      // The mobile, captcha or code turned out wrong: back to step 1, where that field can be corrected.
      const field = verifyFieldOf(error)
      if (field && error instanceof BusinessError) onBack({ field, message: error.msg })
      else showServerError(error, form.setError, { newPassword: 'newPassword' }, t('errors.unexpected'))
    }
  })

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordPairFields
          label={t('fields.newPassword')}
          password={register('newPassword', newPasswordRules)}
          confirm={register('confirmPassword', confirmPasswordRules('newPassword'))}
          passwordError={fieldMessage(errors.newPassword)}
          confirmError={fieldMessage(errors.confirmPassword)}
        />
        <HStack gap="3">
          <Button type="button" variant="outline" size="lg" onClick={() => onBack()} disabled={isSubmitting}>
            {t('reset.back')}
          </Button>
          <Button type="submit" colorPalette="blue" size="lg" flex="1" loading={isSubmitting}>
            {t('reset.submit')}
          </Button>
        </HStack>
      </form>
    </Stack>
  )
}
