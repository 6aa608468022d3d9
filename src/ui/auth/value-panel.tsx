import { useTranslation } from 'react-i18next'
import styles from './auth.module.css'

const ITEMS = ['search', 'register', 'maintain', 'monitor', 'protect'] as const

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      aria-hidden
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  )
}

/** What the portal does for its users, beside the sign-in card (hidden on narrow screens). */
export function ValuePanel() {
  const { t } = useTranslation('auth')
  return (
    <section className={styles.valuePanel} aria-labelledby="auth-value-title">
      <div className={styles.valueIntro}>
        <p className={styles.eyebrow}>{t('value.eyebrow')}</p>
        <h2 id="auth-value-title" className={styles.valueTitle}>
          {t('value.title')}
        </h2>
        <p className={styles.valueSubtitle}>{t('value.subtitle')}</p>
      </div>
      <ul className={styles.valueList}>
        {ITEMS.map((item) => (
          <li key={item} className={styles.valueItem}>
            <span className={styles.checkCircle}>
              <CheckIcon />
            </span>
            <div>
              <p className={styles.valueItemTitle}>{t(`value.items.${item}.title`)}</p>
              <p className={styles.valueItemText}>{t(`value.items.${item}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.valueNote}>{t('value.note')}</p>
    </section>
  )
}
