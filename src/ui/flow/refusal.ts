import { ApiError, BusinessError } from '../../api/client'
import { serverText, type Message } from '../../domain/message-key'
import type { Issue } from '../../domain/wizard/types'

/** What a refused call says, once for every flow: issues for their fields, and a message for the rest. */
export interface Refusal {
  issues: Issue[]
  /** The server's own words (already in the user's language), a translation key, or null when already shown. */
  error: Message | null
  /** The envelope's code for a business refusal, null otherwise. */
  code: number | null
  /** The envelope's data for a business refusal. */
  data: unknown
}

const isIssue = (value: unknown): value is Issue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Issue).path === 'string' &&
  typeof (value as Issue).message === 'string'

/** Turns any failure of a call into a refusal: a business refusal keeps its issues and message. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof BusinessError) {
    const data = error.data as { issues?: unknown } | null
    const issues = Array.isArray(data?.issues) ? data.issues.filter(isIssue) : []
    return { issues, error: error.msg ? serverText(error.msg) : null, code: error.code, data: error.data }
  }
  // Transport failures and the catalogue's errors were reported by the client already.
  if (error instanceof ApiError) return { issues: [], error: null, code: null, data: null }
  return { issues: [], error: 'errors:communication', code: null, data: null }
}
