import { BusinessError } from '../../api/client'
import type { ContactField } from '../../machines/flows/contact-change'

const dataOf = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}

/** Until when (epoch ms) a refusal says the step is locked (its `lockedFor` seconds), else null. */
export function lockedUntilOf(data: unknown, now = Date.now()): number | null {
  const seconds = dataOf(data).lockedFor
  return typeof seconds === 'number' && seconds > 0 ? now + seconds * 1000 : null
}

/** Where a refusal of the server shows on a contact form, by the field it names. */
export function refusalField(data: unknown): ContactField {
  const field = dataOf(data).field
  if (field === 'target' || field === 'mobile' || field === 'email') return 'target'
  if (field === 'code' || field === 'smsCode') return 'code'
  return 'form'
}

/** The server field a failed call names, if any ('captchaCode', 'target' ...). */
export function serverFieldOf(error: unknown): string | undefined {
  if (!(error instanceof BusinessError)) return undefined
  const field = dataOf(error.data).field
  return typeof field === 'string' ? field : undefined
}
