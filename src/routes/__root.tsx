import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { Suspense } from 'react'
import { getToken } from '../state/user'
import { AttentionDialog } from '../ui/kit/attention-dialog'
import { LoadingOverlay } from '../ui/kit/loading-overlay'
import { Toaster } from '../ui/kit/toaster'
import { BackBlock } from '../ui/layout/back-block'
import { NotFoundRedirect } from '../ui/layout/not-found-redirect'
import { TitleSync } from '../ui/layout/title-sync'
import { isLocalDevHost, isPublicPath } from './-guard'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: ({ location }) => {
    if (isPublicPath(location.pathname) || getToken()) return
    throw redirect({
      to: '/auth',
      search: isLocalDevHost() ? { redirect: location.href } : {},
      replace: true,
    })
  },
  component: RootLayout,
  notFoundComponent: NotFoundRedirect,
})

function RootLayout() {
  return (
    <>
      <TitleSync />
      <BackBlock />
      {/* A page whose words are still loading shows nothing rather than keys. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <LoadingOverlay />
      <AttentionDialog />
      <Toaster />
    </>
  )
}
