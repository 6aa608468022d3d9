import type { ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import styles from './layout.module.css'

/** Shown when a page's data cannot be loaded: what happened and a way to try again. */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation('common')
  return (
    <div className={styles.routeError} role="alert">
      <h2>{t('states.error')}</h2>
      <p>{t('states.errorHint')}</p>
      <button
        type="button"
        className={styles.retry}
        onClick={() => (reset ? reset() : window.location.reload())}
      >
        {t('actions.retry')}
      </button>
    </div>
  )
}
