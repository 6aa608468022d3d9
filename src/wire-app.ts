import { createActor } from 'xstate'
import { onApiEvent } from './api/api-events'
import { changeLanguage, i18next } from './i18n'
import { sessionExpiryMachine } from './machines/shared/session-expiry'
import { openAttention } from './state/dialog'
import { overlayEnd, overlayReset, overlayStart } from './state/overlay'
import { onLangChange } from './state/root'
import { onSignIn, signOutLocally } from './state/user'
import { toastError } from './ui/kit/toaster'

/** The app's one session-expiry actor: many failing calls still lead to a single redirect. */
export const sessionActor = createActor(sessionExpiryMachine)

/**
 * The composition root's wiring: the request layer reports, the stores, the toaster, the dialog and the
 * session machine react. `navigateToAuth` is the router's job, passed in to keep this file router-free.
 */
export function wireApp(navigateToAuth: () => void): void {
  sessionActor.on('clearStorage', () => {
    localStorage.clear()
    signOutLocally()
  })
  sessionActor.on('notifyExpired', () => {
    signOutLocally()
    toastError(i18next.t('errors:loginExpired'))
  })
  sessionActor.on('redirect', () => navigateToAuth())
  sessionActor.start()

  onApiEvent((event) => {
    switch (event.type) {
      case 'loading.start':
        return overlayStart()
      case 'loading.end':
        return overlayEnd()
      case 'loading.reset':
        return overlayReset()
      case 'toast':
        // The session machine announces an expired login once, however many calls report it.
        if (event.key !== 'errors:loginExpired') toastError(i18next.t(event.key))
        return
      case 'dialog':
        return openAttention(event.message)
      case 'session.httpUnauthorized':
      case 'session.bodyUnauthorized':
        return sessionActor.send({ type: event.type })
      case 'response':
        return
    }
  })

  onLangChange((lang) => changeLanguage(lang))
  onSignIn(() => sessionActor.send({ type: 'session.started' }))
}
