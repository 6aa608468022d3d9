/** Status mode (no byte counts available): the bar advances this many points per tick. */
export const STATUS_STEP = 3
export const STATUS_TICK_MS = 1500
/** Status mode never reaches 100 on its own; only the server's "done" answer completes the bar. */
export const STATUS_CEILING = 99

/**
 * Coarse progress percentage for a byte-counted upload: below 1/4 → 30, from 1/4 → 40, from 3/8 → 50,
 * from 1/2 → 80, from 9/10 → 90, complete → 100. A total of 0 or less (size not known yet) gives 30.
 */
export function progressFor(total: number, uploaded: number): number {
  if (!(total > 0)) return 30
  // Cross-multiplied so byte counts compare exactly instead of through a rounded ratio.
  if (uploaded >= total) return 100
  if (uploaded * 10 >= total * 9) return 90
  if (uploaded * 2 >= total) return 80
  if (uploaded * 8 >= total * 3) return 50
  if (uploaded * 4 >= total) return 40
  return 30
}

/** Next value in status mode: current + STATUS_STEP, capped at STATUS_CEILING and never moving backwards. */
export function nextStatusProgress(current: number): number {
  if (current >= STATUS_CEILING) return current
  return Math.min(current + STATUS_STEP, STATUS_CEILING)
}
