import type { QueryClient } from '@tanstack/react-query'
import { certificationQuery, userInfoQuery } from '../../api/member'
import { needsVerification } from '../../domain/certification'
import { loadNamespaces } from '../../i18n'

/**
 * The loader of the company verification page, which three paths show (/personal/enterpriseCertification,
 * /authentication, /accountInfor/authentication): its words, the profile, and for a corporate account the
 * latest submission. A failed call is shown by the page, with a retry.
 */
export async function certificationLoader(queryClient: QueryClient): Promise<void> {
  const [, profile] = await Promise.all([
    loadNamespaces('certification', 'errors', 'validation'),
    queryClient.ensureQueryData(userInfoQuery()).catch(() => undefined),
  ])
  if (profile && needsVerification(profile.accountType))
    await queryClient.ensureQueryData(certificationQuery()).catch(() => undefined)
}
