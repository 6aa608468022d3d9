import { Spinner, Stack } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { caseHistoryQuery } from '../../../api/case-detail'
import { EmptyState } from '../../kit/empty-state'
import { LoadFailed } from '../../kit/load-failed'
import { Pagination } from '../../kit/pagination'
import { SectionCard } from '../../kit/section-card'
import { HistoryTable } from './history-table'

const PAGE_SIZE = 20

/** The case's audit trail (caseHistory), newest first, paged. */
export function CaseHistory({ caseId }: { caseId: string }) {
  const { t } = useTranslation('caseDetail')
  const [page, setPage] = useState(1)
  const history = useQuery({
    ...caseHistoryQuery({ caseId, pageNo: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  return (
    <SectionCard title={t('history.title')} description={t('history.description')} testId="case-history">
      {history.isError ? (
        <LoadFailed message={t('history.loadFailed')} onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <Spinner role="status" aria-label={t('loading')} />
      ) : history.data.total === 0 ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        <Stack gap="3">
          <HistoryTable entries={history.data.list} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={history.data.total} onChange={setPage} />
        </Stack>
      )}
    </SectionCard>
  )
}
