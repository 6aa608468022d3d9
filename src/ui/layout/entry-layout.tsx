import { Link, Outlet } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LanguageSwitch } from './language-switch'
import styles from './layout.module.css'
import { Logo } from './logo'

/** Frame of the sign-in pages: plain HTML and CSS, so the first visit loads no UI library. */
export function EntryLayout() {
  const { t } = useTranslation(['shell', 'common'])
  return (
    <div className={styles.entry}>
      <header className={styles.entryHeader}>
        <div className={styles.container}>
          <Link to="/dawei" aria-label={t('common:platformName')} style={{ textDecoration: 'none' }}>
            <Logo />
          </Link>
          <nav className={styles.headerLinks} aria-label={t('shell:nav.label')}>
            <Link to="/auth" className={styles.headerLink}>
              {t('shell:public.signIn')}
            </Link>
            <Link to="/auth" search={{ tab: 'register' }} className={styles.headerLink}>
              {t('shell:public.register')}
            </Link>
            <LanguageSwitch />
          </nav>
        </div>
      </header>
      <main className={styles.entryMain} id="main-content">
        <Outlet />
      </main>
      <footer className={styles.entryFooter}>
        © 2026 {t('common:platformName')} · {t('common:platformTagline')}
      </footer>
    </div>
  )
}
