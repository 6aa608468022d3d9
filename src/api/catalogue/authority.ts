import { catalogueArea } from './define'
import type { teamSchemas as Team } from '../schemas/team'

const endpoint = catalogueArea('authority')

/** The authority calls. Payload shapes are settled by the issue that builds this area. */
export const authorityCalls = {
  caseManagementAuthorityRole: endpoint<typeof Team.caseManagementAuthorityRole>('GET caseManagement/authority/role', { body: 'json', loading: false }),
  caseManagementAuthorityUser: endpoint<typeof Team.caseManagementAuthorityUser>('GET caseManagement/authority/user', { body: 'json', loading: false }),
  caseManagementAuthorityRolePut: endpoint<typeof Team.caseManagementAuthorityRolePut>('PUT caseManagement/authority/role', { body: 'json', loading: false }),
  caseManagementAuthorityUserPut: endpoint<typeof Team.caseManagementAuthorityUserPut>('PUT caseManagement/authority/user', { body: 'json', loading: false }),
  caseManagementAuthorityRoleDelete: endpoint<typeof Team.caseManagementAuthorityRoleDelete>('DELETE caseManagement/authority/role/{id}', { body: 'json', loading: false }),
  caseManagementAuthorityUserDelete: endpoint<typeof Team.caseManagementAuthorityUserDelete>('DELETE caseManagement/authority/user/{id}', { body: 'json', loading: false }),
  caseManagementAuthorityDepartment: endpoint<typeof Team.caseManagementAuthorityDepartment>('GET caseManagement/authority/department', { body: 'json', loading: false }),
  caseManagementAuthorityAuthority: endpoint<typeof Team.caseManagementAuthorityAuthority>('GET caseManagement/authority/authority', { body: 'json', loading: false }),
  caseManagementAuthorityApplicantsByRole: endpoint<typeof Team.caseManagementAuthorityApplicantsByRole>('GET caseManagement/authority/applicantsByRole', { body: 'json', loading: false }),
} as const
