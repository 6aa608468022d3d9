import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CustomerTask } from '../../api/schemas/orders'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { RenewalFiledNote } from './renewal-filed-note'

const URGENCY_PALETTE = { overdue: 'red', urgent: 'orange', soon: 'yellow', normal: 'green' } as const

/** "in 12 days", "due today" or "3 days overdue". */
function useDaysLeftText() {
  const { t } = useTranslation('home')
  return (daysLeft: number) => {
    if (daysLeft > 0) return t('deadlines.dueIn', { count: daysLeft })
    if (daysLeft === 0) return t('deadlines.dueToday')
    return t('deadlines.overdueBy', { count: -daysLeft })
  }
}

/**
 * One deadline: date and days left (with a note when only weekends were rolled over), urgency, task, the
 * trademark linking to its record, with its registration number (or its application number while it is not
 * registered) and classes.
 */
export function DeadlineItem({ task }: { task: CustomerTask }) {
  const { t } = useTranslation('home')
  const { lang } = useRootState()
  const daysLeftText = useDaysLeftText()
  const taskName =
    (lang === 'en' ? task.taskName.en || task.taskName.zh : task.taskName.zh || task.taskName.en) ||
    task.taskType
  const isRenewal = task.taskType === 'renewalDue' || task.taskType === 'renewalGrace'
  const classes = task.niceClasses.join(t('deadlines.classSeparator'))
  // Until it is registered a mark has only its application number, and its steps are filed under that.
  const number = task.trademarkRegNo
    ? t('deadlines.regNo', { no: task.trademarkRegNo })
    : task.applicationNo
      ? t('deadlines.appNo', { no: task.applicationNo })
      : ''

  return (
    <HStack
      as="li"
      align="flex-start"
      gap="4"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="deadline-item"
    >
      <Stack gap="0" minW="28" flexShrink={0}>
        <Text fontWeight="semibold" whiteSpace="nowrap">
          {formatDate(task.deadline, lang)}
        </Text>
        <Text fontSize="sm" color={task.daysLeft < 0 ? 'fg.error' : 'fg.muted'} whiteSpace="nowrap">
          {daysLeftText(task.daysLeft)}
        </Text>
        {task.weekendsOnly ? (
          <Text fontSize="xs" color="fg.muted" maxW="40" data-testid="deadline-weekends-only">
            {t('deadlines.weekendsOnly', { year: task.deadline.slice(0, 4) })}
          </Text>
        ) : null}
      </Stack>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={URGENCY_PALETTE[task.urgency]}>{t(`deadlines.urgency.${task.urgency}`)}</Badge>
          <Text fontWeight="medium">{taskName}</Text>
          {isRenewal && task.trademarkRegNo ? <RenewalFiledNote regNo={task.trademarkRegNo} /> : null}
          {task.taskType === 'refusalReview' && task.applicationNo && task.daysLeft >= 0 ? (
            // The review is filed from here with the application chosen (a missed review ends the application).
            <Link asChild fontSize="sm" colorPalette="blue" variant="underline">
              <RouterLink
                to="/$service/extension/$step"
                params={{ service: 'refusal', step: 'selectTrademark' }}
                search={{ marks: task.applicationNo }}
                data-testid="deadline-request-review"
              >
                {t('deadlines.requestReview')}
              </RouterLink>
            </Link>
          ) : null}
        </HStack>
        <Text fontSize="sm" truncate>
          {task.applicationNo ? (
            <Link asChild variant="underline" colorPalette="blue">
              <RouterLink
                to="/trademarkArchives"
                search={{ applicationNo: task.applicationNo }}
                aria-label={t('deadlines.openMark', { name: task.trademarkName })}
                data-testid="deadline-mark-link"
              >
                {task.trademarkName}
              </RouterLink>
            </Link>
          ) : (
            task.trademarkName
          )}
          {number ? (
            <Text as="span" color="fg.muted">
              {' · '}
              <span data-testid="deadline-number">{number}</span>
            </Text>
          ) : null}
        </Text>
        {classes ? (
          <Text fontSize="xs" color="fg.muted">
            {t('deadlines.classes', { classes, count: task.niceClasses.length })}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  )
}
