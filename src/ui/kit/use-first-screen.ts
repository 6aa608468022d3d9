import { startTransition, useEffect, useState } from 'react'

/**
 * How many of a long list's items to draw now: the first screenful at once, every item once the browser has
 * painted it. A result page holds 56 marks; drawing them all before the first paint kept a phone's first screen
 * (two cards) blank for the time of the other 54 (issue 11 §9).
 *
 * The rest wait two frames (the first screen's, and the next, by which its specimens have loaded: a specimen
 * is an image that arrives after the frame that inserted it) and then until the browser is idle, and draw in
 * the background. Drawn one frame later, the other 48 cards' render and layout held the specimens' paint back
 * by about a second on a slow phone. A list drawn anew (a new search: the list is mounted again) starts with
 * its first screen again.
 */
export function useFirstScreen(total: number, firstScreen = 8): number {
  const [all, setAll] = useState(total <= firstScreen)
  useEffect(() => {
    if (all) return
    const drawRest = () => startTransition(() => setAll(true))
    let idle = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        frame = 0
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(drawRest, { timeout: 300 })
        else timer = setTimeout(drawRest, 50)
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      if (idle) cancelIdleCallback(idle)
      clearTimeout(timer)
    }
  }, [all])
  return all ? total : Math.min(total, firstScreen)
}
