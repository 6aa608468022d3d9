/**
 * Who may join an application's applicants (§5, §9): the applicant plus joint applicants at most
 * MAX_APPLICANTS, nobody twice (the same record, or another record with the same credit code, ID number
 * or name), and per region who can file at all (Madrid through CNIPA: only applicants domiciled or
 * established in mainland China). The applicants editor and its picker refuse with these reasons.
 */
import { isMainlandCountry } from './applicant-rules'
import { MAX_APPLICANTS, type Applicant, type ApplicantsSelection, type RegistrationRegion } from './types'
import type { MessageKey } from '../message-key'

type Identity = Pick<
  Applicant,
  'applicantId' | 'kind' | 'idType' | 'idNumber' | 'uscc' | 'country' | 'nameZh' | 'nameEn'
>

const squash = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ')

/** How two applicants are the same party, or null: the same record, credit code, ID document or name. */
export function sameParty(a: Identity, b: Identity): 'record' | 'uscc' | 'idNumber' | 'name' | null {
  if (a.applicantId === b.applicantId) return 'record'
  if (a.uscc && a.uscc.toUpperCase() === b.uscc.toUpperCase()) return 'uscc'
  if (a.kind === 'individual' && b.kind === 'individual' && a.idNumber && a.idType === b.idType) {
    if (a.idNumber.toUpperCase() === b.idNumber.toUpperCase()) return 'idNumber'
  }
  if (a.country === b.country) {
    if (a.nameZh && squash(a.nameZh) === squash(b.nameZh)) return 'name'
    if (a.nameEn && squash(a.nameEn) === squash(b.nameEn)) return 'name'
  }
  return null
}

/** The main applicant plus the joint applicants. */
export const applicantCount = (selection: ApplicantsSelection) =>
  (selection.main ? 1 : 0) + selection.joint.length

/** How many more applicants fit (never below 0). */
export const applicantRoom = (selection: ApplicantsSelection) =>
  Math.max(0, MAX_APPLICANTS - applicantCount(selection))

/** Where a candidate goes: the main applicant, a new joint applicant, or in place of joint applicant `index`. */
export type ApplicantSlot = { role: 'main' } | { role: 'joint'; index?: number }

export type ApplicantRefusal =
  | { reason: 'duplicateMain'; other: Applicant }
  | { reason: 'duplicateJoint'; other: Applicant }
  | { reason: 'tooMany' }
  | { reason: 'madridDomicile' }

/**
 * Why `candidate` cannot take `slot` in the selection, or null when it can. The slot's own occupant is not
 * compared with (replacing someone by an updated copy of themselves is fine).
 */
export function refuseApplicant(
  selection: ApplicantsSelection,
  candidate: Identity,
  slot: ApplicantSlot,
  region: RegistrationRegion,
): ApplicantRefusal | null {
  if (region === 'madrid' && !isMainlandCountry(candidate.country)) return { reason: 'madridDomicile' }
  const { main, joint } = selection
  if (main && slot.role !== 'main' && sameParty(main, candidate))
    return { reason: 'duplicateMain', other: main }
  const replacing = slot.role === 'joint' ? slot.index : undefined
  const twin = joint.find((j, i) => i !== replacing && sameParty(j, candidate))
  if (twin) return { reason: 'duplicateJoint', other: twin }
  const adds = slot.role === 'joint' ? replacing === undefined : !main
  if (adds && applicantCount(selection) >= MAX_APPLICANTS) return { reason: 'tooMany' }
  return null
}

/**
 * What the chosen region asks of an applicant already chosen (an i18n key of regApplicants), or null:
 * Madrid needs a mainland applicant, and Madrid and global filings need the name and address in English.
 */
export function regionApplicantIssue(region: RegistrationRegion, applicant: Applicant): MessageKey | null {
  if (region === 'madrid' && !isMainlandCountry(applicant.country))
    return 'regApplicants:region.madridDomicile'
  if ((region === 'madrid' || region === 'global') && (!applicant.nameEn || !applicant.addressEn))
    return 'regApplicants:region.englishNeeded'
  return null
}
