import { useTranslation } from 'react-i18next'
import { setLang, useRootState, type Lang } from '../../state/root'
import styles from './layout.module.css'

const OPTIONS: Lang[] = ['zh-CN', 'en']

/** 中文 | EN; the choice is kept in localStorage `lang`. */
export function LanguageSwitch({ onChange }: { onChange?: (lang: Lang) => void }) {
  const { lang } = useRootState()
  const { t } = useTranslation('shell')
  return (
    <div className={styles.switch} role="group" aria-label={t('header.language')}>
      {OPTIONS.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.switchButton}
          aria-pressed={lang === option}
          lang={option}
          onClick={() => {
            if (option === lang) return
            setLang(option)
            onChange?.(option)
          }}
        >
          {option === 'zh-CN' ? '中文' : 'EN'}
        </button>
      ))}
    </div>
  )
}
