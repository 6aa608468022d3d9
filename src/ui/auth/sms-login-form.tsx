import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { loginMutation } from '../../api/auth'
import type { CaptchaHandle } from '../kit/captcha-input'
import { Button } from '../kit/plain-form-field'
import type { SmsLoginValues } from './auth-rules'
import styles from './auth.module.css'
import { MobileCodeFields } from './mobile-code-fields'
import { showServerError } from './server-error'
import { useFinishSignIn } from './use-finish-sign-in'

/** Sign-in with a mobile number and the code sent to it by SMS. */
export function SmsLoginForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth')
  const finish = useFinishSignIn(redirect)
  const captchaRef = useRef<CaptchaHandle>(null)
  const login = useMutation(loginMutation())
  const form = useForm<SmsLoginValues>({
    mode: 'onTouched',
    defaultValues: { mobile: '', captchaId: '', captchaCode: '', smsCode: '' },
  })

  const onSubmit = form.handleSubmit(async ({ mobile, smsCode }) => {
    try {
      finish(await login.mutateAsync({ loginType: 'sms', mobile, smsCode }), 'signedIn')
    } catch (error) {
      showServerError(error, form.setError, { mobile: 'mobile', smsCode: 'smsCode' }, t('errors.unexpected'))
    }
  })

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <MobileCodeFields form={form} purpose="login" captchaRef={captchaRef} />
      <p className={styles.note}>{t('sms.hint')}</p>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
        {t('sms.submit')}
      </Button>
    </form>
  )
}
