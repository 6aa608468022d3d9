import { useTranslation } from 'react-i18next'
import styles from './layout.module.css'

/** The platform's mark and name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('common')
  return (
    <span className={inverted ? `${styles.logo} ${styles.logoInverted}` : styles.logo}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#1d4ed8'} />
        <path d="M8 10h16v3h-6.5v11h-3V13H8z" fill={inverted ? '#1d4ed8' : '#ffffff'} />
        <circle cx="24" cy="22" r="3" fill="#f59e0b" />
      </svg>
      {t('platformName')}
    </span>
  )
}
