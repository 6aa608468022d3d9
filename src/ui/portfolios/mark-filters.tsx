import { Button, Input, SimpleGrid } from '@chakra-ui/react'
import { EXPIRING_DAYS, MARK_KEYWORD_MAX, type MarkSearch } from '../../domain/portfolio-search'
import { COMBINED_STATUSES } from '../../domain/trademark-status'
import { FormField } from '../kit/form-field'
import { OptionSelect } from '../kit/option-select'
import { usePortfolioText } from './use-portfolio-text'

export interface MarkFilterValue {
  keyword: string
  /** Index into COMBINED_STATUSES, or '' for any. */
  status: string
  classNo: string
  label: string
  expiringWithinDays: number
}

export const NO_FILTER: MarkFilterValue = {
  keyword: '',
  status: '',
  classNo: '',
  label: '',
  expiringWithinDays: 0,
}

const CLASSES = Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0'))

/** The filters a URL state stands for. */
export const filterOf = (s: MarkSearch): MarkFilterValue => ({
  keyword: s.q ?? '',
  status: s.status === undefined ? '' : String(s.status),
  classNo: s.class ?? '',
  label: s.label ?? '',
  expiringWithinDays: s.expiring ?? 0,
})

/** The URL state of the filters (the keyword, applicant and page are the page's); back to page 1. */
export const searchOf = (f: MarkFilterValue): MarkSearch => ({
  status: f.status === '' ? undefined : Number(f.status),
  class: f.classNo || undefined,
  label: f.label || undefined,
  expiring: EXPIRING_DAYS.find((d) => d === f.expiringWithinDays),
})

/** The status ids a status choice stands for. */
export const statusIdsOf = (status: string): number[] =>
  status === '' ? [] : [...(COMBINED_STATUSES[Number(status)]?.ids ?? [])]

/** The filters of "My trademarks": applied as they change (the keyword after a pause). */
export function MarkFilters({
  value,
  labels,
  onChange,
}: {
  value: MarkFilterValue
  labels: readonly string[]
  onChange: (next: MarkFilterValue) => void
}) {
  const { t, pick } = usePortfolioText()
  const set = (patch: Partial<MarkFilterValue>) => onChange({ ...value, ...patch })
  const select = (
    label: string,
    current: string,
    options: [value: string, text: string][],
    apply: (v: string) => void,
    testId: string,
  ) => (
    <FormField label={label}>
      <OptionSelect
        options={options}
        value={current}
        onChange={(e) => apply(e.target.value)}
        testId={testId}
      />
    </FormField>
  )
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 6 }} gap="3" alignItems="end" data-testid="mark-filters">
      <FormField label={t('filters.keyword')} gridColumn={{ lg: 'span 2' }}>
        <Input
          size="sm"
          value={value.keyword}
          maxLength={MARK_KEYWORD_MAX}
          placeholder={t('filters.keywordPlaceholder')}
          onChange={(e) => set({ keyword: e.target.value })}
          data-testid="filter-keyword"
        />
      </FormField>
      {select(
        t('filters.status'),
        value.status,
        [
          ['', t('filters.anyStatus')],
          ...COMBINED_STATUSES.map((s, i): [string, string] => [String(i), pick(s)]),
        ],
        (status) => set({ status }),
        'filter-status',
      )}
      {select(
        t('filters.classes'),
        value.classNo,
        [['', t('filters.anyClass')], ...CLASSES.map((c): [string, string] => [c, c])],
        (classNo) => set({ classNo }),
        'filter-class',
      )}
      {select(
        t('filters.label'),
        value.label,
        [['', t('filters.anyLabel')], ...labels.map((l): [string, string] => [l, l])],
        (label) => set({ label }),
        'filter-label',
      )}
      {select(
        t('filters.expiring'),
        String(value.expiringWithinDays),
        [
          ['0', t('filters.anyTime')],
          ...EXPIRING_DAYS.map((d): [string, string] => [String(d), t('filters.within', { days: d })]),
        ],
        (v) => set({ expiringWithinDays: Number(v) }),
        'filter-expiring',
      )}
      <Button size="sm" variant="ghost" onClick={() => onChange(NO_FILTER)} gridColumn={{ lg: '6' }}>
        {t('filters.reset')}
      </Button>
    </SimpleGrid>
  )
}
