import { Button, Checkbox, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { registerMutation } from '../../api/auth'
import type { CaptchaHandle } from '../kit/captcha-input'
import { FormField, useErrorText } from '../kit/form-field'
import { AccountTypePicker } from './account-type-picker'
import { registerSchema, type RegisterValues } from './auth-form-schemas'
import { MobileCodeFields } from './mobile-code-fields'
import { PasswordPairFields } from './password-pair-fields'
import { showServerError } from './server-error'
import { useFinishSignIn } from './use-finish-sign-in'

const defaultValues: RegisterValues = {
  accountType: 'enterprise',
  name: '',
  companyName: '',
  email: '',
  mobile: '',
  captchaId: '',
  captchaCode: '',
  smsCode: '',
  password: '',
  confirmPassword: '',
  agree: false,
}

/** A new account: type, contact, company (corporate accounts), e-mail, verified mobile and password. */
export function RegisterForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const finish = useFinishSignIn(redirect)
  const captchaRef = useRef<CaptchaHandle>(null)
  const regist = useMutation(registerMutation())
  const form = useForm({ resolver: zodResolver(registerSchema), mode: 'onTouched', defaultValues })
  const {
    register,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form
  const accountType = watch('accountType')

  const onSubmit = form.handleSubmit(async ({ captchaId: _id, captchaCode: _code, ...values }) => {
    try {
      const companyName = values.accountType === 'individual' ? '' : values.companyName
      finish(await regist.mutateAsync({ ...values, companyName, agree: true }), 'registered')
    } catch (error) {
      showServerError(
        error,
        form.setError,
        { email: 'email', mobile: 'mobile', smsCode: 'smsCode', companyName: 'companyName', name: 'name' },
        t('errors.unexpected'),
      )
    }
  })

  const agreeError = errorText(errors.agree?.message)
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Controller
          control={control}
          name="accountType"
          render={({ field }) => (
            <AccountTypePicker name={field.name} value={field.value} onChange={field.onChange} />
          )}
        />
        <SimpleGrid columns={{ base: 1, md: accountType === 'individual' ? 1 : 2 }} gap="4">
          <FormField label={t('fields.name')} error={errors.name?.message} required>
            <Input autoComplete="name" placeholder={t('fields.namePlaceholder')} {...register('name')} />
          </FormField>
          {accountType !== 'individual' && (
            <FormField
              label={t('fields.companyName')}
              error={errors.companyName?.message}
              helperText={accountType === 'enterprise' ? t('fields.companyNameHelpEnterprise') : undefined}
              required
            >
              <Input
                autoComplete="organization"
                placeholder={
                  accountType === 'enterprise'
                    ? t('fields.companyNamePlaceholder')
                    : t('fields.agencyNamePlaceholder')
                }
                {...register('companyName')}
              />
            </FormField>
          )}
        </SimpleGrid>
        <FormField label={t('fields.email')} error={errors.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            {...register('email')}
          />
        </FormField>
        <MobileCodeFields form={form} purpose="register" captchaRef={captchaRef} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <PasswordPairFields
            label={t('fields.password')}
            password={register('password')}
            confirm={register('confirmPassword')}
            passwordError={errors.password?.message}
            confirmError={errors.confirmPassword?.message}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="agree"
          render={({ field }) => (
            <Field.Root invalid={Boolean(agreeError)}>
              <Checkbox.Root
                name={field.name}
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                onBlur={field.onBlur}
                colorPalette="blue"
                size="sm"
              >
                <Checkbox.HiddenInput ref={field.ref} />
                <Checkbox.Control />
                <Checkbox.Label>{t('register.agree')}</Checkbox.Label>
              </Checkbox.Root>
              {agreeError && <Field.ErrorText>{agreeError}</Field.ErrorText>}
            </Field.Root>
          )}
        />
        <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
    </Stack>
  )
}
