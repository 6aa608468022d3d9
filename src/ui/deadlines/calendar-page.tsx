import { Button, ButtonGroup, HStack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { caseDeadlinesQuery, remindsQuery, saveDeadlinesMutation } from '../../api/case-deadlines'
import { BusinessError } from '../../api/client'
import { useCaseGrant } from '../../api/case-grant'
import type { DeadlineRow } from '../../api/schemas/cases-deadlines'
import {
  CALENDAR_VIEWS,
  filterDeadlines,
  monthWeeks,
  shiftAnchor,
  weekDays,
  type CalendarSearch,
} from '../../domain/cases/deadline-calendar-view'
import { SUGGESTED_REMIND_OFFSETS } from '../../domain/cases/deadline-rules'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { toastError, toastSuccess } from '../kit/toast'
import { CalendarFilters } from './calendar-filters'
import { CalendarGrid } from './calendar-grid'
import { DeadlineInfoDialog } from './deadline-info-dialog'
import { DeadlinePageFrame } from './deadline-page-frame'
import { DeadlineList, rowId } from './deadline-list'
import { DoneDialog } from './done-dialog'
import { useDeadlineText } from './deadline-text'
import { ExportActions } from './export-actions'
import { useDeadlineActions } from './use-deadline-actions'
import { dateTimeFormat } from '../../domain/intl'

export interface CalendarPageProps {
  search: CalendarSearch
  onSearch: (next: CalendarSearch) => void
}

/** /deadline: every deadline of the cases the member sees, by month, week or as a list, filtered. */
export function CalendarPage({ search, onSearch }: CalendarPageProps) {
  const { t } = useTranslation('deadlines')
  const { lang } = useRootState()
  const query = useQuery(caseDeadlinesQuery({}))
  const reminds = useQuery(remindsQuery())
  const { can } = useCaseGrant()
  const manage = can('deadline.manage')
  const actions = useDeadlineActions()
  const text = useDeadlineText()
  const [doneOf, setDoneOf] = useState<DeadlineRow | null>(null)
  const [infoOf, setInfoOf] = useState<DeadlineRow | null>(null)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [bulkOpen, setBulkOpen] = useState(false)
  const bulk = useMutation(saveDeadlinesMutation())

  const data = query.data
  const today = data?.today ?? ''
  const view = search.view ?? 'list'
  const anchor = search.date ?? today
  const filtered = useMemo(() => filterDeadlines(data?.list ?? [], search), [data, search])
  const days =
    !anchor || view === 'list' ? null : view === 'month' ? monthWeeks(anchor).flat() : weekDays(anchor)
  const range = days
    ? { from: days[0]!, to: days.at(-1)! }
    : { from: filtered[0]?.due ?? today, to: filtered.at(-1)?.due ?? today }
  const shown = days ? filtered.filter((r) => r.due >= range.from && r.due <= range.to) : filtered
  const allRule = reminds.data?.rules.find((r) => r.kind === 'all')
  const offsets = allRule?.offsets ?? [...SUGGESTED_REMIND_OFFSETS]
  const set = (next: Partial<CalendarSearch>) => onSearch({ ...search, ...next })
  const overdue = filtered.filter((r) => !r.done && r.daysLeft < 0).length
  // Only open rows still shown count: a filter change or a deadline done elsewhere drops them from the bulk action.
  const ticked = shown.filter((r) => !r.done && selected.has(rowId(r)))
  const select = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev)
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)))
      return next
    })
  const markSelectedDone = async (note: string) => {
    try {
      const { changed } = await bulk.mutateAsync({
        action: 'done',
        items: ticked.map((r) => ({ caseId: r.caseId, key: r.key })),
        note,
      })
      toastSuccess(t('bulk.saved', { count: changed }))
      setSelected(new Set())
      return true
    } catch (error) {
      toastError(t('done.failed'), error instanceof BusinessError ? error.msg : undefined)
      return false
    }
  }

  const period =
    view === 'month' && anchor
      ? dateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
          new Date(`${anchor.slice(0, 7)}-01T00:00:00Z`),
        )
      : view === 'week' && days
        ? `${formatDate(range.from, lang)} – ${formatDate(range.to, lang)}`
        : t('calendarPage.listPeriod', { count: filtered.length })

  return (
    <DeadlinePageFrame
      page="calendar"
      query={query}
      dialogs={
        <>
          <DoneDialog
            name={doneOf ? `${doneOf.markName} · ${text.name(doneOf)}` : null}
            onClose={() => setDoneOf(null)}
            onSubmit={(note) =>
              doneOf ? actions.markDone(doneOf.caseId, doneOf.key, note) : Promise.resolve(false)
            }
            busy={actions.busy}
          />
          <DoneDialog
            name={bulkOpen ? t('bulk.name', { count: ticked.length }) : null}
            onClose={() => setBulkOpen(false)}
            onSubmit={markSelectedDone}
            busy={bulk.isPending}
          />
          <DeadlineInfoDialog row={infoOf} onClose={() => setInfoOf(null)} />
        </>
      }
    >
      {(data) => (
        <>
          <CalendarFilters search={search} members={data.members} onChange={set} />
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="3" wrap="wrap">
              <ButtonGroup size="sm" attached variant="outline" role="group" aria-label={t('views.label')}>
                {CALENDAR_VIEWS.map((v) => (
                  <Button
                    key={v}
                    aria-pressed={view === v}
                    variant={view === v ? 'solid' : 'outline'}
                    onClick={() => set({ view: v })}
                    data-testid={`view-${v}`}
                  >
                    {t(`views.${v}`)}
                  </Button>
                ))}
              </ButtonGroup>
              {view !== 'list' ? (
                <ButtonGroup size="sm" variant="ghost">
                  <Button
                    onClick={() => set({ date: shiftAnchor(anchor, view, -1) })}
                    aria-label={t(`nav.prev.${view}`)}
                  >
                    ‹
                  </Button>
                  <Button onClick={() => set({ date: undefined })}>{t('nav.today')}</Button>
                  <Button
                    onClick={() => set({ date: shiftAnchor(anchor, view, 1) })}
                    aria-label={t(`nav.next.${view}`)}
                  >
                    ›
                  </Button>
                </ButtonGroup>
              ) : null}
              <Text as="h2" fontWeight="semibold" data-testid="calendar-period">
                {period}
              </Text>
              {overdue ? (
                <Text fontSize="sm" color="fg.error">
                  {t('calendarPage.overdue', { count: overdue })}
                </Text>
              ) : null}
            </HStack>
            <ExportActions rows={shown} range={range} offsets={offsets} manage={manage} />
          </HStack>
          {view === 'list' && manage && ticked.length > 0 ? (
            <HStack
              gap="3"
              px="3"
              py="2"
              rounded="md"
              bg="blue.subtle"
              wrap="wrap"
              data-testid="deadline-bulk-bar"
            >
              <Text fontSize="sm" fontWeight="medium" aria-live="polite">
                {t('bulk.selected', { count: ticked.length })}
              </Text>
              <Button size="xs" onClick={() => setBulkOpen(true)} data-testid="deadline-bulk-done">
                {t('bulk.markDone')}
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setSelected(new Set())}>
                {t('bulk.clear')}
              </Button>
            </HStack>
          ) : null}
          {view === 'list' ? (
            <DeadlineList
              rows={shown}
              manage={manage}
              busy={actions.busy || bulk.isPending}
              onDone={setDoneOf}
              onReopen={(r) => void actions.reopen(r.caseId, r.key)}
              onInfo={setInfoOf}
              selected={selected}
              onSelect={select}
            />
          ) : (
            <CalendarGrid view={view} anchor={anchor} today={today} rows={shown} />
          )}
        </>
      )}
    </DeadlinePageFrame>
  )
}
