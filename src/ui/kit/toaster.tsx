import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { TOAST_MS } from '../../domain/constants'
import { dismissToast, useNotifyState, type ToastItem } from '../../state/notify'
import styles from './chrome.module.css'

function ToastView({ toast }: { toast: ToastItem }) {
  const { t } = useTranslation('common')
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast.id])
  return (
    <div
      className={styles.toast}
      data-type={toast.type}
      data-testid="toast"
      role={toast.type === 'error' ? 'alert' : 'status'}
    >
      <span className={styles.toastIcon} aria-hidden="true">
        {toast.type === 'error' ? '!' : toast.type === 'success' ? '✓' : 'i'}
      </span>
      <div className={styles.toastText}>
        <div>{toast.title}</div>
        {toast.description && <div className={styles.toastDescription}>{toast.description}</div>}
      </div>
      <button
        type="button"
        className={styles.toastClose}
        aria-label={t('actions.close')}
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </div>
  )
}

/** The app's toasts, top centre; each lasts 1500 ms (overview §9). */
export function Toaster() {
  const { toasts } = useNotifyState()
  return (
    <div className={styles.toasts} aria-live="polite">
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} />
      ))}
    </div>
  )
}
