import { z } from 'zod'
import { AUTHORITIES } from '../../domain/cases/authorities'

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

export const teamSchemas = {
  /** Who the session acts as in the case manager, and what that member may do. */
  brandmanagementAccountJudgment: {
    req: z.object({}),
    res: memberGrantSchema,
  },
}
