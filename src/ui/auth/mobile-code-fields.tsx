import { useCallback, type RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CaptchaHandle } from '../kit/captcha-input'
import { PlainFormField, TextInput } from '../kit/plain-form-field'
import { SmsCodeInput, type SmsCodeInputProps, type SmsSendRequest } from '../kit/sms-code-input'
import {
  captchaError,
  captchaIdRules,
  captchaRules,
  emailRules,
  mobileRules,
  noRules,
  smsCodeRules,
} from './auth-rules'
import { CaptchaField } from './captcha-field'
import { isCaptchaError, showServerError } from './server-error'
import { useFieldMessage } from '../kit/message'

/** The fields every form proving a mobile number shares. */
export interface MobileCodeValues {
  mobile: string
  captchaId: string
  captchaCode: string
  smsCode: string
}

export interface MobileCodeFieldsProps<T extends MobileCodeValues> {
  form: UseFormReturn<T>
  purpose: SmsCodeInputProps['purpose']
  captchaRef: RefObject<CaptchaHandle | null>
  /** A note under the mobile number field. */
  mobileHelper?: string
  /**
   * Whether submitting the form checks the graphic captcha too. In the sign-in and registration forms it only
   * guards sending the code and is checked then.
   */
  captchaOnSubmit?: boolean
  /**
   * Where the code goes: the `mobile` field (SMS, the default) or an `email` field the form has instead (a
   * code by e-mail, for the forgotten password).
   */
  channel?: 'mobile' | 'email'
}

/**
 * Mobile number, graphic captcha and SMS code: the captcha is checked before a code is sent, and a refused
 * send marks the field it concerns (a wrong captcha also brings a new image, the old one being burned).
 */
export function MobileCodeFields<T extends MobileCodeValues>({
  form,
  purpose,
  captchaRef,
  mobileHelper,
  captchaOnSubmit = false,
  channel = 'mobile',
}: MobileCodeFieldsProps<T>) {
  const { t } = useTranslation('auth')
  const fieldMessage = useFieldMessage()
  // The generic form is used through the fields it is known to have.
  // The target field is 'mobile' or 'email' by `channel`: typed as 'mobile', its checks follow the channel.
  const f = form as unknown as UseFormReturn<MobileCodeValues>
  const target = channel as 'mobile'
  const byEmail = channel === 'email'
  const {
    register,
    setValue,
    setError,
    trigger,
    getValues,
    formState: { errors, isSubmitted },
  } = f
  // The image's id has no input of its own; registered without one, it is still checked on submit.
  register('captchaId', captchaOnSubmit ? captchaIdRules : {})
  const onCaptchaId = useCallback(
    (id: string) => setValue('captchaId', id, { shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  )

  const prepare = async (): Promise<SmsSendRequest | null> => {
    const mobileOk = await trigger(target, { shouldFocus: true })
    const { captchaId, captchaCode } = getValues()
    const mobile = getValues(target)
    const problem = captchaError(captchaId, captchaCode)
    if (problem) setError('captchaCode', { type: 'manual', message: problem }, { shouldFocus: mobileOk })
    return mobileOk && !problem ? { target: mobile.trim(), captchaId, captchaCode: captchaCode.trim() } : null
  }

  const onSendError = (error: unknown) => {
    if (isCaptchaError(error)) {
      captchaRef.current?.refresh()
      setValue('captchaCode', '')
    }
    showServerError(error, setError, { target, captchaCode: 'captchaCode' }, t('errors.unexpected'))
  }

  return (
    <>
      {byEmail ? (
        <PlainFormField label={t('fields.email')} error={fieldMessage(errors[target])} required>
          <TextInput
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            {...register(target, emailRules)}
          />
        </PlainFormField>
      ) : (
        <PlainFormField
          label={t('fields.mobile')}
          error={fieldMessage(errors.mobile)}
          helperText={mobileHelper}
          required
        >
          <TextInput
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={t('fields.mobilePlaceholder')}
            {...register('mobile', mobileRules)}
          />
        </PlainFormField>
      )}
      <CaptchaField
        input={register('captchaCode', captchaOnSubmit ? captchaRules : noRules)}
        captchaRef={captchaRef}
        onCaptchaId={onCaptchaId}
        error={fieldMessage(errors.captchaCode) ?? fieldMessage(errors.captchaId)}
      />
      <PlainFormField
        label={byEmail ? t('fields.emailCode') : t('fields.smsCode')}
        error={fieldMessage(errors.smsCode)}
        required
      >
        <SmsCodeInput
          purpose={purpose}
          prepare={prepare}
          onSendError={onSendError}
          {...register('smsCode', smsCodeRules)}
        />
      </PlainFormField>
    </>
  )
}
