import { useRouter } from '@tanstack/react-router'

/** Whether the app has a page at `path` (paths without the /platform base). */
export function useHasRoute(): (path: string) => boolean {
  const router = useRouter()
  return (path) => path in router.routesByPath
}
