import type { TFunction } from 'i18next'
import type { Endpoint } from '../../api/catalogue/define'
import { BusinessError, requestBlob, type InputOf } from '../../api/client'
import { saveBlob } from '../../api/download'
import { toastError, toastSuccess } from './toast'

/**
 * Downloads one export and saves it under the server's file name (Content-Disposition), else `fallbackName`.
 * A business refusal (e.g. a mark that no longer exists) is shown with the server's message; HTTP and
 * network failures were already reported by the client, so they only end the busy state here.
 */
export async function runExport<E extends Endpoint>(
  ep: E,
  input: InputOf<E>,
  fallbackName: string,
  t: TFunction<'searchExport'>,
): Promise<boolean> {
  try {
    const { blob, fileName } = await requestBlob(ep, input)
    const name = fileName || fallbackName
    saveBlob(blob, name)
    toastSuccess(t('toast.done', { fileName: name }))
    return true
  } catch (error) {
    if (error instanceof BusinessError) toastError(t('toast.failed'), error.msg)
    else console.error(`Export failed: ${ep.id}`, error)
    return false
  }
}
