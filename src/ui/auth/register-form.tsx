import { useMutation } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link as RouterLink } from '@tanstack/react-router'
import { Trans, useTranslation } from 'react-i18next'
import { registerMutation } from '../../api/auth'
import type { CaptchaHandle } from '../kit/captcha-input'
import { Button, PlainFormField, TextInput } from '../kit/plain-form-field'
import { useFieldMessage, useMessage } from '../kit/message'
import { AccountTypePicker } from './account-type-picker'
import {
  agreeRules,
  companyNameRules,
  confirmPasswordRules,
  emailRules,
  newPasswordRules,
  requiredRules,
  type RegisterValues,
} from './auth-rules'
import styles from './auth.module.css'
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
  const errorText = useMessage()
  const fieldMessage = useFieldMessage()
  const agreeErrorId = useId()
  const finish = useFinishSignIn(redirect)
  const captchaRef = useRef<CaptchaHandle>(null)
  const regist = useMutation(registerMutation())
  const form = useForm<RegisterValues>({ mode: 'onTouched', defaultValues })
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

  const agreeError = errorText(fieldMessage(errors.agree))
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Controller
        control={control}
        name="accountType"
        render={({ field }) => (
          <AccountTypePicker name={field.name} value={field.value} onChange={field.onChange} />
        )}
      />
      <div className={accountType === 'individual' ? styles.columns1 : styles.columns2}>
        <PlainFormField label={t('fields.name')} error={fieldMessage(errors.name)} required>
          <TextInput
            autoComplete="name"
            placeholder={t('fields.namePlaceholder')}
            {...register('name', requiredRules)}
          />
        </PlainFormField>
        {accountType !== 'individual' && (
          <PlainFormField
            label={t('fields.companyName')}
            error={fieldMessage(errors.companyName)}
            helperText={accountType === 'enterprise' ? t('fields.companyNameHelpEnterprise') : undefined}
            required
          >
            <TextInput
              autoComplete="organization"
              placeholder={
                accountType === 'enterprise'
                  ? t('fields.companyNamePlaceholder')
                  : t('fields.agencyNamePlaceholder')
              }
              {...register('companyName', companyNameRules)}
            />
          </PlainFormField>
        )}
      </div>
      <PlainFormField label={t('fields.email')} error={fieldMessage(errors.email)} required>
        <TextInput
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          {...register('email', emailRules)}
        />
      </PlainFormField>
      <MobileCodeFields form={form} purpose="register" captchaRef={captchaRef} />
      <div className={styles.columns2}>
        <PasswordPairFields
          label={t('fields.password')}
          password={register('password', newPasswordRules)}
          confirm={register('confirmPassword', confirmPasswordRules('password'))}
          passwordError={fieldMessage(errors.password)}
          confirmError={fieldMessage(errors.confirmPassword)}
        />
      </div>
      <div className={styles.checkboxField}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            className={styles.checkboxInput}
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? agreeErrorId : undefined}
            {...register('agree', agreeRules)}
          />
          <span>
            <Trans
              t={t}
              i18nKey="register.agree"
              components={{
                // A new tab: the form keeps what was typed while the document is read.
                terms: <RouterLink to="/terms" target="_blank" className={styles.inlineLink} />,
                privacy: <RouterLink to="/privacy" target="_blank" className={styles.inlineLink} />,
              }}
            />
          </span>
        </label>
        {agreeError && (
          <p id={agreeErrorId} className={styles.error}>
            {agreeError}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('register.submit')}
      </Button>
    </form>
  )
}
