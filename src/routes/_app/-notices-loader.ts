import type { QueryClient } from '@tanstack/react-query'
import { noticeCountQuery, noticePageQuery, noticeTypesQuery } from '../../api/notices'
import type { NoticeSearch, NoticeTab } from '../../domain/notices'
import { loadNamespaces } from '../../i18n'

/** What a message centre tab needs before it shows: its words, its page of notices, the counts and type names. */
export const loadNoticesPage = (queryClient: QueryClient, tab: NoticeTab, search: NoticeSearch) =>
  Promise.all([
    loadNamespaces('notices', 'errors'),
    // A failure is shown by the page itself, with a retry.
    queryClient.ensureQueryData(noticePageQuery(tab, search)).catch(() => undefined),
    queryClient.ensureQueryData(noticeCountQuery()).catch(() => undefined),
    queryClient.ensureQueryData(noticeTypesQuery()).catch(() => undefined),
  ])
