import { useCallback, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ApiError, BusinessError } from '../../api/client'
import { captchaField } from '../../domain/schemas'
import type { MessageKey } from '../../domain/message-key'
import { CaptchaInput, type CaptchaHandle } from '../kit/captcha-input'
import { SERVER_ERROR, useFieldMessage } from '../kit/message'
import { PlainFormField } from '../kit/plain-form-field'
import { SmsCodeInput, type SmsCodeInputProps } from '../kit/sms-code-input'
import { toastError } from '../kit/toast'
import { lockedUntilOf, serverFieldOf } from './code-refusal'

/** What every contact step's form holds: the new contact (bind step only), the captcha and the code. */
export interface ContactFormValues {
  target: string
  captchaId: string
  captchaCode: string
  code: string
}

export interface CodeFieldsProps {
  form: UseFormReturn<ContactFormValues>
  purpose: SmsCodeInputProps['purpose']
  /** Where the code goes: a mobile gets an SMS code, an address an e-mail code. */
  channel: 'mobile' | 'email'
  /** The target to send to, once its own checks pass; null keeps the user on the form. */
  target: () => Promise<string | null>
  /** Sending was refused because too many wrong codes locked the step until then (epoch ms). */
  onLocked: (until: number) => void
}

/** The captcha's own check (it guards sending the code only): a key for the field, or null. */
function captchaIssue(captchaId: string, captchaCode: string): MessageKey | null {
  if (!captchaId) return 'auth:captcha.failed'
  const parsed = captchaField.safeParse(captchaCode)
  return parsed.success ? null : (parsed.error.issues[0]?.message as MessageKey)
}

/**
 * The graphic captcha and the code with its send button and resend countdown. The captcha is checked before
 * a code is sent; a refused send marks the field it concerns (a wrong captcha brings a new image), and a
 * locked step tells the page until when.
 */
export function CodeFields({ form, purpose, channel, target, onLocked }: CodeFieldsProps) {
  const { t } = useTranslation('security')
  const fieldMessage = useFieldMessage()
  const captchaRef = useRef<CaptchaHandle>(null)
  const {
    register,
    setValue,
    setError,
    getValues,
    formState: { errors },
  } = form
  register('captchaId')
  const onCaptchaId = useCallback((id: string) => setValue('captchaId', id), [setValue])
  const { ref: captchaInputRef, ...captchaInput } = register('captchaCode', {
    setValueAs: (v: string) => v.trim(),
  })

  const prepare = async () => {
    const to = await target()
    const { captchaId, captchaCode } = getValues()
    const issue = captchaIssue(captchaId, captchaCode)
    if (issue) setError('captchaCode', { type: 'manual', message: issue }, { shouldFocus: to !== null })
    return to !== null && !issue ? { target: to, captchaId, captchaCode } : null
  }

  const onSendError = (error: unknown) => {
    const field = serverFieldOf(error)
    const locked = error instanceof BusinessError ? lockedUntilOf(error.data) : null
    if (locked) {
      onLocked(locked)
      return
    }
    if (field === 'captchaCode') {
      captchaRef.current?.refresh()
      setValue('captchaCode', '')
    }
    if (error instanceof BusinessError && (field === 'captchaCode' || field === 'target')) {
      const on = field === 'captchaCode' ? 'captchaCode' : 'target'
      // The verify step has no target field: a refusal of the current contact is said aloud instead.
      if (on === 'target' && !getValues('target')) toastError(error.msg)
      else setError(on, { type: SERVER_ERROR, message: error.msg }, { shouldFocus: true })
      return
    }
    if (error instanceof BusinessError) toastError(error.msg || t('flow.failed'))
    else if (!(error instanceof ApiError)) toastError(t('flow.failed'))
  }

  return (
    <>
      <PlainFormField
        label={t('flow.captcha')}
        error={fieldMessage(errors.captchaCode) ?? fieldMessage(errors.captchaId)}
        required
      >
        <CaptchaInput
          ref={captchaRef}
          inputRef={captchaInputRef}
          onCaptchaId={onCaptchaId}
          data-testid="security-captcha"
          {...captchaInput}
        />
      </PlainFormField>
      <PlainFormField
        label={channel === 'mobile' ? t('flow.smsCode') : t('flow.emailCode')}
        error={fieldMessage(errors.code)}
        required
      >
        <SmsCodeInput
          purpose={purpose}
          prepare={prepare}
          onSendError={onSendError}
          data-testid="security-code"
          {...register('code', { setValueAs: (v: string) => v.trim() })}
        />
      </PlainFormField>
    </>
  )
}
