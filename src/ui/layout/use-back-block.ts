import { useBlocker, useLocation, useMatches, useRouter } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { backBlockMachine } from '../../machines/shared/back-block'
import { allowBackOf } from './allow-back'

/**
 * Keeps the user on pages whose route sets `allowBack: false`. The router's blocker stops the back action
 * (useBlocker is marked experimental, so it is used only here); the back-block machine then re-pushes the
 * page about 500 ms later in case the browser still left it.
 */
export function useBackBlock(): void {
  const matches = useMatches()
  const location = useLocation()
  const router = useRouter()
  const allowBack = allowBackOf(matches)
  const actor = useActorRef(backBlockMachine)
  const blockedHref = useRef<string | null>(null)

  useEffect(() => {
    blockedHref.current = allowBack ? null : location.href
    actor.send({ type: 'route.entered', allowBack })
  }, [actor, allowBack, location.href])

  useEffect(() => {
    const sub = actor.on('repush', () => {
      const href = blockedHref.current
      if (href && router.state.location.href !== href) router.history.push(href)
    })
    return () => sub.unsubscribe()
  }, [actor, router])

  useBlocker({
    shouldBlockFn: ({ action }) => {
      if (action !== 'BACK' || allowBack) return false
      actor.send({ type: 'history.back' })
      return true
    },
    enableBeforeUnload: false,
    disabled: allowBack,
  })
}
