import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { closeAttention, useDialogState } from '../../state/dialog'
import styles from './chrome.module.css'

/** The 请注意 / Attention dialog for server messages (HTTP 500 with body code 800). */
export function AttentionDialog() {
  const { message } = useDialogState()
  const { t } = useTranslation('errors')
  const titleId = useId()
  const okRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (message === null) return
    const previous = document.activeElement as HTMLElement | null
    okRef.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeAttention()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [message])

  if (message === null) return null
  return (
    <div className={styles.overlay} onClick={(e) => e.target === e.currentTarget && closeAttention()}>
      <div
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="attention-dialog"
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('attentionTitle')}
        </h2>
        <p className={styles.dialogBody}>{message}</p>
        <div className={styles.dialogFooter}>
          <button ref={okRef} type="button" className={styles.primaryButton} onClick={closeAttention}>
            {t('ok')}
          </button>
        </div>
      </div>
    </div>
  )
}
