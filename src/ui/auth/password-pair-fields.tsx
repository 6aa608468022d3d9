import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Message } from '../../domain/message-key'
import { PlainFormField } from '../kit/plain-form-field'
import { PasswordInput } from './password-input'

export interface PasswordPairFieldsProps {
  /** The first field's label ('password' when registering, 'new password' when resetting). */
  label: string
  /** What `register(...)` returned for the password and for its confirmation. */
  password: UseFormRegisterReturn
  confirm: UseFormRegisterReturn
  passwordError?: Message
  confirmError?: Message
}

/** A new password and its confirmation; the caller lays the two fields out. */
export function PasswordPairFields({
  label,
  password,
  confirm,
  passwordError,
  confirmError,
}: PasswordPairFieldsProps) {
  const { t } = useTranslation('auth')
  return (
    <>
      <PlainFormField label={label} error={passwordError} helperText={t('fields.passwordHelp')} required>
        <PasswordInput
          autoComplete="new-password"
          placeholder={t('fields.newPasswordPlaceholder')}
          {...password}
        />
      </PlainFormField>
      <PlainFormField label={t('fields.confirmPassword')} error={confirmError} required>
        <PasswordInput
          autoComplete="new-password"
          placeholder={t('fields.confirmPasswordPlaceholder')}
          {...confirm}
        />
      </PlainFormField>
    </>
  )
}
