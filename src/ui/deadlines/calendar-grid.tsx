import { Box, Grid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { DeadlineRow } from '../../api/schemas/cases-deadlines'
import { monthWeeks, weekDays } from '../../domain/cases/deadline-calendar-view'
import { isOverdue, useDeadlineText } from './deadline-text'

export interface CalendarGridProps {
  view: 'month' | 'week'
  anchor: string
  today: string
  rows: readonly DeadlineRow[]
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
/** A month cell shows this many items, then "+n more". */
const CELL_ITEMS = 3

/** The month or week grid: each day lists its deadlines (overdue in red, done struck through), each a link. */
export function CalendarGrid({ view, anchor, today, rows }: CalendarGridProps) {
  const { t } = useTranslation('deadlines')
  const weeks = view === 'month' ? monthWeeks(anchor) : [weekDays(anchor)]
  const month = anchor.slice(0, 7)
  const byDay = new Map<string, DeadlineRow[]>()
  for (const r of rows) byDay.set(r.due, [...(byDay.get(r.due) ?? []), r])
  return (
    <Box overflowX="auto" data-testid={`calendar-${view}`}>
      <Grid
        templateColumns="repeat(7, minmax(7.5rem, 1fr))"
        role="grid"
        aria-label={t(`views.${view}`)}
        minW="3xl"
      >
        <Box role="row" display="contents">
          {WEEKDAYS.map((d) => (
            <Text
              key={d}
              role="columnheader"
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              px="2"
              py="1"
              borderBottomWidth="1px"
            >
              {t(`weekdays.${d}`)}
            </Text>
          ))}
        </Box>
        {weeks.map((week) => (
          <Box role="row" display="contents" key={week[0]}>
            {week.map((day) => (
              <DayCell
                key={day}
                day={day}
                today={today}
                outside={view === 'month' && day.slice(0, 7) !== month}
                rows={byDay.get(day) ?? []}
                limit={view === 'month' ? CELL_ITEMS : Infinity}
                tall={view === 'week'}
              />
            ))}
          </Box>
        ))}
      </Grid>
    </Box>
  )
}

interface DayCellProps {
  day: string
  today: string
  outside: boolean
  rows: DeadlineRow[]
  limit: number
  tall: boolean
}

function DayCell({ day, today, outside, rows, limit, tall }: DayCellProps) {
  const { t } = useTranslation('deadlines')
  const text = useDeadlineText()
  const shown = rows.slice(0, limit)
  return (
    <Stack
      role="gridcell"
      gap="1"
      p="1.5"
      minH={tall ? '48' : '24'}
      borderBottomWidth="1px"
      borderRightWidth="1px"
      bg={day === today ? 'blue.subtle' : outside ? 'bg.muted' : undefined}
      aria-current={day === today ? 'date' : undefined}
      data-day={day}
    >
      <Text
        fontSize="xs"
        color={outside ? 'fg.subtle' : 'fg.muted'}
        fontWeight={day === today ? 'bold' : undefined}
      >
        {Number(day.slice(8))}
      </Text>
      {shown.map((r) => (
        <RouterLink
          key={`${r.caseId}|${r.key}`}
          to="/brandManagement/detail"
          search={{ id: r.caseId }}
          data-testid="calendar-item"
        >
          <Text
            fontSize="xs"
            px="1"
            borderRadius="sm"
            lineClamp={2}
            bg={isOverdue(r) ? 'red.subtle' : r.done ? 'green.subtle' : 'gray.subtle'}
            color={isOverdue(r) ? 'red.fg' : undefined}
            textDecoration={r.done ? 'line-through' : undefined}
            _hover={{ textDecoration: 'underline' }}
          >
            {r.markName} · {text.name(r)}
          </Text>
        </RouterLink>
      ))}
      {rows.length > shown.length ? (
        <Text fontSize="xs" color="fg.muted">
          {t('more', { count: rows.length - shown.length })}
        </Text>
      ) : null}
    </Stack>
  )
}
