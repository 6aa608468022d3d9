import { useEffect, useState } from 'react'

/** Whole seconds from now until `until` (epoch ms), never below 0; 0 for null. */
export function secondsUntil(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}

/** 14:05 for 845 seconds; an hour or more as 1:02:03. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const hh = Math.floor(s / 3600)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`
}

/** The seconds left until `until` (epoch ms), ticking every second while there are any; 0 for null. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    // Counted from now, not from the first render: `until` may be set long after mounting.
    setNow(Date.now())
    if (until === null || until <= Date.now()) return
    const timer = setInterval(() => {
      const at = Date.now()
      setNow(at)
      if (at >= until) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return secondsUntil(until, now)
}
