import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError, BusinessError } from '../../api/client'
import { toastError } from '../kit/toast'
import { SERVER_ERROR } from '../kit/message'

/** The form field a refused call names in `data.field`, if any. */
function fieldOf(error: BusinessError): string | undefined {
  const data: unknown = error.data
  if (typeof data !== 'object' || data === null) return undefined
  const field = (data as { field?: unknown }).field
  return typeof field === 'string' ? field : undefined
}

/**
 * Shows a failed call where the user will look: a refusal naming a field goes under that field (mapped from
 * the server's name to the form's), any other refusal becomes a toast. Transport failures were already
 * reported by the client; anything else gets `fallback`. Returns the form field that was marked.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
  fallback: string,
): Path<T> | undefined {
  if (error instanceof BusinessError) {
    const serverField = fieldOf(error)
    const target = serverField ? fields[serverField] : undefined
    if (target) {
      setError(target, { type: SERVER_ERROR, message: error.msg }, { shouldFocus: true })
      return target
    }
    toastError(error.msg || fallback)
    return undefined
  }
  if (!(error instanceof ApiError)) toastError(fallback)
  return undefined
}

/** Whether a failed call concerns the captcha (so a new image is needed). */
export function isCaptchaError(error: unknown): boolean {
  return error instanceof BusinessError && fieldOf(error) === 'captchaCode'
}
