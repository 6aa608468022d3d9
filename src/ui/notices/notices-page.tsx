import { Badge, Button, HStack, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import {
  markAllNoticesReadMutation,
  noticeCountQuery,
  noticePageQuery,
  noticeTypesQuery,
} from '../../api/notices'
import {
  NOTICE_READ_FILTERS,
  NOTICE_TAB_PATHS,
  NOTICE_TABS,
  NOTICES_PAGE_SIZE,
  tabCounts,
  typesOfTab,
  type NoticeReadFilter,
  type NoticeSearch,
  type NoticeTab,
} from '../../domain/notices'
import { useRootState } from '../../state/root'
import { LoadFailed } from '../kit/load-failed'
import { EmptyState } from '../kit/empty-state'
import { PageHeader } from '../kit/page-header'
import { Pagination } from '../kit/pagination'
import { toastError, toastSuccess } from '../kit/toast'
import { ToggleChips } from '../kit/toggle-chips'
import { useOpenNotice } from '../layout/use-open-notice'
import { NoticeItem } from './notice-item'

export interface NoticesPageProps {
  tab: NoticeTab
  search: NoticeSearch
  onSearch: (search: NoticeSearch) => void
}

const READ_CHOICES: readonly (NoticeReadFilter | undefined)[] = [undefined, ...NOTICE_READ_FILTERS]

/**
 * The message centre (/AllNotice, /OfficialNotice, /OtherNotice): a tab per group of notice types with its
 * unread count (the bell's call), read and unread, mark all read, and each notice opening what it is about.
 */
export function NoticesPage({ tab, search, onSearch }: NoticesPageProps) {
  const { t } = useTranslation('notices')
  const { lang } = useRootState()
  const list = useQuery({ ...noticePageQuery(tab, search), placeholderData: (prev) => prev })
  const count = useQuery(noticeCountQuery())
  const types = useQuery(noticeTypesQuery())
  const readAll = useMutation(markAllNoticesReadMutation())
  const { markRead, reading } = useOpenNotice()
  const notices = list.data?.list ?? []
  const countOf = (which: NoticeTab) => (count.data ? tabCounts(which, count.data.byType) : undefined)
  const unreadHere = countOf(tab)?.unread ?? 0
  const typeName = (type: string) => {
    const known = types.data?.find((x) => x.type === type)
    return known ? (lang === 'en' ? known.en : known.zh) : type
  }

  const markAll = () =>
    readAll.mutate(typesOfTab(tab), {
      onSuccess: () => toastSuccess(t('markedAllRead')),
      onError: () => toastError(t('actionFailed')),
    })

  let body
  if (list.isPending) {
    body = <Spinner alignSelf="center" role="status" aria-label={t('loading')} />
  } else if (list.isError && !list.data) {
    body = <LoadFailed message={t('failed')} onRetry={() => void list.refetch()} />
  } else if (notices.length === 0) {
    body =
      search.read === undefined ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        <EmptyState
          title={search.read === 'unread' ? t('emptyUnread') : t('emptyRead')}
          description={t('emptyFilterHint')}
        />
      )
  } else {
    body = (
      <Stack gap="3">
        <Stack as="ul" gap="3" data-testid="notice-list">
          {notices.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              typeName={typeName(notice.type)}
              onRead={(n) => void markRead(n)}
              busy={reading === notice.id}
            />
          ))}
        </Stack>
        <Pagination
          page={search.page ?? 1}
          pageSize={NOTICES_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onChange={(page) => onSearch({ ...search, page })}
        />
      </Stack>
    )
  }

  return (
    <Stack gap="4" data-testid="notices-page" data-tab={tab}>
      <PageHeader title={t('title')} description={t('intro')} />
      {/* Each tab is its own page (its own URL): the tabs are links, the current one marked as such. */}
      <HStack as="nav" aria-label={t('tabs.label')} gap="1" borderBottomWidth="1px" wrap="wrap">
        {NOTICE_TABS.map((which) => {
          const unread = countOf(which)?.unread ?? 0
          const current = which === tab
          return (
            <Button
              key={which}
              asChild
              variant="ghost"
              size="sm"
              rounded="none"
              borderWidth="0"
              borderBottomWidth="2px"
              borderColor={current ? 'blue.600' : 'transparent'}
              color={current ? 'blue.700' : 'fg.muted'}
              fontWeight={current ? 'semibold' : 'normal'}
              mb="-1px"
            >
              <RouterLink
                to={NOTICE_TAB_PATHS[which]}
                aria-current={current ? 'page' : undefined}
                data-testid={`notice-tab-${which}`}
              >
                {t(`tabs.${which}`)}
                {unread > 0 && (
                  <>
                    <Badge
                      colorPalette="red"
                      size="sm"
                      aria-hidden="true"
                      data-testid={`notice-tab-unread-${which}`}
                    >
                      {unread}
                    </Badge>
                    <VisuallyHidden>{t('tabUnread', { count: unread })}</VisuallyHidden>
                  </>
                )}
              </RouterLink>
            </Button>
          )
        })}
      </HStack>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3" wrap="wrap">
          <ToggleChips
            options={READ_CHOICES}
            value={search.read}
            onChange={(read) => onSearch({ ...(read && { read }) })}
            text={(read) => t(`readFilter.${read ?? 'any'}`)}
            label={t('readFilter.label')}
            testIdOf={(read) => `notice-read-${read ?? 'any'}`}
          />
          {list.data && (
            <Text fontSize="sm" color="fg.muted">
              {t('total', { count: list.data.total })}
            </Text>
          )}
        </HStack>
        <Button
          size="sm"
          variant="outline"
          disabled={unreadHere === 0}
          loading={readAll.isPending}
          onClick={markAll}
          data-testid="notice-mark-all"
        >
          {t('markAllRead')}
        </Button>
      </HStack>
      {body}
    </Stack>
  )
}
