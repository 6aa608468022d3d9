import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { TextInput } from '../kit/plain-form-field'
import styles from '../kit/form.module.css'

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  )
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput(inputProps: PasswordInputProps) {
  const { t } = useTranslation('auth')
  const [visible, setVisible] = useState(false)
  return (
    <div className={styles.group}>
      <TextInput type={visible ? 'text' : 'password'} {...inputProps} />
      <button
        type="button"
        className={styles.iconButton}
        aria-label={visible ? t('password.hide') : t('password.show')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  )
}
