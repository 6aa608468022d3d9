import { createActor } from 'xstate'
import { i18next } from './i18n'
import { sessionExpiryMachine } from './machines/shared/session-expiry'
import { signOutLocally } from './state/user'
import { toastError } from './ui/kit/toast'

/** Starts the app's one session-expiry actor: many failing calls still lead to a single redirect. */
export function startSessionActor(navigateToAuth: () => void) {
  const actor = createActor(sessionExpiryMachine)
  actor.on('clearStorage', () => {
    localStorage.clear()
    signOutLocally()
  })
  actor.on('notifyExpired', () => {
    signOutLocally()
    toastError(i18next.t('errors:loginExpired'))
  })
  actor.on('redirect', () => navigateToAuth())
  actor.start()
  return actor
}

export type SessionActor = ReturnType<typeof startSessionActor>
