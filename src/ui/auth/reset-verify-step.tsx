import { Button, SegmentGroup, Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { verifySmsCodeMutation } from '../../api/auth'
import type { MessageKey } from '../../domain/message-key'
import type { CaptchaHandle } from '../kit/captcha-input'
import { SERVER_ERROR } from '../kit/message'
import { resetTarget, type ResetChannel, type ResetVerifyValues } from './auth-rules'
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

/**
 * Step 1 of the forgotten password: prove the account with a code sent by SMS to its mobile number or by e-mail
 * to its address (checked, not used up, here).
 */
export function ResetVerifyStep({ defaultValues, error, onVerified }: ResetVerifyStepProps) {
  const { t } = useTranslation('auth')
  const captchaRef = useRef<CaptchaHandle>(null)
  const verify = useMutation(verifySmsCodeMutation())
  const form = useForm<ResetVerifyValues>({ mode: 'onTouched', defaultValues })
  const { setError } = form
  const channel = form.watch('channel')
  const switchChannel = (next: ResetChannel) => {
    if (next === channel) return
    // A code was asked for the other target: it and the captcha answer do not carry over.
    form.reset({ ...form.getValues(), channel: next, smsCode: '', captchaCode: '' })
  }

  useEffect(() => {
    if (error) setError(error.field, { type: SERVER_ERROR, message: error.message }, { shouldFocus: true })
  }, [error, setError])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { valid } = await verify.mutateAsync({
        target: resetTarget(values),
        purpose: 'resetPassword',
        code: values.smsCode,
      })
      if (valid) onVerified(values)
      else
        setError(
          'smsCode',
          {
            type: 'manual',
            message: (values.channel === 'email'
              ? 'auth:reset.invalidEmailCode'
              : 'auth:reset.invalidCode') satisfies MessageKey,
          },
          { shouldFocus: true },
        )
    } catch (failure) {
      showServerError(failure, setError, { target: values.channel, code: 'smsCode' }, t('errors.unexpected'))
    }
  })

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <SegmentGroup.Root
          value={channel}
          onValueChange={(details) => switchChannel(details.value === 'email' ? 'email' : 'mobile')}
          aria-label={t('reset.channel.label')}
          alignSelf="flex-start"
          data-testid="reset-channel"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'mobile', label: t('reset.channel.mobile') },
              { value: 'email', label: t('reset.channel.email') },
            ]}
          />
        </SegmentGroup.Root>
        <MobileCodeFields
          key={channel}
          form={form}
          purpose="resetPassword"
          captchaRef={captchaRef}
          captchaOnSubmit
          channel={channel}
        />
        <Button type="submit" colorPalette="blue" size="lg" loading={form.formState.isSubmitting}>
          {t('reset.next')}
        </Button>
      </form>
    </Stack>
  )
}
