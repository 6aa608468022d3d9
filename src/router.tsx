import { createRouter } from '@tanstack/react-router'
import { createQueryClient } from './api/query'
import { logPageView } from './api/usage-log'
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
// The usage logs (log/log1.do, log/setUsedTime) go in the background, throttled, never in a page's way.
router.subscribe('onResolved', ({ toLocation }) => logPageView(toLocation.pathname))

/** Page metadata every route may set. */
export interface PageMeta {
  /** The header menu entry to highlight. */
  menu?: string
  /** false: the browser back button must not leave the page (a rule on the params for multi-step routes). */
  allowBack?: boolean | ((params: Record<string, string>) => boolean)
  /**
   * true: the page renders before user/info answers (issue 11 §9: in the demo that answer waits for the mock
   * to start). Only for pages that do not need to know who is signed in to render (nothing keyed by the
   * user's id, such as the wizard's unsaved edits); every other signed-in page waits for the user.
   */
  beforeUser?: boolean
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface StaticDataRouteOption extends PageMeta {}
}
