/** Only same-app paths are followed after sign-in; anything else falls back to /home. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/home'
  const path = value.split(/[?#]/)[0] ?? ''
  if (path === '/auth' || path === '/login' || path === '/') return '/home'
  return value
}
