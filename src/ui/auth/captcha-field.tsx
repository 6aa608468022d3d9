import type { RefObject } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Message } from '../../domain/message-key'
import { CaptchaInput, type CaptchaHandle } from '../kit/captcha-input'
import { PlainFormField } from '../kit/plain-form-field'

export interface CaptchaFieldProps {
  /** What `register('captchaCode')` returned. */
  input: UseFormRegisterReturn
  captchaRef: RefObject<CaptchaHandle | null>
  onCaptchaId: (id: string) => void
  /** The captcha code's error, else the captcha id's. */
  error?: Message
}

/** The graphic captcha field: its image, the answer input and the error of either. */
export function CaptchaField({ input, captchaRef, onCaptchaId, error }: CaptchaFieldProps) {
  const { t } = useTranslation('auth')
  const { ref: inputRef, ...inputProps } = input
  return (
    <PlainFormField label={t('fields.captcha')} error={error} required>
      <CaptchaInput ref={captchaRef} inputRef={inputRef} onCaptchaId={onCaptchaId} {...inputProps} />
    </PlainFormField>
  )
}
