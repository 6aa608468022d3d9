import { Button, ButtonGroup, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SearchResultItem } from '../../../api/schemas/search-shared'
import { RESULTS_PAGE_SIZE } from '../../../domain/constants'
import { EmptyState } from '../../kit/empty-state'
import { Pagination } from '../../kit/pagination'
import { ResultCards } from '../result-cards'
import { ResultTable } from '../result-table'

export type MarkListView = 'table' | 'icon'

export interface MarkListProps {
  items: SearchResultItem[]
  total: number
  page: number
  view: MarkListView
  onPage: (page: number) => void
  onView: (view: MarkListView) => void
  /** Left of the view switch, e.g. filters. */
  toolbar?: ReactNode
  emptyTitle: string
}

/** A paged list of marks (56 a page, "go to page") as a table or icons, with the shared result views. */
export function MarkList({ items, total, page, view, onPage, onView, toolbar, emptyTitle }: MarkListProps) {
  const { t } = useTranslation(['searchRecord', 'searchResults'])
  const first = (page - 1) * RESULTS_PAGE_SIZE + 1
  return (
    <Stack gap="3" data-testid="mark-list" data-page={page}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3" wrap="wrap">
          {toolbar}
          <Text fontSize="sm" color="fg.muted" data-testid="mark-list-range">
            {total ? t('list.range', { from: first, to: first + items.length - 1, total }) : ''}
          </Text>
        </HStack>
        <ButtonGroup
          size="sm"
          variant="outline"
          attached
          role="group"
          aria-label={t('searchResults:view.label')}
        >
          {(['table', 'icon'] as const).map((mode) => (
            <Button
              key={mode}
              aria-pressed={view === mode}
              variant={view === mode ? 'solid' : 'outline'}
              colorPalette={view === mode ? 'blue' : 'gray'}
              onClick={() => onView(mode)}
              data-testid={`view-${mode}`}
            >
              {t(`searchResults:view.${mode}`)}
            </Button>
          ))}
        </ButtonGroup>
      </HStack>
      {items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : view === 'table' ? (
        <ResultTable items={items} firstNumber={first} />
      ) : (
        <ResultCards items={items} firstNumber={first} />
      )}
      {total > RESULTS_PAGE_SIZE ? (
        <Pagination page={page} pageSize={RESULTS_PAGE_SIZE} total={total} onChange={onPage} />
      ) : null}
    </Stack>
  )
}
