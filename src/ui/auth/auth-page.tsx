import { useNavigate } from '@tanstack/react-router'
import { Suspense, lazy, useId, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuthSearch } from '../../domain/auth-search'
import styles from './auth.module.css'
import { PasswordLoginForm } from './password-login-form'
import { ValuePanel } from './value-panel'

// The first load of /auth carries the password form only; the SMS and registration forms load when their
// tab opens (or on hover of the tab).
const loadSms = () => import('./sms-login-form')
const loadRegister = () => import('./register-form')
const SmsLoginForm = lazy(() => loadSms().then((m) => ({ default: m.SmsLoginForm })))
const RegisterForm = lazy(() => loadRegister().then((m) => ({ default: m.RegisterForm })))
const PRELOAD: Partial<Record<string, () => Promise<unknown>>> = { sms: loadSms, register: loadRegister }

type AuthTab = NonNullable<AuthSearch['tab']>

const TABS: readonly AuthTab[] = ['password', 'sms', 'register']

/** The tab an arrow, Home or End key moves to (wrapping around), or undefined for any other key. */
function tabAfterKey(current: AuthTab, key: string): AuthTab | undefined {
  const index = TABS.indexOf(current)
  const last = TABS.length - 1
  const target =
    key === 'ArrowRight'
      ? (index + 1) % TABS.length
      : key === 'ArrowLeft'
        ? (index + last) % TABS.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : undefined
  return target === undefined ? undefined : TABS[target]
}

/** Sign-in and registration (/auth and /login): the open tab lives in the URL, so it survives a reload. */
export function AuthPage({ search }: { search: AuthSearch }) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const tab = search.tab ?? 'password'
  const id = useId()
  const tabId = (value: AuthTab) => `${id}-tab-${value}`
  const panelId = (value: AuthTab) => `${id}-panel-${value}`

  const selectTab = (value: AuthTab) => {
    if (value === tab) return
    void navigate({ to: '.', search: (prev) => ({ ...prev, tab: value }), replace: true })
  }

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tab, event.key)
    if (!next) return
    event.preventDefault()
    document.getElementById(tabId(next))?.focus()
    selectTab(next)
  }

  return (
    <section className={styles.page} aria-labelledby="auth-card-title">
      <div className={styles.layout}>
        <ValuePanel />
        <div className={styles.card}>
          <header className={styles.cardHeader}>
            <h1 id="auth-card-title" className={styles.cardTitle}>
              {t('card.title')}
            </h1>
            <p className={styles.cardSubtitle}>{t('card.subtitle')}</p>
          </header>
          {search.reason === 'expired' && (
            <p className={styles.expired} role="status" data-testid="session-expired">
              {t('expired')}
            </p>
          )}
          <div className={styles.tabs}>
            <div
              role="tablist"
              aria-label={t('tabs.label')}
              aria-orientation="horizontal"
              className={styles.tabList}
              onKeyDown={onTabKeyDown}
            >
              {TABS.map((value) => (
                <button
                  key={value}
                  type="button"
                  role="tab"
                  id={tabId(value)}
                  aria-selected={value === tab}
                  aria-controls={panelId(value)}
                  tabIndex={value === tab ? 0 : -1}
                  className={styles.tab}
                  onClick={() => selectTab(value)}
                  onPointerEnter={() => void PRELOAD[value]?.()}
                  onFocus={() => void PRELOAD[value]?.()}
                >
                  {t(`tabs.${value}`)}
                </button>
              ))}
            </div>
            {/* Only the open tab is mounted, so a hidden form never loads a captcha it would burn. */}
            <div
              role="tabpanel"
              id={panelId(tab)}
              aria-labelledby={tabId(tab)}
              tabIndex={0}
              className={styles.tabPanel}
            >
              {tab === 'password' && <PasswordLoginForm redirect={search.redirect} />}
              <Suspense fallback={<div className={styles.tabLoading} aria-busy="true" />}>
                {tab === 'sms' && <SmsLoginForm redirect={search.redirect} />}
                {tab === 'register' && <RegisterForm redirect={search.redirect} />}
              </Suspense>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
