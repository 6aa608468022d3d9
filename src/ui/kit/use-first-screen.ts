import { useDeferredValue } from 'react'

/**
 * How many of a long list's items to draw now: the first screenful at once, every item a moment later.
 * A result page holds 56 marks; drawing them all before the first paint kept a phone's first screen (two
 * cards) blank for the time of the other 54. The rest are drawn in React's background render, which gives
 * the browser room to paint between its slices (issue 11 §9).
 */
export function useFirstScreen(total: number, firstScreen = 8): number {
  return useDeferredValue(total, Math.min(total, firstScreen))
}
