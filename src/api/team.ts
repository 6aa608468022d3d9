import { authorityCalls } from './catalogue/authority'
import { casesCalls } from './catalogue/cases'
import { caseGrantKeys } from './case-grant'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'
import type { RequestOf } from './catalogue/define'

/** The case manager's team: members, roles, departments, the authority list, applicants by role, seats. */
export const teamKeys = queryKeys({
  members: authorityCalls.caseManagementAuthorityUser,
  roles: authorityCalls.caseManagementAuthorityRole,
  departments: authorityCalls.caseManagementAuthorityDepartment,
  authorities: authorityCalls.caseManagementAuthorityAuthority,
  applicants: authorityCalls.caseManagementAuthorityApplicantsByRole,
  seatOrders: casesCalls.brandmanagementGetBrandManagementAccountOrder,
})

export type MemberFilter = RequestOf<typeof authorityCalls.caseManagementAuthorityUser>

// An empty filter is left out of the query string: "?roleId" (no value) reaches the mock as a value.
const given = <T extends Record<string, string | undefined>>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v)) as Partial<T>

/** The team's members (owner first) matching the filter, and the plan's seats. */
export const membersQuery = (filter: MemberFilter) => callQueryOptions(teamKeys.members, given(filter))

/** The account's roles, administrator first, with how many members hold each. */
export const rolesQuery = () => callQueryOptions(teamKeys.roles, {})

/** The account's departments with their member counts. */
export const departmentsQuery = () => callQueryOptions(teamKeys.departments, {})

/** Every authority a role can grant, grouped, in both languages. */
export const authorityCatalogueQuery = () => callQueryOptions(teamKeys.authorities, {})

/** The account's applicants, and those the role sees ('' = only the choice list). */
export const applicantsByRoleQuery = (roleId: string) =>
  callQueryOptions(teamKeys.applicants, given({ roleId }))

/** The seat orders and the plan's seats. */
export const seatOrdersQuery = () => callQueryOptions(teamKeys.seatOrders, {})

// A team change moves counts everywhere (members per role and department, seats) and may change what the
// acting member may do, so every team view and the grant refresh.
const changesTeam = { invalidates: [...teamKeys.all, caseGrantKeys.grant()] }

export const saveRoleMutation = () =>
  callMutationOptions(authorityCalls.caseManagementAuthorityRolePut, changesTeam)
export const deleteRoleMutation = () =>
  callMutationOptions(authorityCalls.caseManagementAuthorityRoleDelete, changesTeam)
export const saveMemberMutation = () =>
  callMutationOptions(authorityCalls.caseManagementAuthorityUserPut, changesTeam)
export const deleteMemberMutation = () =>
  callMutationOptions(authorityCalls.caseManagementAuthorityUserDelete, changesTeam)
