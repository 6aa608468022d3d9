/**
 * Renders a component the way the portal shows it: i18n in one language, Chakra, a fresh React Query
 * client, the mock server answering every call, and (when asked) a memory-history router and a signed-in
 * demo account. Component tests use this instead of building their own providers.
 *
 * Everything it starts belongs to the running test and is undone after it: the DOM is cleaned up, the mock
 * server shut down, the session, language and currency reset and localStorage cleared.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
  type AnyRootRoute,
  type AnyRoute,
  type AnyRouter,
} from '@tanstack/react-router'
import { cleanup, render, type RenderResult } from '@testing-library/react'
import userEvent, { type Options as UserEventOptions, type UserEvent } from '@testing-library/user-event'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach } from 'vitest'
import { toUserInfo } from '../mock-server/handlers/auth'
import { localBridge } from '../mock-server/bridge'
import { makeServer, type MockControls } from '../mock-server/server'
import { signInAs } from '../mock-server/test-support'
import { createQueryClient } from '../src/api/query'
import { resources, type Lang } from '../src/i18n/resources'
import { setCurrency, setLang } from '../src/state/root'
import { signIn, signOutLocally } from '../src/state/user'
import { ChakraRoot } from '../src/ui/kit/chakra-root'

// jsdom lacks what Chakra's dialogs, menus and drawers measure with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export interface RenderWithAppOptions {
  /** The language of the words, of the language store and of the calls' Accept-Language; 'en' unless given. */
  lang?: Lang
  /**
   * The mock server, on unless false (then no call is answered): this test's `testServer()`.
   * `timing` sets its response delay in ms (0 unless given).
   */
  server?: false | { timing?: number }
  /** Signs this mock user in ('u-demo' is the enterprise demo account): a session, the token, the user store. */
  signedInAs?: string
  /**
   * Renders inside a memory-history router at this URL (no base path), for Link, useNavigate and search
   * params. `ui` is the root route's component; put an `<Outlet />` in it to show `routes`.
   */
  route?: string
  /** Child routes of the root (a router at '/' unless `route` is given); the root's context is `{ queryClient }`. */
  routes?: (root: AnyRootRoute) => AnyRoute[]
  /** A client to use instead of a fresh one (retries off), e.g. one the test has seeded. */
  queryClient?: QueryClient
  /** Options of the returned user-event instance. */
  userEvent?: UserEventOptions
}

export type AppRenderResult = RenderResult & {
  /** This test's mock server; reading it after rendering with `server: false` throws. */
  server: MockControls
  user: UserEvent
  queryClient: QueryClient
  /** The memory router; reading it after rendering without `route` or `routes` throws. */
  router: AnyRouter
}

let current: MockControls | undefined

/**
 * This test's mock server (fresh seed, in memory, no delay), started on first use and exposed as
 * `window.server` like the demo build's. Call it before rendering to seed data or replace a handler;
 * `renderWithApp` then uses the same server.
 */
export function testServer(): MockControls {
  if (!current) {
    current = makeServer({ environment: 'test', persist: false, fresh: true })
    window.server = localBridge(current)
  }
  return current
}

afterEach(() => {
  cleanup()
  current?.shutdown()
  current = undefined
  window.server = undefined
  signOutLocally()
  setCurrency('CNY')
  localStorage.clear()
})

/** The app's i18next, with every namespace of both languages in memory: no word waits for a chunk. */
function startI18n(lang: Lang) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: lang,
      // As the app: zh-CN and en have the same keys (a test checks), so nothing falls back.
      fallbackLng: false,
      ns: Object.keys(resources.en),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    })
  } else if (i18next.language !== lang) {
    void i18next.changeLanguage(lang)
  }
  document.documentElement.lang = lang
}

function applyLang(lang: Lang) {
  // The client reads the language from storage for each call; the store drives the pages' own choices.
  localStorage.setItem('lang', lang)
  setLang(lang)
  startI18n(lang)
}

/** Signs in as the app does after a sign-in call: a session on the server, the token, the user store. */
function signInMockUser(server: MockControls, userId: string) {
  const record = server.db.users.find((u) => u.id === userId)
  if (!record) throw new Error(`renderWithApp: the mock has no user ${userId}`)
  signIn(signInAs(server, userId), toUserInfo(record))
}

/** A memory-history router whose root route shows `ui` (it renders after the router's first load). */
function memoryRouter(
  ui: ReactNode,
  url: string,
  routes: RenderWithAppOptions['routes'],
  queryClient: QueryClient,
): AnyRouter {
  const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: () => ui })
  return createRouter({
    routeTree: routes ? root.addChildren(routes(root)) : root,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient },
  })
}

function unavailable(what: string): never {
  throw new Error(`renderWithApp: ${what}`)
}

/**
 * Renders `ui` inside the app's providers (see the module comment) and returns Testing Library's result
 * with the mock server, a user-event instance, the query client and, when routed, the router. A routed
 * page appears after the router's first load: wait for it with a `findBy…` query.
 *
 * ```tsx
 * const { user, server } = renderWithApp(<DocumentsStep draft={draft} onChange={onChange} />, {
 *   signedInAs: 'u-demo',
 * })
 * ```
 */
export function renderWithApp(ui: ReactNode, options: RenderWithAppOptions = {}): AppRenderResult {
  applyLang(options.lang ?? 'en')
  const server = options.server === false ? undefined : testServer()
  if (server && options.server && options.server.timing !== undefined) server.setTiming(options.server.timing)
  if (options.signedInAs) {
    if (!server) unavailable('signedInAs needs the mock server')
    signInMockUser(server, options.signedInAs)
  }
  // The app's own client (mutations refresh what they declare they change), without retries.
  const queryClient =
    options.queryClient ?? createQueryClient({ defaultOptions: { queries: { retry: false } } })
  const routed = options.route !== undefined || options.routes !== undefined
  const router = routed ? memoryRouter(ui, options.route ?? '/', options.routes, queryClient) : undefined

  const result = render(
    <I18nextProvider i18n={i18next}>
      <ChakraRoot>
        <QueryClientProvider client={queryClient}>
          {router ? <RouterProvider router={router} /> : ui}
        </QueryClientProvider>
      </ChakraRoot>
    </I18nextProvider>,
  )
  return Object.defineProperties(result as AppRenderResult, {
    server: { get: () => server ?? unavailable('rendered with server: false') },
    router: { get: () => router ?? unavailable('rendered without route or routes') },
    user: { value: userEvent.setup(options.userEvent) },
    queryClient: { value: queryClient },
  })
}
