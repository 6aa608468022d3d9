import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../api/case-grant'
import { authorityCatalogueQuery, rolesQuery } from '../../api/team'
import { loadNamespaces } from '../../i18n'
import { RolesPage } from '../../ui/team/roles-page'

export const Route = createFileRoute('/_app/roleAuthorityManagement')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadNamespaces('team', 'errors', 'validation'),
      // A refusal (no case.view) shows on the page itself.
      queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
      queryClient.ensureQueryData(rolesQuery()).catch(() => undefined),
      queryClient.ensureQueryData(authorityCatalogueQuery()).catch(() => undefined),
    ]),
  component: RolesPage,
})
