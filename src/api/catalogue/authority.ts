import { endpoint, type PendingRequest, type PendingResponse } from './define'

const AREA = 'authority'

/** The authority calls. Payload shapes are settled by the issue that builds this area. */
export const authorityCalls = {
  caseManagementAuthorityRole: endpoint<PendingRequest, PendingResponse>(
    'GET',
    'caseManagement/authority/role',
    'json',
    AREA,
    false,
  ),
  caseManagementAuthorityUser: endpoint<PendingRequest, PendingResponse>(
    'GET',
    'caseManagement/authority/user',
    'json',
    AREA,
    false,
  ),
  caseManagementAuthorityRolePut: endpoint<PendingRequest, PendingResponse>(
    'PUT',
    'caseManagement/authority/role',
    'json',
    AREA,
    false,
  ),
  caseManagementAuthorityUserPut: endpoint<PendingRequest, PendingResponse>(
    'PUT',
    'caseManagement/authority/user',
    'json',
    AREA,
    false,
  ),
  caseManagementAuthorityRoleDelete: endpoint<PendingRequest, PendingResponse>(
    'DELETE',
    'caseManagement/authority/role/{id}',
    'json',
    AREA,
    false,
  ),
  caseManagementAuthorityUserDelete: endpoint<PendingRequest, PendingResponse>(
    'DELETE',
    'caseManagement/authority/user/{id}',
    'json',
    AREA,
    false,
  ),
  caseManagementAuthorityDepartment: endpoint<PendingRequest, PendingResponse>(
    'GET',
    'caseManagement/authority/department',
    'json',
    AREA,
    false,
  ),
  caseManagementAuthorityAuthority: endpoint<PendingRequest, PendingResponse>(
    'GET',
    'caseManagement/authority/authority',
    'json',
    AREA,
    false,
  ),
  caseManagementAuthorityApplicantsByRole: endpoint<PendingRequest, PendingResponse>(
    'GET',
    'caseManagement/authority/applicantsByRole',
    'json',
    AREA,
    false,
  ),
} as const
