import type { AnyRouteMatch } from '@tanstack/react-router'

/**
 * Whether the browser back button may leave the current page: the deepest route that says so decides
 * (staticData.allowBack, a boolean or a rule on the route's params for routes serving several steps).
 */
export function allowBackOf(matches: readonly AnyRouteMatch[]): boolean {
  const match = [...matches].reverse().find((m) => m.staticData?.allowBack !== undefined)
  const rule = match?.staticData.allowBack
  if (rule === undefined || match === undefined) return true
  return typeof rule === 'function' ? rule(match.params as Record<string, string>) : rule
}
