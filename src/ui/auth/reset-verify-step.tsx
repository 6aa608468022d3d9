import { Button, Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { verifySmsCodeMutation } from '../../api/auth'
import type { MessageKey } from '../../domain/message-key'
import type { CaptchaHandle } from '../kit/captcha-input'
import { SERVER_ERROR } from '../kit/message'
import type { ResetVerifyValues } from './auth-rules'
import { MobileCodeFields } from './mobile-code-fields'
import { showServerError } from './server-error'

/** An error the final step met on one of this step's fields, shown when the user is sent back here. */
export interface StepError {
  field: keyof ResetVerifyValues
  message: string
}

export interface ResetVerifyStepProps {
  defaultValues: ResetVerifyValues
  error?: StepError
  onVerified: (values: ResetVerifyValues) => void
}

/** Step 1 of the forgotten password: prove the mobile number with an SMS code (checked, not used up, here). */
export function ResetVerifyStep({ defaultValues, error, onVerified }: ResetVerifyStepProps) {
  const { t } = useTranslation('auth')
  const captchaRef = useRef<CaptchaHandle>(null)
  const verify = useMutation(verifySmsCodeMutation())
  const form = useForm<ResetVerifyValues>({ mode: 'onTouched', defaultValues })
  const { setError } = form

  useEffect(() => {
    if (error) setError(error.field, { type: SERVER_ERROR, message: error.message }, { shouldFocus: true })
  }, [error, setError])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { valid } = await verify.mutateAsync({
        target: values.mobile,
        purpose: 'resetPassword',
        code: values.smsCode,
      })
      if (valid) onVerified(values)
      else
        setError(
          'smsCode',
          { type: 'manual', message: 'auth:reset.invalidCode' satisfies MessageKey },
          { shouldFocus: true },
        )
    } catch (failure) {
      showServerError(failure, setError, { target: 'mobile', code: 'smsCode' }, t('errors.unexpected'))
    }
  })

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <MobileCodeFields form={form} purpose="resetPassword" captchaRef={captchaRef} captchaOnSubmit />
        <Button type="submit" colorPalette="blue" size="lg" loading={form.formState.isSubmitting}>
          {t('reset.next')}
        </Button>
      </form>
    </Stack>
  )
}
