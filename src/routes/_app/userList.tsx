import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../api/case-grant'
import { departmentsQuery, membersQuery, rolesQuery } from '../../api/team'
import { loadNamespaces } from '../../i18n'
import { MembersPage } from '../../ui/team/members-page'

export const Route = createFileRoute('/_app/userList')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadNamespaces('team', 'errors', 'validation'),
      // A refusal (no case.view) shows on the page itself.
      queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
      queryClient
        .ensureQueryData(membersQuery({ departmentId: '', roleId: '', keyword: '' }))
        .catch(() => undefined),
      queryClient.ensureQueryData(rolesQuery()).catch(() => undefined),
      queryClient.ensureQueryData(departmentsQuery()).catch(() => undefined),
    ]),
  component: MembersPage,
})
