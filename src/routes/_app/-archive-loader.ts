import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { ARCHIVE_ROUTES, type ArchiveKind } from '../../domain/trademark-archives'
import { loadNamespaces } from '../../i18n'
import type { ArchiveSearch } from '../../domain/record-search'
import { archiveOptions } from '../../api/search'

/**
 * Loads an archive for the page of `kind`; a mark kept by another register is sent to its own archive page
 * (replacing the history entry), so a shared or typed link always lands on the matching page.
 */
export async function loadArchive(kind: ArchiveKind, queryClient: QueryClient, search: ArchiveSearch) {
  const [, data] = await Promise.all([
    loadNamespaces('searchRecord', 'searchResults'),
    queryClient.ensureQueryData(archiveOptions(search)),
  ])
  if (data && data.archive !== kind) {
    throw redirect({ to: ARCHIVE_ROUTES[data.archive], search, replace: true })
  }
}
