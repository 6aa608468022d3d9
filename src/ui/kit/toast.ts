import { pushToast } from '../../state/notify'

/** Shows an error toast (1500 ms). */
export function toastError(title: string, description?: string): void {
  pushToast('error', title, description)
}

/** Shows a success toast (1500 ms). */
export function toastSuccess(title: string, description?: string): void {
  pushToast('success', title, description)
}

/** Shows an information toast (1500 ms). */
export function toastInfo(title: string, description?: string): void {
  pushToast('info', title, description)
}
