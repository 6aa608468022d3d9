import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCaseGrant } from '../../../api/case-grant'
import { casesCalls } from '../../../api/catalogue/cases'
import { BusinessError, requestBlob } from '../../../api/client'
import { saveBlob } from '../../../api/download'
import { isFiltered, queryCases, type CaseSearch, type ColumnId } from '../../../domain/cases/case-query'
import { EmptyState } from '../../kit/empty-state'
import { LoadFailed } from '../../kit/load-failed'
import { PageHeader } from '../../kit/page-header'
import { toastError, toastSuccess } from '../../kit/toast'
import { BulkBar } from './bulk-bar'
import { useColumnName } from './case-cells'
import { CaseFilterBar } from './case-filter-bar'
import { CaseTable } from './case-table'
import { ColumnsDialog } from './columns-dialog'
import { CustomFieldsDialog } from './custom-fields-dialog'
import { ImportDialog } from './import-dialog'
import { defaultColumns, useCaseList } from './use-case-list'
import { ViewsBar } from './views-bar'

export interface CasesPageProps {
  search: CaseSearch
  onSearch: (next: CaseSearch) => void
  /** /myCases: only the cases assigned to the acting member. */
  mine?: boolean
}

type Dialog = 'import' | 'columns' | 'fields' | null

/** /caseManage and /myCases: the account's cases, filtered and sorted in the browser, with bulk actions. */
export function CasesPage({ search, onSearch, mine = false }: CasesPageProps) {
  const { t, i18n } = useTranslation('casesList')
  const grant = useCaseGrant()
  const data = useCaseList()
  const columnName = useColumnName(data.fields)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [dialog, setDialog] = useState<Dialog>(null)
  const [exporting, setExporting] = useState(false)
  const memberId = grant.grant?.memberId
  const effective = useMemo(
    () => (mine ? { ...search, assignee: memberId ?? '-' } : search),
    [mine, search, memberId],
  )
  const all = data.list.data?.rows
  const rows = useMemo(
    () => (all ? queryCases(all, effective, data.names) : []),
    [all, effective, data.names],
  )
  const ctx = useMemo(
    () => ({
      en: i18n.language === 'en',
      member: (id: string) => data.members.get(id) ?? id,
      label: (id: string) => data.labels.get(id),
    }),
    [i18n.language, data.members, data.labels],
  )
  const visibleSelected = useMemo(
    () => new Set(rows.filter((r) => selected.has(r.id)).map((r) => r.id)),
    [rows, selected],
  )

  const onToggle = useCallback(
    (id: string) =>
      setSelected((s) => {
        const next = new Set(s)
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return next
      }),
    [],
  )
  const onToggleAll = () =>
    setSelected(visibleSelected.size === rows.length ? new Set() : new Set(rows.map((r) => r.id)))
  const onSort = (column: ColumnId) => {
    const current = search.sort ?? 'nextDeadline'
    const dir = current === column && (search.dir ?? 'asc') === 'asc' ? 'desc' : 'asc'
    onSearch({ ...search, sort: column, dir })
  }

  const exportCases = async (ids?: string[]) => {
    setExporting(true)
    try {
      const { blob, fileName } = await requestBlob(casesCalls.brandmanagementCaseManagementExport, {
        search: { ...effective },
        ids,
        columns: data.columns,
      })
      saveBlob(blob, fileName || 'cases.xlsx')
      toastSuccess(t('export.done', { count: ids?.length ?? rows.length }))
    } catch (error) {
      toastError(t('export.failed'), error instanceof BusinessError ? error.msg : undefined)
    } finally {
      setExporting(false)
    }
  }

  let body
  if (data.list.isError && !all) {
    body = <LoadFailed message={t('page.loadFailed')} onRetry={() => void data.list.refetch()} />
  } else if (!all || (mine && !memberId)) {
    body = <Text color="fg.muted">{t('page.loading')}</Text>
  } else if (rows.length === 0) {
    const filtered = isFiltered(search)
    body = (
      <EmptyState
        title={
          filtered ? t('page.emptyFilteredTitle') : mine ? t('page.emptyMineTitle') : t('page.emptyTitle')
        }
        description={filtered ? t('page.emptyFilteredDescription') : t('page.emptyDescription')}
      >
        {filtered ? (
          <Button size="sm" variant="outline" onClick={() => onSearch({})}>
            {t('filters.reset')}
          </Button>
        ) : null}
      </EmptyState>
    )
  } else {
    body = (
      <CaseTable
        rows={rows}
        columns={data.columns}
        columnName={columnName}
        search={search}
        onSort={onSort}
        selected={visibleSelected}
        onToggle={onToggle}
        onToggleAll={onToggleAll}
        ctx={ctx}
      />
    )
  }

  return (
    <Stack gap="4" data-testid="cases-page">
      <PageHeader
        title={mine ? t('page.myTitle') : t('page.title')}
        description={mine ? t('page.myDescription') : t('page.description')}
        aside={
          <HStack gap="2" wrap="wrap">
            {grant.can('case.edit') ? (
              <Button asChild size="sm" colorPalette="blue">
                <Link
                  to="/brandManagement/detail"
                  search={{ id: undefined, mode: 'new', tab: undefined }}
                  data-testid="case-new"
                >
                  {t('actions.new')}
                </Link>
              </Button>
            ) : null}
            {grant.can('case.import') ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDialog('import')}
                data-testid="case-import"
              >
                {t('actions.import')}
              </Button>
            ) : null}
            {grant.can('case.export') ? (
              <Button
                size="sm"
                variant="outline"
                loading={exporting}
                disabled={!rows.length}
                onClick={() => void exportCases()}
                data-testid="case-export"
              >
                {t('actions.export')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDialog('columns')}
              data-testid="case-columns"
            >
              {t('actions.columns')}
            </Button>
            {grant.can('case.edit') ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDialog('fields')}
                data-testid="case-fields"
              >
                {t('actions.fields')}
              </Button>
            ) : null}
            <ChakraLink asChild fontSize="sm" color="blue.fg">
              <Link to="/Label">{t('actions.labels')}</Link>
            </ChakraLink>
          </HStack>
        }
      />
      <ViewsBar search={search} onApply={onSearch} />
      <CaseFilterBar search={search} onChange={onSearch} data={data} lockAssignee={mine} />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="case-count">
          {t('page.count', { count: rows.length, total: all?.length ?? 0 })}
        </Text>
      </HStack>
      {visibleSelected.size > 0 ? (
        <BulkBar
          selected={visibleSelected}
          data={data}
          exporting={exporting}
          onExportSelected={() => void exportCases([...visibleSelected])}
          onDeleted={() => setSelected(new Set())}
        />
      ) : null}
      {body}
      <ImportDialog
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        onImported={() => onSearch({})}
      />
      {dialog === 'columns' ? (
        <ColumnsDialog
          open
          onClose={() => setDialog(null)}
          all={defaultColumns(data.fields)}
          shown={data.columns}
          columnName={columnName}
        />
      ) : null}
      {dialog === 'fields' ? (
        <CustomFieldsDialog onClose={() => setDialog(null)} fields={data.fields} />
      ) : null}
    </Stack>
  )
}
