import { Alert, Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { businessToday } from '../../../domain/clock'
import type { RolledDeadline } from '../../../domain/deadline-calendar'
import { formatDate } from '../../../domain/format'
import { deadlineOn, nonUseOpensOn, receiptDay } from '../../../domain/procedure-deadlines'
import {
  oppositionPeriod,
  relativeGroundsPeriod,
  reviewPeriod,
  type ContestedDraft,
} from '../../../domain/services/contested'
import type { ServiceMark } from '../../../domain/services/types'
import { useRootState } from '../../../state/root'
import { useServiceFlow } from '../service-flow'

/** Red a week before the last day and after it, orange within a month. */
const paletteOf = (daysLeft: number) => (daysLeft <= 7 ? 'red' : daysLeft <= 30 ? 'orange' : 'green')

/**
 * The last day a filing must meet, from the one deadline engine: the day, the days left, where it was moved
 * over a holiday, and where the period is counted from (a refusal's deemed or actual receipt).
 */
export function DeadlineNote({
  deadline,
  from,
  testId,
}: {
  deadline: RolledDeadline
  from?: { kind: 'deemed' | 'received'; day: string }
  testId: string
}) {
  const { t } = useTranslation('svcContested')
  const { lang } = useRootState()
  const view = deadlineOn(deadline, businessToday())
  const date = formatDate(view.due, lang)
  return (
    <Alert.Root
      status={view.passed ? 'error' : view.daysLeft <= 7 ? 'warning' : 'info'}
      data-testid={testId}
      data-due={view.due}
      data-passed={view.passed}
    >
      <Alert.Indicator />
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Alert.Title>{view.passed ? t('info.passed', { date }) : t('info.lastDay', { date })}</Alert.Title>
          {!view.passed && (
            <Badge colorPalette={paletteOf(view.daysLeft)} variant="solid" data-testid={`${testId}-days`}>
              {view.daysLeft === 0 ? t('info.dueToday') : t('info.daysLeft', { count: view.daysLeft })}
            </Badge>
          )}
        </HStack>
        {from && (
          <Text fontSize="sm">
            {t(from.kind === 'deemed' ? 'info.deemed' : 'info.received', {
              date: formatDate(from.day, lang),
            })}
          </Text>
        )}
        {view.due !== view.nominal && (
          <Text fontSize="sm">{t('info.rolledNote', { nominal: formatDate(view.nominal, lang) })}</Text>
        )}
        {view.calendar === 'weekendsOnly' && <Text fontSize="sm">{t('info.weekendsOnly')}</Text>}
      </Stack>
    </Alert.Root>
  )
}

/** The deadline of the draft's filing on the information step (opposition, refusal review), or nothing. */
export function FilingDeadline({ draft }: { draft: ContestedDraft }) {
  const target = draft.marks[0]
  if (!target) return null
  if (draft.service === 'opposition') {
    const period = oppositionPeriod(target)
    return period ? <DeadlineNote deadline={period} testId="filing-deadline" /> : null
  }
  if (draft.service === 'refusal' && target.contested?.refusedOn) {
    const period = reviewPeriod(target, draft.receivedOn)
    const received = /^\d{4}-\d{2}-\d{2}$/.test(draft.receivedOn) ? draft.receivedOn : ''
    const day = receiptDay(target.contested.refusedOn, received || null)
    return period ? (
      <DeadlineNote
        deadline={period}
        from={{ kind: received && day === received ? 'received' : 'deemed', day }}
        testId="filing-deadline"
      />
    ) : null
  }
  return null
}

/** A contested mark's own facts on the mark list: its gazette and last day, its refusal, its registration. */
export function ContestedRowFacts({ mark }: { mark: ServiceMark }) {
  const { t } = useTranslation('svcContested')
  const { lang } = useRootState()
  const { flow } = useServiceFlow()
  const today = businessToday()
  const c = mark.contested
  const day = (d: string) => formatDate(d, lang)
  const lines: { key: string; text: string; tone?: 'muted' | 'warn' | 'error' }[] = []
  const rolled = (d: RolledDeadline) =>
    d.due !== d.nominal ? ` ${t('select.rolled', { nominal: day(d.nominal) })}` : ''
  const slug = flow.wizard.slug
  if (slug === 'opposition' && c?.publishedOn) {
    lines.push({
      key: 'published',
      text: t('select.published', { issue: c.gazetteIssue ?? '', date: day(c.publishedOn) }),
    })
    const period = oppositionPeriod(mark)
    if (period) {
      const view = deadlineOn(period, today)
      lines.push(
        view.passed
          ? { key: 'last', text: t('select.oppositionClosedOn', { date: day(view.due) }), tone: 'error' }
          : {
              key: 'last',
              text:
                t('select.oppositionLastDay', { date: day(view.due), days: view.daysLeft }) + rolled(period),
              tone: view.daysLeft <= 7 ? 'warn' : undefined,
            },
      )
    }
  }
  if (slug === 'refusal' && c?.refusedOn) {
    lines.push({ key: 'refused', text: t('select.refusedOn', { date: day(c.refusedOn) }) })
    const period = reviewPeriod(mark)
    if (period) {
      const view = deadlineOn(period, today)
      lines.push(
        view.passed
          ? { key: 'last', text: t('select.reviewClosedOn', { date: day(view.due) }), tone: 'error' }
          : {
              key: 'last',
              text: t('select.reviewLastDay', { date: day(view.due), days: view.daysLeft }) + rolled(period),
              tone: view.daysLeft <= 7 ? 'warn' : undefined,
            },
      )
    }
  }
  if ((slug === 'nonuseCancellation' || slug === 'Invalidation') && mark.registrationDate) {
    lines.push({ key: 'registered', text: t('select.registeredOn', { date: day(mark.registrationDate) }) })
    if (slug === 'nonuseCancellation') {
      const opens = nonUseOpensOn(mark.registrationDate)
      if (opens > today) lines.push({ key: 'opens', text: t('select.nonUseFrom', { date: day(opens) }) })
    } else {
      const period = relativeGroundsPeriod(mark)
      if (period)
        lines.push(
          today > period.due
            ? { key: 'relative', text: t('select.relativeClosed', { date: day(period.due) }), tone: 'warn' }
            : { key: 'relative', text: t('select.relativeUntil', { date: day(period.due) }) },
        )
    }
  }
  const colour = { muted: 'fg.muted', warn: 'orange.fg', error: 'fg.error' } as const
  return (
    <Stack gap="0" data-testid="contested-row-facts">
      {lines.map((l) => (
        <Text key={l.key} fontSize="sm" color={colour[l.tone ?? 'muted']} data-testid={`row-${l.key}`}>
          {l.text}
        </Text>
      ))}
    </Stack>
  )
}
