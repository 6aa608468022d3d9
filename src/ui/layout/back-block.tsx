import { useMatches } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { allowBackOf } from './allow-back'

// The blocker and its machine load only on pages that need them (payment and confirm steps).
const BackBlockActive = lazy(() => import('./back-block-active'))

/** Mounted once in the root layout: applies the current route's allowBack rule. */
export function BackBlock() {
  const matches = useMatches()
  const allowBack = allowBackOf(matches)
  if (allowBack) return null
  return (
    <Suspense fallback={null}>
      <BackBlockActive />
    </Suspense>
  )
}
