import { Stack } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { caseHistoryQuery } from '../../../api/case-detail'
import { EmptyState } from '../../kit/empty-state'
import { Pagination } from '../../kit/pagination'
import { QueryPanel } from '../../kit/query-panel'
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
      <QueryPanel
        query={history}
        loading={t('loading')}
        failed={t('history.loadFailed')}
        spinner={{ alignSelf: undefined }}
      >
        {(data) =>
          data.total === 0 ? (
            <EmptyState title={t('history.empty')} />
          ) : (
            <Stack gap="3">
              <HistoryTable entries={data.list} />
              <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
            </Stack>
          )
        }
      </QueryPanel>
    </SectionCard>
  )
}
