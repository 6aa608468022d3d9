import { useMutation } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useCallback, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { loginMutation } from '../../api/auth'
import type { CaptchaHandle } from '../kit/captcha-input'
import { Button, PlainFormField, TextInput } from '../kit/plain-form-field'
import {
  accountRules,
  captchaIdRules,
  captchaRules,
  requiredRules,
  type PasswordLoginValues,
} from './auth-rules'
import styles from './auth.module.css'
import { CaptchaField } from './captcha-field'
import { PasswordInput } from './password-input'
import { showServerError } from './server-error'
import { useFinishSignIn } from './use-finish-sign-in'
import { useFieldMessage } from '../kit/message'

/** Sign-in with e-mail or mobile, password and graphic captcha. */
export function PasswordLoginForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth')
  const fieldMessage = useFieldMessage()
  const finish = useFinishSignIn(redirect)
  const captchaRef = useRef<CaptchaHandle>(null)
  const login = useMutation(loginMutation())
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<PasswordLoginValues>({
    mode: 'onTouched',
    defaultValues: { account: '', password: '', captchaId: '', captchaCode: '' },
  })
  // The image's id has no input of its own; registered without one, it is still checked on submit.
  register('captchaId', captchaIdRules)
  const onCaptchaId = useCallback(
    (id: string) => setValue('captchaId', id, { shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  )

  const onSubmit = handleSubmit(async (values) => {
    try {
      finish(await login.mutateAsync({ loginType: 'password', ...values }), 'signedIn')
    } catch (error) {
      // Every attempt uses the captcha up on the server: show a new image and clear the old answer.
      captchaRef.current?.refresh()
      setValue('captchaCode', '')
      showServerError(
        error,
        setError,
        { account: 'account', password: 'password', captchaCode: 'captchaCode' },
        t('errors.unexpected'),
      )
    }
  })

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <PlainFormField label={t('fields.account')} error={fieldMessage(errors.account)} required>
        <TextInput
          autoComplete="username"
          placeholder={t('fields.accountPlaceholder')}
          {...register('account', accountRules)}
        />
      </PlainFormField>
      <PlainFormField label={t('fields.password')} error={fieldMessage(errors.password)} required>
        <PasswordInput
          autoComplete="current-password"
          placeholder={t('fields.passwordPlaceholder')}
          {...register('password', requiredRules)}
        />
      </PlainFormField>
      <CaptchaField
        input={register('captchaCode', captchaRules)}
        captchaRef={captchaRef}
        onCaptchaId={onCaptchaId}
        error={fieldMessage(errors.captchaCode) ?? fieldMessage(errors.captchaId)}
      />
      <div className={styles.forgot}>
        <RouterLink className={styles.link} to="/accountInfor/setNewPassword">
          {t('password.forgot')}
        </RouterLink>
      </div>
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('password.submit')}
      </Button>
    </form>
  )
}
