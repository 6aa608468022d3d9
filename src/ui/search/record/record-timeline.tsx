import { Badge, Text, Timeline } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ProcedureEvent } from '../../../api/schemas/search-records'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { pick } from './record-links'

const INDICATOR = {
  done: { bg: 'green.solid', color: 'green.contrast' },
  pending: { bg: 'orange.solid', color: 'orange.contrast' },
  due: { bg: 'bg', color: 'fg.muted' },
} as const

/**
 * The milestones of a mark's procedure: filing, publication, registration, each renewal, the end of the
 * current term, or the step it is waiting on. Deadlines still ahead are drawn hollow.
 */
export function RecordTimeline({ events }: { events: readonly ProcedureEvent[] }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const milestones = events.filter((e) => e.milestone)
  return (
    <Timeline.Root size="sm" variant="subtle" data-testid="record-timeline">
      {milestones.map((e) => (
        <Timeline.Item key={`${e.code}-${e.date}`} data-code={e.code} data-state={e.state}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator
              bg={INDICATOR[e.state].bg}
              color={INDICATOR[e.state].color}
              borderWidth={e.state === 'due' ? '2px' : undefined}
              borderColor="border.emphasized"
            />
          </Timeline.Connector>
          <Timeline.Content gap="0.5">
            <Timeline.Title fontWeight="semibold">
              {pick(lang, e.nameZh, e.nameEn)}
              {e.state !== 'done' ? (
                <Badge
                  size="sm"
                  ms="2"
                  colorPalette={e.state === 'pending' ? 'orange' : 'gray'}
                  variant="subtle"
                >
                  {t(`timeline.${e.state}`)}
                </Badge>
              ) : null}
            </Timeline.Title>
            <Timeline.Description>
              {e.state === 'pending'
                ? t('timeline.since', { date: formatDate(e.date, lang) })
                : formatDate(e.date, lang)}
            </Timeline.Description>
            {e.noteZh ? (
              <Text fontSize="xs" color="fg.muted">
                {pick(lang, e.noteZh, e.noteEn)}
              </Text>
            ) : null}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  )
}
