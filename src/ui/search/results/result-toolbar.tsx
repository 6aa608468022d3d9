import { Button, ButtonGroup, HStack, NativeSelect, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RESULT_SORT_FIELDS, type ResultSort } from '../result-sort'
import type { ResultView } from './result-params'

export interface ResultToolbarProps {
  selectedCount: number
  onClearSelection: () => void
  /** Absent when the result cannot be sorted (image search). */
  sort?: { value: ResultSort | null; onChange: (sort: ResultSort | null) => void; similarity: boolean }
  view: ResultView
  onView: (view: ResultView) => void
  /** The export menu, fed by the selection. */
  actions?: ReactNode
}

const DEFAULT = 'default'

/** Above the list: selection count, sort, table/icon view and the export menu. */
export function ResultToolbar({
  selectedCount,
  onClearSelection,
  sort,
  view,
  onView,
  actions,
}: ResultToolbarProps) {
  const { t } = useTranslation('searchResults')
  const options = RESULT_SORT_FIELDS.filter((f) => f !== 'similarity' || sort?.similarity).flatMap((field) =>
    (['desc', 'asc'] as const).map((order) => `${field}-${order}` as const),
  )
  const current = sort?.value ? `${sort.value.field}-${sort.value.order}` : DEFAULT

  return (
    <HStack justify="space-between" wrap="wrap" gap="3" data-testid="result-toolbar">
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" data-testid="selected-count" aria-live="polite">
          {t('selection.count', { count: selectedCount })}
        </Text>
        {selectedCount ? (
          <Button size="xs" variant="ghost" onClick={onClearSelection}>
            {t('selection.clear')}
          </Button>
        ) : null}
        {actions}
      </HStack>
      <HStack gap="3" wrap="wrap">
        {sort ? (
          <HStack gap="2">
            <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              <label htmlFor="result-sort">{t('sort.label')}</label>
            </Text>
            <NativeSelect.Root size="sm" width={{ base: '40', sm: '56' }}>
              <NativeSelect.Field
                id="result-sort"
                value={current}
                data-testid="sort-select"
                onChange={(e) => {
                  const [field, order] = e.currentTarget.value.split('-')
                  const match = RESULT_SORT_FIELDS.find((f) => f === field)
                  sort.onChange(match ? { field: match, order: order === 'asc' ? 'asc' : 'desc' } : null)
                }}
              >
                <option value={DEFAULT}>{t('sort.default')}</option>
                {options.map((value) => (
                  <option key={value} value={value}>
                    {t(`sort.options.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        ) : null}
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t('view.label')}>
          {(['table', 'icon'] as const).map((mode) => (
            <Button
              key={mode}
              aria-pressed={view === mode}
              variant={view === mode ? 'solid' : 'outline'}
              colorPalette={view === mode ? 'blue' : 'gray'}
              onClick={() => onView(mode)}
              data-testid={`view-${mode}`}
            >
              {t(`view.${mode}`)}
            </Button>
          ))}
        </ButtonGroup>
      </HStack>
    </HStack>
  )
}
