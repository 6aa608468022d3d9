import { HStack, Input, SimpleGrid } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { WATCH_KINDS, WATCH_NAME_MAX, WATCH_STATUSES, type WatchStatus } from '../../api/schemas/monitoring'
import { FormField } from '../kit/form-field'
import { OptionSelect } from '../kit/option-select'
import { ToggleChips } from '../kit/toggle-chips'
import { useDebouncedValue } from '../kit/use-debounced-value'
import { useWatchText } from './use-watch-text'
import type { WatchSearch } from '../../api/monitoring-watches'

const STATUS_CHOICES = [undefined, ...WATCH_STATUSES] as const

/** Status chips (with counts), kind and a text filter applied after a pause; a change goes back to page 1. */
export function WatchFilters({
  search,
  counts,
  onChange,
}: {
  search: WatchSearch
  counts: Record<'all' | WatchStatus, number>
  onChange: (next: WatchSearch) => void
}) {
  const { t } = useWatchText()
  const [text, setText] = useState(search.q ?? '')
  const settled = useDebouncedValue(text.trim(), 400)
  const tooLong = text.trim().length > WATCH_NAME_MAX
  useEffect(() => {
    if (!tooLong && settled !== (search.q ?? ''))
      onChange({ ...search, q: settled || undefined, page: undefined })
    // Only a settled text applies; the search itself is what it is compared with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])
  return (
    <SimpleGrid columns={{ base: 1, lg: 4 }} gap="3" alignItems="end" data-testid="watch-filters">
      <HStack gridColumn={{ lg: 'span 4' }}>
        <ToggleChips
          options={STATUS_CHOICES}
          value={search.status}
          onChange={(status) => onChange({ ...search, status, page: undefined })}
          text={(s) =>
            t('filters.statusCount', {
              label: s ? t(`status.${s}`) : t('filters.all'),
              count: counts[s ?? 'all'],
            })
          }
          label={t('filters.status')}
          testIdOf={(s) => `watch-status-filter-${s ?? 'all'}`}
        />
      </HStack>
      <FormField label={t('filters.kind')}>
        <OptionSelect
          options={WATCH_KINDS.map((k) => [k, t(`kind.${k}`)] as const)}
          emptyLabel={t('filters.anyKind')}
          value={search.kind ?? ''}
          onChange={(e) => {
            const kind = WATCH_KINDS.find((k) => k === e.target.value)
            onChange({ ...search, kind, page: undefined })
          }}
          testId="watch-kind-filter"
        />
      </FormField>
      <FormField
        label={t('filters.text')}
        gridColumn={{ lg: 'span 2' }}
        error={tooLong ? 'monitorWatch:rules.searchTooLong' : undefined}
      >
        <Input
          size="sm"
          value={text}
          placeholder={t('filters.textHint')}
          onChange={(e) => setText(e.target.value)}
          data-testid="watch-text-filter"
        />
      </FormField>
    </SimpleGrid>
  )
}
