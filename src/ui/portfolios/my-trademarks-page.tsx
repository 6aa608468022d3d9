import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useCaseGrant } from '../../api/case-grant'
import { portfolioCalls } from '../../api/catalogue/portfolio'
import { requestBlob } from '../../api/client'
import { saveBlob } from '../../api/download'
import type { MarkSearch } from '../../domain/portfolio-search'
import { followedApplicantsQuery, followMutation, platMarksQuery, updateTipQuery } from '../../api/portfolios'
import { ConfirmDialog } from '../kit/confirm-dialog'
import { EmptyState } from '../kit/empty-state'
import { PageHeader } from '../kit/page-header'
import { Pagination } from '../kit/pagination'
import { QueryPanel } from '../kit/query-panel'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'
import { ToggleChips } from '../kit/toggle-chips'
import { useDebouncedValue } from '../kit/use-debounced-value'
import { FollowDialog } from './follow-dialog'
import { LabelsDialog } from './labels-dialog'
import { MarkDrawer } from './mark-drawer'
import { MarkFilters, filterOf, searchOf, statusIdsOf, type MarkFilterValue } from './mark-filters'
import { MarksTable } from './marks-table'
import { useAddToCases } from './use-add-to-cases'
import { errorText, usePortfolioText } from './use-portfolio-text'

const PAGE_SIZE = 20

export interface MyTrademarksPageProps {
  /** The applicant, filters and page, from the URL. */
  search: MarkSearch
  onSearch: (next: MarkSearch) => void
}

/**
 * /myTrademark: the marks of the register applicants the account follows: one applicant or all, filtered,
 * paged; labels, export, "add to my cases"; following and unfollowing applicants; a mark's details in a drawer.
 * The applicant, filters and page live in the URL (a reload or a shared link shows the same view).
 */
export function MyTrademarksPage({ search, onSearch }: MyTrademarksPageProps) {
  const { t, pick } = usePortfolioText()
  const grant = useCaseGrant()
  const applicantId = search.applicant ?? ''
  const page = search.page ?? 1
  const setPage = (next: number) => onSearch({ ...search, page: next > 1 ? next : undefined })
  // The typed keyword answers at once; the URL (and the request) take it after a pause.
  const [keywordText, setKeywordText] = useState(search.q ?? '')
  const filter: MarkFilterValue = { ...filterOf(search), keyword: keywordText }
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [openMark, setOpenMark] = useState<string | null>(null)
  const [labelling, setLabelling] = useState<{ ids: string[]; labels: string[] }>({ ids: [], labels: [] })
  const [followOpen, setFollowOpen] = useState(false)
  const [stopping, setStopping] = useState<string | null>(null)
  const [exporting, setExporting] = useState(false)
  const debouncedKeyword = useDebouncedValue(keywordText.trim(), 300)
  useEffect(() => {
    if ((debouncedKeyword || undefined) !== search.q)
      onSearch({ ...search, q: debouncedKeyword || undefined, page: undefined })
    // Only the typed text drives this; the URL's q follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedKeyword])
  const keyword = search.q ?? ''

  const request = {
    applicantId,
    keyword,
    status: statusIdsOf(filter.status),
    classes: filter.classNo ? [filter.classNo] : [],
    label: filter.label,
    expiringWithinDays: filter.expiringWithinDays,
  }
  const applicants = useQuery(followedApplicantsQuery())
  const marks = useQuery({
    ...platMarksQuery({ ...request, pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: (prev) => prev,
  })
  const tip = useQuery(updateTipQuery())
  const unfollow = useMutation(followMutation())
  const addToCases = useAddToCases()

  const canManage = grant.can('portfolio.manage')
  const canAdd = canManage && grant.can('case.edit')
  const followed = applicants.data?.list ?? []
  const total = followed.reduce((n, a) => n + a.markCount, 0)
  const stoppingApplicant = followed.find((a) => a.applicantId === stopping)

  const changeFilter = (next: MarkFilterValue) => {
    setKeywordText(next.keyword)
    onSearch({ ...searchOf(next), applicant: search.applicant, q: next.keyword.trim() || undefined })
  }
  const select = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev)
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)))
      return next
    })

  const exportXlsx = async (markIds: string[]) => {
    setExporting(true)
    try {
      const { blob, fileName } = await requestBlob(portfolioCalls.tmPlatTmPlatExport, { ...request, markIds })
      saveBlob(blob, fileName || 'my-trademarks.xlsx')
      toastSuccess(t('marks.exportDone', { fileName: fileName || 'my-trademarks.xlsx' }))
    } catch (error) {
      toastError(t('marks.exportFailed'), errorText(error, ''))
    } finally {
      setExporting(false)
    }
  }

  const unseen = tip.data?.unseen ?? 0
  const header = (
    <PageHeader
      title={t('marks.title')}
      description={t('marks.intro')}
      aside={
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/management/trademarkStatusUpdate" data-testid="to-updates">
              {t('marks.updates')}
              {unseen ? (
                <Badge colorPalette="orange" ms="1" aria-label={t('marks.updatesCount', { count: unseen })}>
                  {unseen}
                </Badge>
              ) : null}
            </RouterLink>
          </Button>
          {grant.can('case.export') && followed.length ? (
            <Button
              size="sm"
              variant="outline"
              loading={exporting}
              loadingText={t('marks.exporting')}
              onClick={() => void exportXlsx([])}
              data-testid="marks-export"
            >
              {t('marks.export')}
            </Button>
          ) : null}
          {canManage ? (
            <Button
              size="sm"
              colorPalette="blue"
              onClick={() => setFollowOpen(true)}
              data-testid="follow-open"
            >
              {t('marks.follow')}
            </Button>
          ) : null}
        </HStack>
      }
    />
  )

  // Draws from `followed`, which the header shares, rather than from the argument.
  const body = (
    <QueryPanel
      query={applicants}
      loading={t('marks.loading')}
      failed={(error) => errorText(error, t('marks.loadFailed'))}
    >
      {() =>
        followed.length === 0 ? (
          <SectionCard title={t('marks.title')}>
            <EmptyState title={t('marks.noApplicants')} description={t('marks.noApplicantsHint')}>
              {canManage ? (
                <Button size="sm" colorPalette="blue" onClick={() => setFollowOpen(true)}>
                  {t('marks.follow')}
                </Button>
              ) : null}
            </EmptyState>
          </SectionCard>
        ) : (
          <Stack gap="4">
            <Stack gap="2">
              <ToggleChips
                label={t('marks.tabsLabel')}
                options={['', ...followed.map((a) => a.applicantId)]}
                value={applicantId}
                onChange={(id) => onSearch({ ...search, applicant: id || undefined, page: undefined })}
                size="sm"
                testId="applicant-tabs"
                testIdOf={(id) => `applicant-tab-${id || 'all'}`}
                text={(id) => {
                  const a = followed.find((x) => x.applicantId === id)
                  if (!a) return t('marks.allApplicants', { count: total })
                  return (
                    <>
                      {t('marks.applicantTab', { name: pick(a.name), count: a.markCount })}
                      {a.unseenChanges ? (
                        <Badge colorPalette="orange" ms="1">
                          {a.unseenChanges}
                        </Badge>
                      ) : null}
                    </>
                  )
                }}
              />
              {applicantId && canManage ? (
                <HStack gap="3" fontSize="sm" color="fg.muted">
                  {(() => {
                    const a = followed.find((x) => x.applicantId === applicantId)
                    return a ? (
                      <Text>
                        {t('marks.applicantCount', { marks: a.markCount, registered: a.registeredCount })}
                      </Text>
                    ) : null
                  })()}
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => setStopping(applicantId)}
                    data-testid="unfollow"
                  >
                    {t('marks.stopFollowing')}
                  </Button>
                </HStack>
              ) : null}
            </Stack>
            <MarkFilters value={filter} labels={marks.data?.labels ?? []} onChange={changeFilter} />
            {selected.size ? (
              <HStack gap="2" wrap="wrap" bg="blue.subtle" p="2" rounded="md" data-testid="bulk-bar">
                <Text fontSize="sm">{t('marks.selected', { count: selected.size })}</Text>
                {canAdd ? (
                  <Button
                    size="xs"
                    colorPalette="blue"
                    loading={addToCases.busy}
                    onClick={() => addToCases.add([...selected], () => setSelected(new Set()))}
                    data-testid="bulk-add-cases"
                  >
                    {t('marks.addSelected')}
                  </Button>
                ) : null}
                {canManage ? (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setLabelling({ ids: [...selected], labels: [] })}
                    data-testid="bulk-label"
                  >
                    {t('marks.labelSelected')}
                  </Button>
                ) : null}
                {grant.can('case.export') ? (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={exporting}
                    onClick={() => void exportXlsx([...selected])}
                  >
                    {t('marks.exportSelected')}
                  </Button>
                ) : null}
                <Button size="xs" variant="ghost" onClick={() => setSelected(new Set())}>
                  {t('marks.clearSelection')}
                </Button>
              </HStack>
            ) : null}
            <QueryPanel
              query={marks}
              loading={t('marks.loading')}
              failed={(error) => errorText(error, t('marks.loadFailed'))}
            >
              {(data) =>
                data.total === 0 ? (
                  <EmptyState title={t('marks.noMarks')} description={t('marks.noMarksHint')} />
                ) : (
                  <Stack gap="3">
                    <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="marks-total">
                      {t('marks.total', { count: data.total })}
                    </Text>
                    <MarksTable
                      marks={data.list}
                      selected={selected}
                      onSelect={select}
                      onOpen={setOpenMark}
                      onAddToCases={canAdd ? (id) => addToCases.add([id]) : undefined}
                      addingIds={addToCases.pendingIds}
                    />
                    <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
                  </Stack>
                )
              }
            </QueryPanel>
          </Stack>
        )
      }
    </QueryPanel>
  )

  return (
    <Stack gap="4" data-testid="my-trademarks-page">
      {header}
      {body}
      <FollowDialog open={followOpen} onClose={() => setFollowOpen(false)} />
      <MarkDrawer
        markId={openMark}
        onClose={() => setOpenMark(null)}
        onEditLabels={(id, labels) => setLabelling({ ids: [id], labels })}
      />
      <LabelsDialog
        markIds={labelling.ids}
        initial={labelling.labels}
        known={marks.data?.labels ?? []}
        onClose={() => setLabelling({ ids: [], labels: [] })}
      />
      <ConfirmDialog
        open={stoppingApplicant !== undefined}
        onClose={() => setStopping(null)}
        title={stoppingApplicant ? t('marks.stopTitle', { name: pick(stoppingApplicant.name) }) : ''}
        message={t('marks.stopMessage')}
        confirmLabel={t('marks.stopFollowing')}
        danger
        busy={unfollow.isPending}
        onConfirm={() => {
          if (!stoppingApplicant) return
          unfollow.mutate(
            { action: 'unfollow', applicantId: stoppingApplicant.applicantId },
            {
              onSuccess: () => {
                toastSuccess(t('marks.stopped', { name: pick(stoppingApplicant.name) }))
                setStopping(null)
                onSearch({ ...search, applicant: undefined, page: undefined })
                setSelected(new Set())
              },
              onError: (e) => toastError(errorText(e, t('marks.actionFailed'))),
            },
          )
        }}
      />
    </Stack>
  )
}
