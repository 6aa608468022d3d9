import { authorityCalls } from './catalogue/authority'
import { casesCalls } from './catalogue/cases'
import { caseGrantKeys } from './case-grant'
import { ordersKeys } from './orders'
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

// Paying a seat order (on the payment pages, which know nothing of the team) adds seats: whatever shows the
// seats asks again each time it is shown rather than trusting a cached count.
const SEATS_FRESH = { staleTime: 0 } as const

/** The team's members (owner first) matching the filter, and the plan's seats. */
export const membersQuery = (filter: MemberFilter) => ({
  ...callQueryOptions(teamKeys.members, given(filter)),
  ...SEATS_FRESH,
})

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
export const seatOrdersQuery = () => ({ ...callQueryOptions(teamKeys.seatOrders, {}), ...SEATS_FRESH })

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

/** Orders more member seats: an unpaid seat order, paid on the payment page (the paid order adds the seats). */
export const createSeatOrderMutation = () =>
  callMutationOptions(casesCalls.brandmanagementCreateAccountOrder, {
    // The new order is also one of the order lists'.
    invalidates: [...changesTeam.invalidates, ...ordersKeys.all],
  })
