import { useTranslation } from 'react-i18next'
import { useOverlayState } from '../../state/overlay'
import styles from './chrome.module.css'

/** Full-screen overlay with 加载中 while any flagged call is in flight. */
export function LoadingOverlay() {
  const { pending } = useOverlayState()
  const { t } = useTranslation('errors')
  if (pending <= 0) return null
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <div className={styles.overlayPanel}>
        <div className={styles.spinner} aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    </div>
  )
}
