// Who may do what in the case manager (issue 15, overview §6 "a case-management authority area maintains roles
// and users"). One list for the pages (which hide what the member may not do) and the mock (which refuses it),
// so the two cannot disagree. A role is a set of these plus the applicants whose cases its members see.

/** Every authority a role can grant, in the order the role editor lists them. */
export const AUTHORITIES = [
  'case.view',
  'case.edit',
  'case.delete',
  'case.import',
  'case.export',
  'deadline.manage',
  'document.view',
  'document.upload',
  'document.delete',
  'portfolio.manage',
  'team.manage',
] as const
export type Authority = (typeof AUTHORITIES)[number]

export const isAuthority = (value: string): value is Authority =>
  (AUTHORITIES as readonly string[]).includes(value)

/** The roles every team starts with; the administrator's can be neither edited away nor deleted. */
export const ROLE_PRESETS = {
  admin: [...AUTHORITIES],
  attorney: AUTHORITIES.filter((a) => a !== 'team.manage'),
  paralegal: [
    'case.view',
    'case.edit',
    'case.import',
    'case.export',
    'deadline.manage',
    'document.view',
    'document.upload',
  ],
  readOnly: ['case.view', 'case.export', 'document.view'],
} as const satisfies Record<string, readonly Authority[]>
export type RolePreset = keyof typeof ROLE_PRESETS

/** What a signed-in team member may do, as the session answers it (the mock's member and role). */
export interface MemberGrant {
  memberId: string
  roleId: string
  authorities: readonly Authority[]
  /** Applicant names whose cases the member sees; null = every applicant of the account. */
  applicants: readonly string[] | null
}

export const can = (grant: Pick<MemberGrant, 'authorities'> | null | undefined, authority: Authority) =>
  Boolean(grant?.authorities.includes(authority))

/** Whether a case of `applicant` is visible under the member's applicant scope. */
export const seesApplicant = (grant: Pick<MemberGrant, 'applicants'>, applicant: string) =>
  grant.applicants === null || grant.applicants.includes(applicant)
