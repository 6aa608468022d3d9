const TABS = ['password', 'sms', 'register'] as const

/** Search params of /auth and /login: the open tab, where to return after sign-in, and why the user is here. */
export interface AuthSearch {
  tab?: (typeof TABS)[number]
  redirect?: string
  /** 'expired': the session ended while the user was working; the page says so and returns them there. */
  reason?: 'expired'
}

const isTab = (value: unknown): value is NonNullable<AuthSearch['tab']> => TABS.some((tab) => tab === value)

/** The route's validateSearch: keeps a known tab and a string return path, and drops anything else. */
export function validateAuthSearch(raw: Record<string, unknown>): AuthSearch {
  const search: AuthSearch = {}
  if (isTab(raw.tab)) search.tab = raw.tab
  if (typeof raw.redirect === 'string') search.redirect = raw.redirect
  if (raw.reason === 'expired') search.reason = 'expired'
  return search
}

/** The former name, kept for the routes that pass it as `validateSearch`. */
export const authSearchSchema = validateAuthSearch
