import { Container, Link, Skeleton, Stack } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../kit/page-header'
import { QueryPanel } from '../kit/query-panel'

/** Each page's width (the calendar takes more), its words, its link to the other and its skeleton's height. */
const PAGES = {
  calendar: {
    maxW: '7xl',
    title: 'calendarPage.title',
    description: 'calendarPage.description',
    to: '/timeLimitReminder',
    linkLabel: 'calendarPage.reminderSettings',
    failed: 'panel.loadFailed',
    skeleton: '64',
  },
  reminders: {
    maxW: '6xl',
    title: 'reminders.title',
    description: 'reminders.description',
    to: '/deadline',
    linkLabel: 'home.allDeadlines',
    failed: 'reminders.loadFailed',
    skeleton: '48',
  },
} as const

export interface DeadlinePageFrameProps<T> {
  page: keyof typeof PAGES
  /** The page's data: a skeleton while it loads, a retry when it failed, then `children` with it. */
  query: UseQueryResult<T, Error>
  children: (data: T) => ReactNode
  /** The page's dialogs, after its content. */
  dialogs?: ReactNode
}

/** The frame of the calendar and the reminder settings: header with the way to the other, loading and failure. */
export function DeadlinePageFrame<T>({ page, query, children, dialogs }: DeadlinePageFrameProps<T>) {
  const { t } = useTranslation('deadlines')
  const p = PAGES[page]
  return (
    <Container maxW={p.maxW} py="6">
      <Stack gap="5">
        <PageHeader
          title={t(p.title)}
          description={t(p.description)}
          aside={
            <Link asChild colorPalette="blue" variant="underline" fontSize="sm">
              <RouterLink to={p.to}>{t(p.linkLabel)}</RouterLink>
            </Link>
          }
        />
        <QueryPanel query={query} placeholder={<Skeleton height={p.skeleton} />} failed={t(p.failed)}>
          {children}
        </QueryPanel>
      </Stack>
      {dialogs}
    </Container>
  )
}
