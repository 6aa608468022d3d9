import { proxy, useSnapshot } from 'valtio'

/** The "Attention" dialog the request layer opens for HTTP 500 with body code 800. */
export const dialogStore = proxy<{ message: string | null }>({ message: null })

export function openAttention(message: string): void {
  dialogStore.message = message
}

export function closeAttention(): void {
  dialogStore.message = null
}

export function useDialogState() {
  return useSnapshot(dialogStore)
}
