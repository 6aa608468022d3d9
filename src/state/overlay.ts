import { proxy, useSnapshot } from 'valtio'

/** The full-screen loading overlay: concurrent calls are counted; errors and navigations close it. */
export const overlayStore = proxy({ pending: 0 })

export function overlayStart(): void {
  overlayStore.pending += 1
}

export function overlayEnd(): void {
  overlayStore.pending = Math.max(0, overlayStore.pending - 1)
}

export function overlayReset(): void {
  overlayStore.pending = 0
}

export function useOverlayState() {
  return useSnapshot(overlayStore)
}
