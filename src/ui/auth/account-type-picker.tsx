import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { accountTypes, type AccountType } from './auth-rules'
import styles from './auth.module.css'

export interface AccountTypePickerProps {
  value: AccountType
  onChange: (value: AccountType) => void
  name: string
}

/** Enterprise, agency or individual as three radio cards with a line on each; corporate ones need review. */
export function AccountTypePicker({ value, onChange, name }: AccountTypePickerProps) {
  const { t } = useTranslation('auth')
  const id = useId()
  return (
    <div className={styles.radioField}>
      <span id={`${id}-label`} className={styles.fieldLabel}>
        {t('register.accountType')}
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className={styles.radioCards}>
        {accountTypes.map((type) => (
          <label key={type} className={styles.radioCard}>
            <input
              type="radio"
              className={styles.visuallyHidden}
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              aria-describedby={`${id}-${type}`}
            />
            <span className={styles.radioText}>{t(`register.types.${type}.label`)}</span>
            <span id={`${id}-${type}`} className={styles.radioDescription}>
              {t(`register.types.${type}.description`)}
            </span>
            <span className={styles.radioIndicator} aria-hidden="true" />
          </label>
        ))}
      </div>
      {value !== 'individual' && <p className={styles.note}>{t('register.verificationNote')}</p>}
    </div>
  )
}
