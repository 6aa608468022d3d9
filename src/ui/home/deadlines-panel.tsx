import { List, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CustomerTask } from '../../api/schemas/orders'
import { EmptyState } from '../kit/empty-state'
import { Pagination } from '../kit/pagination'
import { DeadlineFilterChips, type DeadlineFilter } from './deadline-filter'
import { DeadlineItem } from './deadline-item'
import { HomePanel } from './home-panel'
import type { PageOf } from '../../api/home'
import { HOME_PAGE_SIZE, overdueTasksOptions, tasksOptions } from '../../api/home'
import { PanelError } from './panel-error'
import { PanelSkeleton } from './panel-skeleton'

const WITHIN_DAYS: Record<Exclude<DeadlineFilter, 'overdue'>, number | undefined> = {
  all: undefined,
  next30: 30,
  next90: 90,
}

function optionsFor(filter: DeadlineFilter, page: number) {
  if (filter === 'overdue') return overdueTasksOptions()
  return tasksOptions({ withinDays: WITHIN_DAYS[filter], pageNum: page, pageSize: HOME_PAGE_SIZE })
}

// The call has no "overdue only" filter: overdue rows are picked from everything due by today and paged here.
function visiblePage(filter: DeadlineFilter, page: number, data: PageOf<CustomerTask>): PageOf<CustomerTask> {
  if (filter !== 'overdue') return data
  const overdue = data.list.filter((task) => task.daysLeft < 0)
  return { list: overdue.slice((page - 1) * HOME_PAGE_SIZE, page * HOME_PAGE_SIZE), total: overdue.length }
}

/** Open deadlines of the member's cases, earliest first, with quick filters. */
export function DeadlinesPanel({ initialFilter = 'all' }: { initialFilter?: DeadlineFilter }) {
  const { t } = useTranslation('home')
  const [filter, setFilter] = useState<DeadlineFilter>(initialFilter)
  const [page, setPage] = useState(1)
  const query = useQuery(optionsFor(filter, page))

  const changeFilter = (next: DeadlineFilter) => {
    setFilter(next)
    setPage(1)
  }

  let body
  if (query.isPending) body = <PanelSkeleton />
  else if (query.isError)
    body = <PanelError onRetry={() => void query.refetch()} retrying={query.isFetching} />
  else {
    const { list, total } = visiblePage(filter, page, query.data)
    body =
      list.length === 0 && page === 1 ? (
        <EmptyState title={t(`deadlines.empty.${filter}`)} description={t('deadlines.emptyDescription')} />
      ) : (
        <Stack gap="4" opacity={query.isPlaceholderData ? 0.6 : 1}>
          <List.Root as="ul" listStyle="none" data-testid="deadline-list">
            {list.map((task) => (
              <DeadlineItem key={task.id} task={task} />
            ))}
          </List.Root>
          {total > HOME_PAGE_SIZE || page > 1 ? (
            <Pagination page={page} pageSize={HOME_PAGE_SIZE} total={total} onChange={setPage} />
          ) : null}
        </Stack>
      )
  }

  return (
    <HomePanel
      title={t('deadlines.title')}
      description={t('deadlines.description')}
      actions={<DeadlineFilterChips value={filter} onChange={changeFilter} />}
      testId="deadlines-panel"
    >
      {body}
    </HomePanel>
  )
}
