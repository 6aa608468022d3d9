import { DEFAULT_DOWNLOAD_NAME } from '../domain/constants'
import type { Endpoint } from './catalogue/define'
import { requestBlob, type InputOf } from './client'

/**
 * Downloads a blob call and saves it through a temporary `<a download>`. A failure is only logged
 * (overview §8) and resolves false; the client has already reported error toasts.
 */
export async function downloadFile<E extends Endpoint>(
  ep: E,
  input: InputOf<E>,
  fallbackName: string = DEFAULT_DOWNLOAD_NAME,
): Promise<boolean> {
  try {
    const { blob, fileName } = await requestBlob(ep, input)
    saveBlob(blob, fileName || fallbackName)
    return true
  } catch (error) {
    console.error(`Download failed: ${ep.id}`, error)
    return false
  }
}

/** Saves a blob under a file name via an object URL, revoked once the click is dispatched. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.appendChild(link)
  try {
    link.click()
  } finally {
    link.remove()
    // Revoke on the next task: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}
