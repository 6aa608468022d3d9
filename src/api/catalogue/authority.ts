import { catalogueArea } from './define'

const endpoint = catalogueArea('authority')

/** The authority calls. Payload shapes are settled by the issue that builds this area. */
export const authorityCalls = {
  caseManagementAuthorityRole: endpoint('GET caseManagement/authority/role', { body: 'json', loading: false }),
  caseManagementAuthorityUser: endpoint('GET caseManagement/authority/user', { body: 'json', loading: false }),
  caseManagementAuthorityRolePut: endpoint('PUT caseManagement/authority/role', { body: 'json', loading: false }),
  caseManagementAuthorityUserPut: endpoint('PUT caseManagement/authority/user', { body: 'json', loading: false }),
  caseManagementAuthorityRoleDelete: endpoint('DELETE caseManagement/authority/role/{id}', { body: 'json', loading: false }),
  caseManagementAuthorityUserDelete: endpoint('DELETE caseManagement/authority/user/{id}', { body: 'json', loading: false }),
  caseManagementAuthorityDepartment: endpoint('GET caseManagement/authority/department', { body: 'json', loading: false }),
  caseManagementAuthorityAuthority: endpoint('GET caseManagement/authority/authority', { body: 'json', loading: false }),
  caseManagementAuthorityApplicantsByRole: endpoint('GET caseManagement/authority/applicantsByRole', { body: 'json', loading: false }),
} as const
