import { Button, Flex, Input, Link, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useCallback, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { loginMutation } from '../../api/auth'
import type { CaptchaHandle } from '../kit/captcha-input'
import { FormField } from '../kit/form-field'
import { passwordLoginSchema } from './auth-form-schemas'
import { CaptchaField } from './captcha-field'
import { PasswordInput } from './password-input'
import { showServerError } from './server-error'
import { useFinishSignIn } from './use-finish-sign-in'

/** Sign-in with e-mail or mobile, password and graphic captcha. */
export function PasswordLoginForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth')
  const finish = useFinishSignIn(redirect)
  const captchaRef = useRef<CaptchaHandle>(null)
  const login = useMutation(loginMutation())
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordLoginSchema),
    mode: 'onTouched',
    defaultValues: { account: '', password: '', captchaId: '', captchaCode: '' },
  })
  const onCaptchaId = useCallback((id: string) => setValue('captchaId', id), [setValue])

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
    <Stack asChild gap="4">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField label={t('fields.account')} error={errors.account?.message} required>
          <Input
            autoComplete="username"
            placeholder={t('fields.accountPlaceholder')}
            {...register('account')}
          />
        </FormField>
        <FormField label={t('fields.password')} error={errors.password?.message} required>
          <PasswordInput
            autoComplete="current-password"
            placeholder={t('fields.passwordPlaceholder')}
            {...register('password')}
          />
        </FormField>
        <CaptchaField
          input={register('captchaCode')}
          captchaRef={captchaRef}
          onCaptchaId={onCaptchaId}
          error={errors.captchaCode?.message ?? errors.captchaId?.message}
        />
        <Flex justify="flex-end">
          <Link asChild fontSize="sm" colorPalette="blue" color="colorPalette.fg">
            <RouterLink to="/accountInfor/setNewPassword">{t('password.forgot')}</RouterLink>
          </Link>
        </Flex>
        <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting}>
          {t('password.submit')}
        </Button>
      </form>
    </Stack>
  )
}
