import { z } from 'zod'
import { AUTHORITIES } from '../../domain/cases/authorities'
import { missingPrerequisites } from '../../domain/cases/authority-catalogue'
import { SEAT_ORDER_MAX, TEAM_TEXT_MAX } from '../../domain/cases/team-rules'
import { emailField, emptyOr, englishTextField, mobileField, requiredString } from '../../domain/schemas'

export const authoritySchema = z.enum(AUTHORITIES)

/** The acting team member and what their role allows (the pages hide what it does not). */
export const memberGrantSchema = z.object({
  accountId: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  owner: z.boolean(),
  roleId: z.string(),
  roleName: z.string(),
  roleNameEn: z.string(),
  authorities: z.array(authoritySchema),
  /** Applicant names whose cases the member sees; null = all. */
  applicants: z.array(z.string()).nullable(),
})
export type MemberGrantView = z.output<typeof memberGrantSchema>

const bilingualSchema = z.object({ zh: z.string(), en: z.string() })
const presetSchema = z.enum(['admin', 'attorney', 'paralegal', 'readOnly'])
const accountKindSchema = z.enum(['enterprise', 'agency', 'individual'])

/** A role of the account's team, with how many members hold it. */
export const teamRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  authorities: z.array(authoritySchema),
  /** Applicant names whose cases the role's members see; null = all. */
  applicants: z.array(z.string()).nullable(),
  /** The preset it started from; 'admin' cannot be deleted nor lose team.manage. */
  preset: presetSchema.nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
})
export type TeamRoleView = z.output<typeof teamRoleSchema>

/** A member of the account's team. */
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  departmentNameEn: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  roleNameEn: z.string(),
  active: z.boolean(),
  owner: z.boolean(),
  /** The member the session acts as (who cannot delete or disable themself). */
  self: z.boolean(),
  createdAt: z.string(),
})
export type TeamMemberView = z.output<typeof teamMemberSchema>

/** The plan's member seats: included, bought, in use. */
export const seatsSchema = z.object({
  plan: accountKindSchema,
  included: z.number().int(),
  bought: z.number().int(),
  total: z.number().int(),
  used: z.number().int(),
  /** Price of one more seat (CNY). */
  seatPrice: z.number(),
})
export type SeatsView = z.output<typeof seatsSchema>

export const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  memberCount: z.number().int(),
})
export type DepartmentView = z.output<typeof departmentSchema>

const authorityEntrySchema = z.object({
  id: authoritySchema,
  label: bilingualSchema,
  explanation: bilingualSchema,
  requires: z.array(authoritySchema),
})
export const authorityGroupSchema = z.object({
  id: z.enum(['cases', 'deadlines', 'documents', 'portfolios', 'team']),
  label: bilingualSchema,
  authorities: z.array(authorityEntrySchema),
})
export type AuthorityGroupView = z.output<typeof authorityGroupSchema>

const applicantCountSchema = z.object({ name: z.string(), cases: z.number().int() })

/** A role as the editor saves it: a new one without `id`. */
export const roleInputSchema = z.object({
  id: z.string().optional(),
  name: requiredString.max(TEAM_TEXT_MAX.roleName, { error: 'validation:nameTooLong' }),
  nameEn: emptyOr(englishTextField).pipe(
    z.string().trim().max(TEAM_TEXT_MAX.roleName, { error: 'validation:nameTooLong' }),
  ),
  description: z.string().trim().max(TEAM_TEXT_MAX.description, { error: 'validation:caseTextTooLong' }),
  authorities: z
    .array(authoritySchema)
    .min(1, { error: 'validation:roleAuthorities' })
    .refine((list) => missingPrerequisites(list).length === 0, { error: 'validation:roleAuthorities' }),
  /** null = every applicant of the account; otherwise at least one chosen. */
  applicants: z.array(z.string().trim().min(1)).min(1, { error: 'validation:required' }).nullable(),
})
export type RoleInput = z.input<typeof roleInputSchema>

/** A member as the dialog saves it: a new one without `id`; a new department name creates the department. */
export const memberInputSchema = z.object({
  id: z.string().optional(),
  name: requiredString.max(TEAM_TEXT_MAX.memberName, { error: 'validation:nameTooLong' }),
  email: emailField,
  mobile: mobileField,
  departmentName: z
    .string()
    .trim()
    .max(TEAM_TEXT_MAX.departmentName, { error: 'validation:nameTooLong' })
    .default(''),
  roleId: requiredString,
  active: z.boolean().default(true),
})
export type MemberInput = z.input<typeof memberInputSchema>

/** One seat order (an order of the orders area, paid through the payment pages). */
export const seatOrderSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  seats: z.number().int(),
  total: z.number(),
  status: z.enum(['unpaid', 'paid', 'cancelled']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
})
export type SeatOrderView = z.output<typeof seatOrderSchema>

const byId = z.object({ id: requiredString })
const deleted = z.object({ id: z.string() })

export const teamSchemas = {
  /** Who the session acts as in the case manager, and what that member may do. */
  brandmanagementAccountJudgment: {
    req: z.object({}),
    res: memberGrantSchema,
  },
  /** The account's roles, administrator first. */
  caseManagementAuthorityRole: { req: z.object({}), res: z.object({ list: z.array(teamRoleSchema) }) },
  /** Creates a role, or updates role `id`. Needs team.manage. */
  caseManagementAuthorityRolePut: { req: roleInputSchema, res: teamRoleSchema },
  /** Deletes a role no member holds (never the administrator's). Needs team.manage. */
  caseManagementAuthorityRoleDelete: { req: byId, res: deleted },
  /** The team's members, owner first, filtered by department, role and text (name, e-mail, mobile). */
  caseManagementAuthorityUser: {
    req: z.object({
      departmentId: z.string().default(''),
      roleId: z.string().default(''),
      keyword: z.string().trim().max(50).default(''),
    }),
    res: z.object({ list: z.array(teamMemberSchema), total: z.number().int(), seats: seatsSchema }),
  },
  /** Creates a member (a seat must be free), or updates member `id`. Needs team.manage. */
  caseManagementAuthorityUserPut: { req: memberInputSchema, res: teamMemberSchema },
  /** Deletes a member (never the owner, never oneself). Needs team.manage. */
  caseManagementAuthorityUserDelete: { req: byId, res: deleted },
  /** The account's departments with their member counts. */
  caseManagementAuthorityDepartment: {
    req: z.object({}),
    res: z.object({ list: z.array(departmentSchema) }),
  },
  /** Every authority a role can grant, grouped, with bilingual labels and explanations. */
  caseManagementAuthorityAuthority: {
    req: z.object({}),
    res: z.object({ groups: z.array(authorityGroupSchema) }),
  },
  /**
   * The applicants of the account (the choice list, with their case counts) and those whose cases the role
   * `roleId` sees (all of them when its scope is null); without roleId, only the choice list.
   */
  caseManagementAuthorityApplicantsByRole: {
    req: z.object({ roleId: z.string().default('') }),
    res: z.object({
      choices: z.array(applicantCountSchema),
      roleId: z.string(),
      scope: z.array(z.string()).nullable(),
      visible: z.array(applicantCountSchema),
    }),
  },
  /** Orders `seats` more member seats: an unpaid order the payment pages take. Needs team.manage. */
  brandmanagementCreateAccountOrder: {
    req: z.object({ seats: z.number().int().min(1).max(SEAT_ORDER_MAX) }),
    res: seatOrderSchema,
  },
  /** The account's seat orders, newest first, and the seats they make. */
  brandmanagementGetBrandManagementAccountOrder: {
    req: z.object({}),
    res: z.object({ list: z.array(seatOrderSchema), seats: seatsSchema }),
  },
}
