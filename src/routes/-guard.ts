/** Paths reachable without a token (routes.tsv "public"), without the /platform base. */
const PUBLIC_PATHS = new Set([
  '/',
  '/auth',
  '/login',
  '/dawei',
  '/demo',
  '/accountInfor/setNewPassword',
  '/terms',
  '/privacy',
])

export function isPublicPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (PUBLIC_PATHS.has(path)) return true
  return import.meta.env.VITE_MOCK === '1' && path === '/dev/flows'
}

/** On a local development host the guard carries the original path along so sign-in can return there. */
export function isLocalDevHost(hostname = globalThis.location?.hostname ?? ''): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname.endsWith('.local')
  )
}

export { safeReturnPath } from '../domain/return-path'
