import { startTransition, useEffect, useState } from 'react'

/**
 * How many of a long list's items to draw now: the first screenful at once, every item once the browser has
 * painted it. A result page holds 56 marks; drawing them all before the first paint kept a phone's first screen
 * (two cards) blank for the time of the other 54 (issue 11 §9). The rest wait for the frame after the first
 * screen's (an animation frame runs before a paint, a task queued from it after), then draw in the background.
 * A list drawn anew (a new search: the list is mounted again) starts with its first screen again.
 */
export function useFirstScreen(total: number, firstScreen = 8): number {
  const [all, setAll] = useState(total <= firstScreen)
  useEffect(() => {
    if (all) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAll(true)))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [all])
  return all ? total : Math.min(total, firstScreen)
}
