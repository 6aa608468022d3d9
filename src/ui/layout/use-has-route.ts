import { useRouter } from '@tanstack/react-router'
import type { RoutePath } from '../../domain/route-path'

/**
 * Whether the app has a page at `path` (paths without the /platform base). Menus list the pages of areas not
 * built yet too, so their paths are strings; this check is what makes one a RoutePath a Link can take.
 */
export function useHasRoute(): (path: string) => path is RoutePath {
  const router = useRouter()
  return (path): path is RoutePath => path in router.routesByPath
}
