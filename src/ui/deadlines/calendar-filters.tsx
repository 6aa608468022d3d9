import { Input, SimpleGrid } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OFFICE_KINDS } from '../../domain/cases/case-record'
import {
  CALENDAR_QUERY_MAX,
  DEADLINE_STATES,
  DUE_WITHIN_DAYS,
  type CalendarSearch,
  type DueWithin,
} from '../../domain/cases/deadline-calendar-view'
import { CASE_DEADLINE_KINDS } from '../../domain/cases/deadline-rules'
import { FormField } from '../kit/form-field'
import { OptionSelect } from '../kit/option-select'
import { useDebouncedValue } from '../kit/use-debounced-value'

export interface CalendarFiltersProps {
  search: CalendarSearch
  members: readonly { id: string; name: string }[]
  onChange: (next: Partial<CalendarSearch>) => void
}

/** Office kind, deadline kind, assignee, state, due within and text; each change lands in the URL. */
export function CalendarFilters({ search, members, onChange }: CalendarFiltersProps) {
  const { t } = useTranslation('deadlines')
  const [q, setQ] = useState(search.q ?? '')
  const debounced = useDebouncedValue(q, 300)
  useEffect(() => {
    if ((debounced.trim() || undefined) !== search.q) onChange({ q: debounced.trim() || undefined })
    // Only the typed text drives this; the URL's q follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])
  const select = <K extends keyof CalendarSearch>(
    key: K,
    label: string,
    options: [string, string][],
    toValue: (v: string) => CalendarSearch[K] = (v) => v as CalendarSearch[K],
  ) => (
    <FormField label={label}>
      <OptionSelect
        options={options}
        emptyLabel={t('filters.any')}
        value={String(search[key] ?? '')}
        onChange={(e) =>
          onChange({ [key]: e.target.value ? toValue(e.target.value) : undefined } as Partial<CalendarSearch>)
        }
        testId={`filter-${key}`}
      />
    </FormField>
  )
  return (
    <SimpleGrid columns={{ base: 1, sm: 3, lg: 6 }} gap="3" data-testid="calendar-filters">
      {select(
        'office',
        t('filters.office'),
        OFFICE_KINDS.map((k) => [k, t(`officeKind.${k}`)]),
      )}
      {select(
        'kind',
        t('filters.kind'),
        CASE_DEADLINE_KINDS.map((k) => [k, t(`kind.${k}`)]),
      )}
      {select('assignee', t('filters.assignee'), [
        ...members.map((m): [string, string] => [m.id, m.name]),
        ['none', t('unassigned')],
      ])}
      {select(
        'state',
        t('filters.state'),
        DEADLINE_STATES.map((s) => [s, t(`status.${s}`)]),
      )}
      {select(
        'within',
        t('filters.within'),
        DUE_WITHIN_DAYS.map((n) => [String(n), t('filters.withinDays', { count: n })]),
        (v) => Number(v) as DueWithin,
      )}
      <FormField label={t('filters.text')}>
        <Input
          size="sm"
          value={q}
          maxLength={CALENDAR_QUERY_MAX}
          placeholder={t('filters.textPlaceholder')}
          onChange={(e) => setQ(e.target.value)}
          data-testid="filter-q"
        />
      </FormField>
    </SimpleGrid>
  )
}
