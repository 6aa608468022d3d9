import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { waitForBackend } from './api/backend-ready'
import { initI18n } from './i18n'
import { isPublicPath } from './routes/-guard'
import { rootStore } from './state/root'

async function boot() {
  // The demo's mock server (left out of production builds) starts beside the first render: requests wait
  // for it (api/backend-ready), the page frame does not. index.html has usually started it already. The words, the router and the wiring load at once
  // rather than one after another; index.html already asked for their chunks (scripts/vite-first-paint.ts).
  if (import.meta.env.VITE_MOCK === '1') {
    waitForBackend(import('../mock-server/worker-start').then(({ mockStarted }) => mockStarted))
  }
  const [, { router, queryClient }, { wireApp }] = await Promise.all([
    initI18n(rootStore.lang),
    import('./router'),
    import('./wire-app'),
  ])
  // A session that ends while the user works sends them to sign in, saying why, and back to the same page
  // afterwards (a wizard then saves what was typed meanwhile, kept on this device).
  wireApp(() => {
    const { pathname, href } = router.state.location
    const search = isPublicPath(pathname) ? {} : { redirect: href, reason: 'expired' as const }
    void router.navigate({ to: '/auth', search, replace: true })
  })
  // The demo build exposes the router beside window.server so tests can reach route metadata.
  if (import.meta.env.VITE_MOCK === '1') Object.assign(window, { router })

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

void boot()
