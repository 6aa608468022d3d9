import { Button, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useCaseGrant } from '../../../api/case-grant'
import { caseListQuery } from '../../../api/cases-list'
import { OFFICE_KINDS, type OfficeKind } from '../../../domain/cases/case-record'
import { CASE_STATUS_GROUP_IDS, statusGroupOf, type CaseStatusGroup } from '../../../domain/cases/case-query'
import { EmptyState } from '../../kit/empty-state'
import { LoadFailed } from '../../kit/load-failed'
import { PageHeader } from '../../kit/page-header'
import { SectionCard } from '../../kit/section-card'

type Counts = Record<CaseStatusGroup, Record<OfficeKind | 'all', number>>

/** Cases by status group (the list's filter groups) and kind of office, with row and column totals. */
export function countCases(rows: readonly { status: number; officeKind: OfficeKind }[]) {
  const zero = () => ({ china: 0, hongKong: 0, madrid: 0, global: 0, all: 0 })
  const counts = Object.fromEntries(CASE_STATUS_GROUP_IDS.map((g) => [g, zero()])) as Counts
  const totals = zero()
  for (const row of rows) {
    const g = statusGroupOf(row.status as Parameters<typeof statusGroupOf>[0])
    counts[g][row.officeKind] += 1
    counts[g].all += 1
    totals[row.officeKind] += 1
    totals.all += 1
  }
  return { counts, totals }
}

/** /caseStatus: how many visible cases are in each status at each kind of office; each count opens the list. */
export function CaseStatusPage() {
  const { t } = useTranslation('caseDetail')
  const { can } = useCaseGrant()
  const list = useQuery(caseListQuery())
  const header = <PageHeader title={t('status.title')} description={t('status.description')} />
  if (list.isError)
    return (
      <Stack gap="4">
        {header}
        <LoadFailed message={t('status.loadFailed')} onRetry={() => void list.refetch()} />
      </Stack>
    )
  if (!list.data) return <Spinner display="block" mx="auto" my="8" role="status" aria-label={t('loading')} />
  const { counts, totals } = countCases(list.data.rows)
  const groups = CASE_STATUS_GROUP_IDS.filter((g) => counts[g].all > 0)
  const cell = (
    count: number,
    status: CaseStatusGroup | undefined,
    office: OfficeKind | undefined,
    label: string,
  ) =>
    count === 0 ? (
      <Text as="span" color="fg.subtle">
        0
      </Text>
    ) : (
      <Link asChild colorPalette="blue" fontWeight="medium">
        <RouterLink
          to="/caseManage"
          search={{ ...(status ? { status } : {}), ...(office ? { office } : {}) }}
          aria-label={t('status.cellLabel', {
            count,
            status: label,
            office: office ? t(`officeKind.${office}`) : t('status.total'),
          })}
        >
          {count}
        </RouterLink>
      </Link>
    )
  return (
    <Stack gap="4" data-testid="case-status-page">
      {header}
      <SectionCard title={t('status.matrixTitle')}>
        {totals.all === 0 ? (
          <EmptyState title={t('status.empty')} description={t('status.emptyHint')}>
            {can('case.edit') ? (
              <Button asChild size="sm" colorPalette="blue">
                <RouterLink to="/brandManagement/detail" search={{ mode: 'new' }}>
                  {t('status.newCase')}
                </RouterLink>
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" data-testid="case-status-matrix">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('status.statusColumn')}</Table.ColumnHeader>
                  {OFFICE_KINDS.map((k) => (
                    <Table.ColumnHeader key={k} textAlign="end">
                      {t(`officeKind.${k}`)}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader textAlign="end">{t('status.total')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {groups.map((g) => (
                  <Table.Row key={g} data-testid={`status-row-${g}`}>
                    <Table.Cell as="th" scope="row" fontWeight="medium">
                      {t(`statusGroups.${g}`)}
                    </Table.Cell>
                    {OFFICE_KINDS.map((k) => (
                      <Table.Cell key={k} textAlign="end">
                        {cell(counts[g][k], g, k, t(`statusGroups.${g}`))}
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end">
                      {cell(counts[g].all, g, undefined, t(`statusGroups.${g}`))}
                    </Table.Cell>
                  </Table.Row>
                ))}
                <Table.Row fontWeight="semibold">
                  <Table.Cell as="th" scope="row" fontWeight="medium">
                    {t('status.total')}
                  </Table.Cell>
                  {OFFICE_KINDS.map((k) => (
                    <Table.Cell key={k} textAlign="end">
                      {cell(totals[k], undefined, k, t('status.total'))}
                    </Table.Cell>
                  ))}
                  <Table.Cell textAlign="end">
                    {cell(totals.all, undefined, undefined, t('status.total'))}
                  </Table.Cell>
                </Table.Row>
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </SectionCard>
    </Stack>
  )
}
