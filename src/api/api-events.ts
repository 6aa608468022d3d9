/** Keys of the toasts the client asks the UI to show (namespace `errors`). */
export type ApiToastKey = 'errors:internal' | 'errors:loginExpired' | 'errors:communication'

/**
 * What the API client reports to the app. The composition root wires these to the loading overlay,
 * toasts, dialogs and the session machine; src/api itself knows nothing of the UI.
 */
export type ApiEvent =
  | { type: 'loading.start' }
  | { type: 'loading.end' }
  /** Close the overlay now, whatever the count: sent on every error. */
  | { type: 'loading.reset' }
  | { type: 'toast'; key: ApiToastKey }
  /** HTTP 500 with body code 800: a dialog titled errors:attentionTitle with this message and errors:ok. */
  | { type: 'dialog'; message: string }
  /** HTTP status 401: clear local storage and go to /auth after 3 s. */
  | { type: 'session.httpUnauthorized' }
  /** Body code 401: the login expired. */
  | { type: 'session.bodyUnauthorized' }
  /** A response arrived (the time is also stored as localStorage ajaxTime). */
  | { type: 'response'; at: number }

export type ApiEventType = ApiEvent['type']
export type ApiEventListener = (event: ApiEvent) => void

const listeners = new Set<ApiEventListener>()

/** Subscribes to every API event; returns the unsubscribe function. */
export function onApiEvent(listener: ApiEventListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Sends an event to every listener; a failing listener is logged and does not stop the others. */
export function emitApiEvent(event: ApiEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event)
    } catch (error) {
      console.error('API event listener failed', event, error)
    }
  }
}
