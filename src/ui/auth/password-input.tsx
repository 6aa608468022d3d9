import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react'
import { useState, type Ref } from 'react'
import { useTranslation } from 'react-i18next'

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'ref'> {
  ref?: Ref<HTMLInputElement>
}

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
export function PasswordInput({ ref, ...inputProps }: PasswordInputProps) {
  const { t } = useTranslation('auth')
  const [visible, setVisible] = useState(false)
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...inputProps} />
    </InputGroup>
  )
}
