import { Alert, Box, Button, Grid, HStack, Link, List, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useRouter } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { renewalListOptions } from '../../api/renewal-list'
import { RENEWAL_SELECTION_MAX } from '../../domain/constants'
import { formatDate } from '../../domain/format'
import {
  renewalWizardHref,
  showsUnder,
  type RenewalListFilter,
  type RenewalListSearch,
} from '../../domain/renewal-list'
import { renewalStatusOf } from '../../machines/shared/renewal-status'
import { useRootState } from '../../state/root'
import { EmptyState } from '../kit/empty-state'
import { PageHeader } from '../kit/page-header'
import { RenewalListFilters } from './renewal-list-filters'
import { RenewalMarkRow, ROW_COLUMNS } from './renewal-mark-row'
import { RenewalSearchFormBar } from './renewal-search-form'

export interface RenewalListPageProps {
  search: RenewalListSearch
  onSearch: (search: RenewalListSearch) => void
}

/**
 * /management/myTrademark: the account's marks with their renewal status, read through the renewal-status
 * machine on the server's today; filters, search, and up to 5 renewable marks handed to the renewal wizard.
 */
export function RenewalListPage({ search, onSearch }: RenewalListPageProps) {
  const { t } = useTranslation('svcRenewal')
  const { lang } = useRootState()
  const router = useRouter()
  const filter: RenewalListFilter = search.filter ?? 'all'
  const query = useQuery({
    ...renewalListOptions({ keyword: search.q ?? '' }),
    placeholderData: keepPreviousData,
  })
  const [selected, setSelected] = useState<readonly string[]>([])

  const rows = useMemo(
    () =>
      (query.data?.list ?? []).map((mark) => ({
        mark,
        view: renewalStatusOf(mark, query.data?.today ?? ''),
      })),
    [query.data],
  )
  const counts = {
    all: rows.length,
    renewable: rows.filter((r) => r.view.canSubmit).length,
    notRenewable: rows.filter((r) => !r.view.canSubmit).length,
  }
  const visible = rows.filter((r) => showsUnder(filter, r.view.canSubmit))
  // Only marks still renewable count: a filing made meanwhile drops its mark from the selection.
  const chosen = selected.filter((no) => rows.some((r) => r.mark.regNo === no && r.view.canSubmit))
  const full = chosen.length >= RENEWAL_SELECTION_MAX
  const toggle = (regNo: string) =>
    setSelected((list) =>
      list.includes(regNo)
        ? list.filter((n) => n !== regNo)
        : list.length < RENEWAL_SELECTION_MAX
          ? [...list, regNo]
          : list,
    )
  const href = renewalWizardHref(chosen)
  const basepath = router.options.basepath ?? ''

  let body
  if (query.isError && !query.data) {
    body = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('list.loadFailed')}</Alert.Title>
        <Button size="xs" variant="outline" ms="auto" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert.Root>
    )
  } else if (!query.data) {
    body = null
  } else if (visible.length === 0) {
    body = (
      <Box data-testid="renewal-empty">
        <EmptyState
          title={search.q ? t('list.empty.search', { q: search.q }) : t(`list.empty.${filter}`)}
          description={t('list.empty.description')}
        />
      </Box>
    )
  } else {
    body = (
      <Box opacity={query.isFetching ? 0.7 : 1} aria-busy={query.isFetching}>
        <Grid
          templateColumns={ROW_COLUMNS}
          columnGap="3"
          px="2"
          py="2"
          borderBottomWidth="1px"
          fontSize="xs"
          fontWeight="semibold"
          color="fg.muted"
          hideBelow="md"
          aria-hidden
        >
          <span />
          <span>{t('list.columns.mark')}</span>
          <span>{t('list.columns.holder')}</span>
          <span>{t('list.columns.expiry')}</span>
          <span>{t('list.columns.status')}</span>
        </Grid>
        <List.Root as="ul" listStyle="none" data-testid="renewal-list">
          {visible.map(({ mark, view }) => (
            <RenewalMarkRow
              key={mark.regNo}
              mark={mark}
              view={view}
              selected={chosen.includes(mark.regNo)}
              selectable={!full}
              onToggle={toggle}
            />
          ))}
        </List.Root>
      </Box>
    )
  }

  return (
    <Stack gap="5" data-testid="renewal-list-page">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        note={
          query.data ? (
            <Text fontSize="xs" color="fg.muted">
              {t('list.today', { date: formatDate(query.data.today, lang) })} ·{' '}
              <Link asChild colorPalette="blue" variant="underline">
                <RouterLink to="/offerSheetXUzhan">{t('list.fees')}</RouterLink>
              </Link>
            </Text>
          ) : null
        }
      />
      <Stack gap="3">
        <RenewalSearchFormBar
          value={search.q ?? ''}
          onSearch={(q) => onSearch({ ...search, q: q || undefined })}
        />
        <RenewalListFilters
          value={filter}
          counts={counts}
          onChange={(next) => onSearch({ ...search, filter: next === 'all' ? undefined : next })}
        />
      </Stack>
      {body}
      <HStack
        position="sticky"
        bottom="0"
        bg="bg"
        borderTopWidth="1px"
        py="3"
        gap="3"
        wrap="wrap"
        justify="space-between"
        data-testid="renewal-selection"
      >
        <Stack gap="0">
          <Text fontSize="sm" aria-live="polite" data-testid="renewal-selected-count">
            {chosen.length === 0
              ? t('list.noneSelected', { max: RENEWAL_SELECTION_MAX })
              : t('list.selected', { count: chosen.length, max: RENEWAL_SELECTION_MAX })}
          </Text>
          {full ? (
            <Text fontSize="xs" color="fg.warning" data-testid="renewal-limit">
              {t('list.limitReached', { max: RENEWAL_SELECTION_MAX })}
            </Text>
          ) : rows.some((r) => r.view.surcharge && r.view.canSubmit) ? (
            <Text fontSize="xs" color="fg.muted">
              {t('list.surchargeNote')}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="2">
          {chosen.length > 0 ? (
            <Button size="sm" variant="ghost" onClick={() => setSelected([])}>
              {t('list.clearSelection')}
            </Button>
          ) : null}
          {chosen.length > 0 ? (
            <Button asChild size="sm" colorPalette="blue" data-testid="renewal-start">
              <a
                href={`${basepath}${href}`}
                onClick={(e) => {
                  e.preventDefault()
                  void router.navigate({ href })
                }}
              >
                {t('list.start')}
              </a>
            </Button>
          ) : (
            <Button size="sm" colorPalette="blue" disabled data-testid="renewal-start">
              {t('list.start')}
            </Button>
          )}
        </HStack>
      </HStack>
    </Stack>
  )
}
