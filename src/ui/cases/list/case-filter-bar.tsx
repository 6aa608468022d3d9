import { Button, HStack, Input, SimpleGrid } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { casesListKeys } from '../../../api/cases-list'
import { callQueryOptions } from '../../../api/query'
import {
  CASE_STATUS_GROUP_IDS,
  QUERY_MAX_LENGTH,
  UNASSIGNED,
  WITHIN_MAX_DAYS,
  type CaseSearch,
} from '../../../domain/cases/case-query'
import { OFFICE_KINDS } from '../../../domain/cases/case-record'
import { FormField } from '../../kit/form-field'
import { OptionSelect } from '../../kit/option-select'
import { useDebouncedValue } from '../../kit/use-debounced-value'
import { FilterDisclosure } from '../../kit/filter-disclosure'
import type { CaseListData } from './use-case-list'

export interface CaseFilterBarProps {
  search: CaseSearch
  onChange: (next: CaseSearch) => void
  data: CaseListData
  /** /myCases: the assignee is fixed to the acting member. */
  lockAssignee: boolean
}

type SelectKey = 'office' | 'status' | 'applicant' | 'assignee' | 'label'
/** The search's keys that the bar sets (the sort is the table's). */
const FILTER_KEYS = ['q', 'office', 'status', 'applicant', 'assignee', 'label', 'within'] as const

/** The list's filters: each applies as it changes (the text and the day count once typing pauses). */
export function CaseFilterBar({ search, onChange, data, lockAssignee }: CaseFilterBarProps) {
  const { t } = useTranslation('casesList')
  const offices = useQuery(callQueryOptions(casesListKeys.offices, {}))
  const applicants = useQuery(callQueryOptions(casesListKeys.applicants, {}))
  const [q, setQ] = useState(search.q ?? '')
  const [within, setWithin] = useState(search.within === undefined ? '' : String(search.within))
  const settledQ = useDebouncedValue(q, 250)
  const settledWithin = useDebouncedValue(within, 400)
  const withinBad = within !== '' && !(/^\d{1,4}$/.test(within) && Number(within) <= WITHIN_MAX_DAYS)

  // Typing settles into the URL; a URL change from elsewhere (a view, reset) resets the fields.
  useEffect(() => setQ(search.q ?? ''), [search.q])
  useEffect(() => setWithin(search.within === undefined ? '' : String(search.within)), [search.within])
  useEffect(() => {
    const next = settledQ.trim() || undefined
    if (next !== search.q) onChange({ ...search, q: next })
    // Only a settled change of the text applies; search changes are followed by the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledQ])
  useEffect(() => {
    if (settledWithin !== '' && !/^\d{1,4}$/.test(settledWithin)) return
    const next = settledWithin === '' ? undefined : Number(settledWithin)
    if (next !== undefined && next > WITHIN_MAX_DAYS) return
    if (next !== search.within) onChange({ ...search, within: next })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledWithin])

  const kindCount = (kind: string) =>
    (offices.data?.offices ?? []).filter((o) => o.officeKind === kind).reduce((n, o) => n + o.count, 0)

  const select = (key: SelectKey, label: string, options: [string, string][]) => (
    <FormField label={label}>
      <OptionSelect
        options={options}
        emptyLabel={t('filters.any')}
        value={search[key] ?? ''}
        onChange={(e) => onChange({ ...search, [key]: e.target.value || undefined })}
        testId={`filter-${key}`}
      />
    </FormField>
  )

  return (
    <form
      role="search"
      aria-label={t('filters.formLabel')}
      onSubmit={(e) => e.preventDefault()}
      data-testid="case-filters"
    >
      <FilterDisclosure
        active={
          FILTER_KEYS.filter((k) => search[k] !== undefined && !(lockAssignee && k === 'assignee')).length
        }
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="start">
          <FormField label={t('filters.q')} gridColumn={{ lg: 'span 2' }}>
            <Input
              size="sm"
              type="search"
              value={q}
              maxLength={QUERY_MAX_LENGTH}
              placeholder={t('filters.qPlaceholder')}
              onChange={(e) => setQ(e.target.value)}
              data-testid="filter-q"
            />
          </FormField>
          {select(
            'office',
            t('filters.office'),
            OFFICE_KINDS.map((k) => [k, `${t(`officeKind.${k}`)} (${kindCount(k)})`]),
          )}
          {select(
            'status',
            t('filters.status'),
            CASE_STATUS_GROUP_IDS.map((g) => [g, t(`statusGroup.${g}`)]),
          )}
          {select(
            'applicant',
            t('filters.applicant'),
            (applicants.data?.applicants ?? []).map((a) => [a.name, `${a.name} (${a.count})`]),
          )}
          {lockAssignee
            ? null
            : select('assignee', t('filters.assignee'), [
                [UNASSIGNED, t('table.unassigned')],
                ...(data.list.data?.members ?? []).map((m): [string, string] => [m.id, m.name]),
              ])}
          {select(
            'label',
            t('filters.label'),
            [...data.labels.values()].map((l) => [l.id, l.name]),
          )}
          <FormField
            label={t('filters.within')}
            error={withinBad ? { text: t('filters.withinInvalid', { max: WITHIN_MAX_DAYS }) } : undefined}
          >
            <HStack gap="2" w="full">
              <Input
                size="sm"
                inputMode="numeric"
                value={within}
                onChange={(e) => setWithin(e.target.value.trim())}
                placeholder={t('filters.withinPlaceholder')}
                data-testid="filter-within"
              />
              <Button
                size="sm"
                variant="outline"
                onClick={() => onChange({ sort: search.sort, dir: search.dir })}
                data-testid="filter-reset"
              >
                {t('filters.reset')}
              </Button>
            </HStack>
          </FormField>
        </SimpleGrid>
      </FilterDisclosure>
    </form>
  )
}
