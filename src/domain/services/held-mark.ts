/**
 * What the licence record and the removal both ask of a mark before anything else: it is registered, its term
 * has not ended, and the account holds it through one of its applicants. Each flow words the refusal itself
 * (a licence of an expired mark and the removal of one are different advice).
 */
import type { ServiceMark } from './types'

/** Registered: China's status 1, another country's 10 (src/domain/trademark-status.ts). */
const REGISTERED_STATUSES: readonly number[] = [1, 10]

export type HeldMarkRefusal = 'notRegistered' | 'termEnded' | 'notHeld'

/** Why a mark cannot be licensed or removed by this account on `today` (a business day), or null. */
export function heldMarkRefusal(mark: ServiceMark, today: string): HeldMarkRefusal | null {
  if (!REGISTERED_STATUSES.includes(mark.status) || !mark.registrationDate) return 'notRegistered'
  if (mark.expiryDate !== null && mark.expiryDate < today) return 'termEnded'
  if (mark.applicantId === null) return 'notHeld'
  return null
}
