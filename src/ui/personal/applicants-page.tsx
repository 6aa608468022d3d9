import { Badge, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useRouterState } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { applicantListQuery, setDefaultApplicantMutation } from '../../api/registration-applicants'
import { APPLICANT_PAGE_SIZE, type ApplicantView } from '../../api/schemas/registration-applicants'
import { ApplicantCard } from '../flow/applicants/applicant-card'
import { useApplicantText } from '../flow/applicants/use-applicant-text'
import { LoadFailed } from '../kit/load-failed'
import { EmptyState } from '../kit/empty-state'
import { PageHeader } from '../kit/page-header'
import { Pagination } from '../kit/pagination'
import { ToggleChips } from '../kit/toggle-chips'
import { toastError, toastSuccess } from '../kit/toast'
import { ApplicantDeleteDialog } from './applicant-delete-dialog'
import {
  APPLICANT_KINDS,
  APPLICANT_ORIGINS,
  type ApplicantBookFilters,
} from '../../domain/applicant-book-filters'

/** The list's search and filters, as the URL keeps them. */
export type { ApplicantBookFilters }

export interface ApplicantsPageProps {
  filters: ApplicantBookFilters
  onFiltersChange: (next: ApplicantBookFilters) => void
}

/**
 * /personal/applicantInformation: the account's applicant book, the one the registration and service wizards
 * pick from. Search by name, credit code or ID number; filter by type, region and label; make one the default;
 * edit; delete (refused, with the filings named, while a filing uses it).
 */
export function ApplicantsPage({ filters, onFiltersChange }: ApplicantsPageProps) {
  const { t } = useTranslation('applicantBook')
  const { t: rt, name } = useApplicantText()
  const here = useRouterState({ select: (s) => s.location.href })
  const [typed, setTyped] = useState(filters.q ?? '')
  const [deleting, setDeleting] = useState<ApplicantView | null>(null)
  const [defaulting, setDefaulting] = useState<string | null>(null)
  const makeDefault = useMutation(setDefaultApplicantMutation())
  const list = useQuery({
    ...applicantListQuery({
      pageNum: filters.page ?? 1,
      pageSize: APPLICANT_PAGE_SIZE,
      keyword: filters.q ?? '',
      kind: filters.kind ?? 'all',
      origin: filters.origin ?? 'all',
      label: filters.label ?? '',
    }),
    placeholderData: keepPreviousData,
  })
  const data = list.data
  const filtered = Boolean(filters.q || filters.kind || filters.origin || filters.label)
  // A new search or filter starts again at page 1.
  const filter = (next: Partial<ApplicantBookFilters>) =>
    onFiltersChange({ ...filters, ...next, page: undefined })
  const search = (event: FormEvent) => {
    event.preventDefault()
    filter({ q: typed.trim() || undefined })
  }
  const editLink = (id?: string) => ({
    to: '/personal/applicantInformation/modyfiAdd' as const,
    search: id ? { id, from: here } : { from: here },
  })

  return (
    <Stack gap="4" data-testid="applicants-page">
      <PageHeader
        title={t('list.title')}
        description={t('list.intro')}
        note={
          data ? (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('list.total', { count: data.total })}
            </Text>
          ) : null
        }
        aside={
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink {...editLink()} data-testid="applicant-add">
              {t('list.add')}
            </RouterLink>
          </Button>
        }
      />
      <Stack gap="3" borderWidth="1px" rounded="md" p="3" bg="bg">
        <form role="search" onSubmit={search}>
          <HStack gap="2">
            <Input
              size="sm"
              flex="1"
              maxW="28rem"
              value={typed}
              maxLength={100}
              placeholder={t('list.searchPlaceholder')}
              aria-label={t('list.searchLabel')}
              onChange={(e) => setTyped(e.target.value)}
              data-testid="applicant-search"
            />
            <Button type="submit" size="sm" variant="outline">
              {t('list.searchButton')}
            </Button>
          </HStack>
        </form>
        <HStack gap="4" wrap="wrap">
          <ToggleChips
            label={t('list.kindLabel')}
            options={[undefined, ...APPLICANT_KINDS]}
            value={filters.kind}
            onChange={(kind) => filter({ kind })}
            text={(kind) =>
              kind === 'enterprise'
                ? rt('picker.kindEnterprise')
                : kind === 'individual'
                  ? rt('picker.kindIndividual')
                  : t('list.kindAll')
            }
          />
          <ToggleChips
            label={t('list.originLabel')}
            options={[undefined, ...APPLICANT_ORIGINS]}
            value={filters.origin}
            onChange={(origin) => filter({ origin })}
            text={(origin) =>
              origin === 'mainland'
                ? rt('picker.originMainland')
                : origin === 'foreign'
                  ? rt('picker.originForeign')
                  : t('list.originAll')
            }
          />
        </HStack>
        {data && data.labels.length > 0 ? (
          <ToggleChips
            label={t('list.labelLabel')}
            options={[undefined, ...data.labels.map((l) => l.name)]}
            value={filters.label}
            onChange={(label) => filter({ label })}
            text={(label) => {
              const found = data.labels.find((l) => l.name === label)
              return found
                ? t('list.labelCount', { name: found.name, count: found.count })
                : t('list.labelAll')
            }}
            testId="applicant-label-filter"
          />
        ) : null}
      </Stack>

      {list.isPending ? (
        <Spinner alignSelf="center" role="status" aria-label={t('list.loading')} />
      ) : list.isError && !data ? (
        <LoadFailed message={t('list.failed')} onRetry={() => void list.refetch()} />
      ) : !data || data.total === 0 ? (
        filtered ? (
          <EmptyState title={t('list.noMatch')} description={t('list.noMatchHint')}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setTyped('')
                onFiltersChange({})
              }}
            >
              {t('list.clearFilters')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title={t('list.empty')} description={t('list.emptyHint')}>
            <Button asChild colorPalette="blue" size="sm">
              <RouterLink {...editLink()}>{t('list.add')}</RouterLink>
            </Button>
          </EmptyState>
        )
      ) : (
        <Stack as="ul" gap="3" aria-busy={list.isFetching} data-testid="applicant-list">
          {data.list.map((a) => (
            <li key={a.applicantId} style={{ listStyle: 'none' }}>
              <ApplicantCard
                applicant={a}
                testId="applicant-item"
                badges={
                  <>
                    {a.usedInOrders > 0 ? (
                      <Badge size="sm" colorPalette="orange" variant="subtle">
                        {t('list.filed', { count: a.usedInOrders })}
                      </Badge>
                    ) : null}
                    {a.labels.map((label) => (
                      <Badge key={label} size="sm" colorPalette="gray" variant="surface">
                        {label}
                      </Badge>
                    ))}
                  </>
                }
                actions={
                  <>
                    {!a.isDefault ? (
                      <Button
                        size="xs"
                        variant="ghost"
                        loading={makeDefault.isPending && defaulting === a.applicantId}
                        onClick={() => {
                          setDefaulting(a.applicantId)
                          makeDefault.mutate(
                            { applicantId: a.applicantId, isDefault: true },
                            {
                              onSuccess: () => toastSuccess(t('list.madeDefault', { name: name(a) })),
                              onError: (e) =>
                                toastError(
                                  e instanceof BusinessError && e.msg ? e.msg : t('list.actionFailed'),
                                ),
                            },
                          )
                        }}
                        data-testid="applicant-make-default"
                      >
                        {t('list.makeDefault')}
                      </Button>
                    ) : null}
                    <Button asChild size="xs" variant="ghost">
                      <RouterLink {...editLink(a.applicantId)} data-testid="applicant-edit">
                        {t('list.edit')}
                      </RouterLink>
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setDeleting(a)}
                      data-testid="applicant-delete"
                    >
                      {t('list.delete')}
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </Stack>
      )}
      {data && data.total > data.pageSize ? (
        <Pagination
          page={data.pageNum}
          pageSize={data.pageSize}
          total={data.total}
          onChange={(page) => onFiltersChange({ ...filters, page: page > 1 ? page : undefined })}
        />
      ) : null}
      <ApplicantDeleteDialog
        applicant={deleting}
        name={deleting ? name(deleting) : ''}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  )
}
