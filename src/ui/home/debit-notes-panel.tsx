import { Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { businessToday } from '../../domain/clock'
import { EmptyState } from '../kit/empty-state'
import { Pagination } from '../kit/pagination'
import { DebitNotesTable } from './debit-notes-table'
import { HomePanel } from './home-panel'
import { sortByDueDate } from './home-data'
import { HOME_PAGE_SIZE, unpaidBillsOptions } from '../../api/home'
import { PanelError } from './panel-error'
import { PanelSkeleton } from './panel-skeleton'

/** The member's unpaid debit notes, earliest due first, five to a page. */
export function DebitNotesPanel() {
  const { t } = useTranslation('home')
  const [page, setPage] = useState(1)
  const query = useQuery(unpaidBillsOptions(page))
  const today = businessToday()

  let body
  if (query.isPending) body = <PanelSkeleton />
  else if (query.isError)
    body = <PanelError onRetry={() => void query.refetch()} retrying={query.isFetching} />
  else if (query.data.list.length === 0 && page === 1)
    body = <EmptyState title={t('debitNotes.emptyTitle')} description={t('debitNotes.emptyDescription')} />
  else
    body = (
      <Stack gap="4" opacity={query.isPlaceholderData ? 0.6 : 1}>
        <DebitNotesTable notes={sortByDueDate(query.data.list)} today={today} />
        {query.data.total > HOME_PAGE_SIZE || page > 1 ? (
          <Pagination page={page} pageSize={HOME_PAGE_SIZE} total={query.data.total} onChange={setPage} />
        ) : null}
      </Stack>
    )

  return (
    <HomePanel
      title={t('debitNotes.title')}
      description={t('debitNotes.description')}
      testId="debit-notes-panel"
    >
      {body}
    </HomePanel>
  )
}
