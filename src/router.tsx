import { createRouter } from '@tanstack/react-router'
import { createQueryClient } from './api/query'
import { routeTree } from './route-tree.gen'
import { overlayReset } from './state/overlay'
import { RouteError } from './ui/layout/route-error'

// Each mutation's declared `invalidates` is applied by this client's mutation cache (src/api/query.ts).
export const queryClient = createQueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
})

export const router = createRouter({
  routeTree,
  basepath: '/platform',
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
})

// Loading overlays close on every navigation (overview §2), so one can never outlive its page.
router.subscribe('onBeforeNavigate', () => overlayReset())

/** Page metadata every route may set. */
export interface PageMeta {
  /** The header menu entry to highlight. */
  menu?: string
  /** false: the browser back button must not leave the page (a rule on the params for multi-step routes). */
  allowBack?: boolean | ((params: Record<string, string>) => boolean)
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface StaticDataRouteOption extends PageMeta {}
}
