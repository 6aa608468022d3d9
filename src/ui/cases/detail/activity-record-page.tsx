import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { caseHistoryQuery } from '../../../api/case-detail'
import { isIsoDate } from '../../../domain/dates'
import { DateInput } from '../../kit/date-input'
import { OptionSelect } from '../../kit/option-select'
import { EmptyState } from '../../kit/empty-state'
import { FormField } from '../../kit/form-field'
import { PageHeader } from '../../kit/page-header'
import { Pagination } from '../../kit/pagination'
import { QueryPanel } from '../../kit/query-panel'
import { SectionCard } from '../../kit/section-card'
import { HistoryTable } from './history-table'
import { useCaseWords } from './use-case-words'

export interface RecordFilter {
  member: string
  action: string
  from: string
  to: string
  page: number
}

const PAGE_SIZE = 20

/** /record: every history entry of the cases the member sees, filtered by member, action and days, paged. */
export function ActivityRecordPage({
  filter,
  onFilter,
}: {
  filter: RecordFilter
  onFilter: (f: RecordFilter) => void
}) {
  const { t } = useTranslation('caseDetail')
  const words = useCaseWords()
  const set = (patch: Partial<RecordFilter>) => onFilter({ ...filter, page: 1, ...patch })
  // A half-typed day is not sent; the range is sent in order.
  const day = (v: string) => (isIsoDate(v) ? v : '')
  const [from, to] = [day(filter.from), day(filter.to)]
  const range = from && to && from > to ? { from: to, to: from } : { from, to }
  const history = useQuery({
    ...caseHistoryQuery({
      memberId: filter.member,
      action: filter.action,
      ...range,
      pageNo: filter.page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  })
  const data = history.data
  const filtered = Boolean(filter.member || filter.action || filter.from || filter.to)
  return (
    <Stack gap="4" data-testid="activity-record">
      <PageHeader title={t('record.title')} description={t('record.description')} />
      <SectionCard
        title={t('record.listTitle')}
        actions={data ? <Text fontSize="sm">{t('record.total', { count: data.total })}</Text> : null}
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
            <FormField label={t('record.member')}>
              <OptionSelect
                options={(data?.members ?? []).map((m) => [m.id, m.name])}
                emptyLabel={t('record.anyMember')}
                value={filter.member}
                onChange={(e) => set({ member: e.currentTarget.value })}
                testId="record-member"
              />
            </FormField>
            <FormField label={t('record.action')}>
              <OptionSelect
                options={(data?.actions ?? []).map((a) => [a, words.action(a)])}
                emptyLabel={t('record.anyAction')}
                value={filter.action}
                onChange={(e) => set({ action: e.currentTarget.value })}
                testId="record-action"
              />
            </FormField>
            <FormField
              label={t('record.from')}
              error={filter.from && !isIsoDate(filter.from) ? 'validation:date' : undefined}
            >
              <DateInput
                size="sm"
                value={filter.from}
                onChange={(e) => set({ from: e.currentTarget.value })}
              />
            </FormField>
            <FormField
              label={t('record.to')}
              error={filter.to && !isIsoDate(filter.to) ? 'validation:date' : undefined}
            >
              <DateInput size="sm" value={filter.to} onChange={(e) => set({ to: e.currentTarget.value })} />
            </FormField>
          </SimpleGrid>
          {filtered ? (
            <HStack>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => onFilter({ member: '', action: '', from: '', to: '', page: 1 })}
              >
                {t('record.reset')}
              </Button>
            </HStack>
          ) : null}
          <QueryPanel
            query={history}
            loading={t('loading')}
            failed={t('history.loadFailed')}
            spinner={{ alignSelf: undefined }}
          >
            {(loaded) =>
              loaded.total === 0 ? (
                <EmptyState
                  title={t('record.empty')}
                  description={filtered ? undefined : t('record.emptyHint')}
                />
              ) : (
                <Stack gap="3">
                  <HistoryTable entries={loaded.list} showCase />
                  <Pagination
                    page={filter.page}
                    pageSize={PAGE_SIZE}
                    total={loaded.total}
                    onChange={(page) => onFilter({ ...filter, page })}
                  />
                </Stack>
              )
            }
          </QueryPanel>
        </Stack>
      </SectionCard>
    </Stack>
  )
}
