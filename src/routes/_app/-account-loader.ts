import type { QueryClient } from '@tanstack/react-query'
import { accountProfileQuery } from '../../api/account'
import { loadNamespaces } from '../../i18n'

/**
 * The loader of the account pages (/personal/accountInformation, /accountInfor/accountInfDis and
 * accountModify): their words and the profile. A failed call is shown by the page, with a retry.
 */
export async function accountLoader(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    loadNamespaces('account', 'errors', 'validation'),
    queryClient.ensureQueryData(accountProfileQuery()).catch(() => undefined),
  ])
}
