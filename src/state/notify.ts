import { proxy, useSnapshot } from 'valtio'

export type ToastType = 'error' | 'success' | 'info'

export interface ToastItem {
  id: number
  type: ToastType
  title: string
  description?: string
}

/** Toasts waiting to be shown or on screen; the root chrome renders them and removes each after 1500 ms. */
export const notifyStore = proxy<{ toasts: ToastItem[] }>({ toasts: [] })

let nextId = 1
const MAX_TOASTS = 4

export function pushToast(type: ToastType, title: string, description?: string): void {
  notifyStore.toasts.push({ id: nextId++, type, title, description })
  if (notifyStore.toasts.length > MAX_TOASTS) notifyStore.toasts.shift()
}

export function dismissToast(id: number): void {
  const index = notifyStore.toasts.findIndex((t) => t.id === id)
  if (index >= 0) notifyStore.toasts.splice(index, 1)
}

export function useNotifyState() {
  return useSnapshot(notifyStore)
}
