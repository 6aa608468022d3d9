import { onApiEvent } from './api/api-events'
import { changeLanguage, i18next } from './i18n'
import type { SessionActor } from './session-actor'
import { openAttention } from './state/dialog'
import { overlayEnd, overlayReset, overlayStart } from './state/overlay'
import { onLangChange } from './state/root'
import { onSignIn } from './state/user'
import { toastError } from './ui/kit/toast'

/**
 * The composition root's wiring: the request layer reports, the stores, the toasts, the dialog and the
 * session machine react. `navigateToAuth` is the router's job, passed in to keep this file router-free.
 */
export function wireApp(navigateToAuth: () => void): void {
  // The session machine (and xstate) load with the first expiry, not with the sign-in page; events that
  // arrive meanwhile are sent in order once it is there.
  let session: Promise<SessionActor> | null = null
  const sessionActor = () =>
    (session ??= import('./session-actor').then(({ startSessionActor }) => startSessionActor(navigateToAuth)))

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
      case 'session.bodyUnauthorized': {
        const type = event.type
        void sessionActor().then((actor) => actor.send({ type }))
        return
      }
      case 'response':
        return
    }
  })

  onLangChange((lang) => changeLanguage(lang))
  onSignIn(() => {
    if (session) void session.then((actor) => actor.send({ type: 'session.started' }))
  })
}
