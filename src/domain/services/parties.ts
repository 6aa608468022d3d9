/**
 * The parties a service names (the holder of a renewal, an assignee, a licensee) come from the applicant
 * book and follow the same §5 rules as registration's applicants: src/domain/registration/applicant-rules.ts,
 * reused here, not copied.
 */
import type { Applicant } from '../registration/types'
import { applicantToInput, checkApplicant, normalizeApplicant } from '../registration/applicant-rules'
import type { Issue } from '../wizard/types'
import type { ServiceMark } from './types'

/** Every §5 rule a party breaks, as issues on `<path>.<field>`. */
export function partyIssues(path: string, party: Applicant, today?: string): Issue[] {
  return checkApplicant(normalizeApplicant(applicantToInput(party)), today).map((i) => ({
    path: `${path}.${i.field}`,
    message: i.message,
  }))
}

const squash = (value: string) => value.replace(/\s+/g, '').toLowerCase()

/** Whether a party of the book is the mark's registered holder (the same Chinese or English name). */
export function isHolderOf(party: Pick<Applicant, 'nameZh' | 'nameEn'>, mark: ServiceMark): boolean {
  return (
    (party.nameZh !== '' && squash(party.nameZh) === squash(mark.holderZh)) ||
    (party.nameEn !== '' && squash(party.nameEn) === squash(mark.holderEn))
  )
}
