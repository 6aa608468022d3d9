import { emit, setup } from 'xstate'

/** Where an expired session sends the user. */
export const AUTH_PATH = '/auth'

/** How long an HTTP 401 waits before the redirect, so the user can see why the page changes. */
export const REDIRECT_DELAY_MS = 3000

export type SessionExpiryEvent =
  { type: 'session.httpUnauthorized' } | { type: 'session.bodyUnauthorized' } | { type: 'session.started' }

/** Side effects the app performs itself, wired with `actor.on(type, ...)`. */
export type SessionExpiryEmitted =
  { type: 'clearStorage' } | { type: 'notifyExpired' } | { type: 'redirect'; to: typeof AUTH_PATH }

/**
 * The two session-expiry paths of the request layer: an HTTP 401 clears storage and redirects to /auth
 * after `redirectDelay`; a body code 401 shows the "login expired" message and redirects at once.
 * Only the first 401 counts: the rest are ignored until the user signs in again (`session.started`).
 */
export const sessionExpiryMachine = setup({
  types: {
    events: {} as SessionExpiryEvent,
    emitted: {} as SessionExpiryEmitted,
  },
  actions: {
    clearStorage: emit({ type: 'clearStorage' } as const),
    notifyExpired: emit({ type: 'notifyExpired' } as const),
    redirectToAuth: emit({ type: 'redirect', to: AUTH_PATH } as const),
  },
  delays: {
    redirectDelay: REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'sessionExpiry',
  initial: 'active',
  states: {
    active: {
      on: {
        'session.httpUnauthorized': 'expiring',
        'session.bodyUnauthorized': 'notifying',
      },
    },
    expiring: {
      entry: 'clearStorage',
      after: { redirectDelay: 'redirected' },
    },
    notifying: {
      entry: 'notifyExpired',
      always: 'redirected',
    },
    redirected: {
      entry: 'redirectToAuth',
      on: { 'session.started': 'active' },
    },
  },
})
