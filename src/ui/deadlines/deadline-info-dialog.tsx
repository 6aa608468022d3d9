import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { deadlineInfoQuery } from '../../api/case-deadlines'
import type { DeadlineRow } from '../../api/schemas/cases-deadlines'
import { formatDate, formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'
import { FactList } from '../kit/fact-list'
import { FormDialog } from '../kit/form-dialog'
import { QueryPanel } from '../kit/query-panel'
import { DeadlineStatus } from './deadline-status'
import { useDeadlineText } from './deadline-text'

/** The history actions about one deadline (brandmanagement/getCaseTrademarkTaskInfo keeps those with its key). */
const ACTIONS = ['deadlineDone', 'deadlineReopened', 'taskAdded', 'taskEdited', 'taskDeleted'] as const
type Action = (typeof ACTIONS)[number]
const isAction = (a: string): a is Action => (ACTIONS as readonly string[]).includes(a)

export interface DeadlineInfoDialogProps {
  /** The deadline shown; null keeps the dialog closed. */
  row: DeadlineRow | null
  onClose: () => void
}

/** One deadline's facts, its audit trail (who marked it done or reopened it, when, with what note) and its reminders. */
export function DeadlineInfoDialog({ row, onClose }: DeadlineInfoDialogProps) {
  const { t } = useTranslation('deadlines')
  const text = useDeadlineText()
  return (
    <FormDialog
      open={row !== null}
      onClose={onClose}
      title={row ? t('info.title', { name: `${row.markName} · ${text.name(row)}` }) : ''}
      cancelLabel={t('actions.close')}
      closeLabel={t('actions.close')}
      size="lg"
      testId="deadline-info-dialog"
    >
      {row ? <DeadlineInfo row={row} /> : null}
    </FormDialog>
  )
}

function DeadlineInfo({ row }: { row: DeadlineRow }) {
  const { t } = useTranslation('deadlines')
  const { lang } = useRootState()
  const text = useDeadlineText()
  const info = useQuery(deadlineInfoQuery(row.caseId, row.key))
  return (
    <QueryPanel query={info} placeholder={<Skeleton height="40" />} failed={t('info.loadFailed')}>
      {({ deadline, history, reminders }) => (
        <Stack gap="5">
          <FactList
            testId="deadline-info-facts"
            rows={[
              [
                t('fields.due'),
                deadline.done
                  ? formatDate(deadline.due, lang)
                  : `${formatDate(deadline.due, lang)} · ${text.daysLeft(deadline.daysLeft)}`,
              ],
              [t('fields.status'), <DeadlineStatus row={deadline} />],
              [t('fields.assignee'), deadline.assigneeName || t('unassigned')],
              [t('fields.basis'), deadline.kind === 'task' ? '' : deadline.basis],
            ]}
          />
          <Stack gap="2">
            <Text as="h3" fontWeight="semibold">
              {t('info.historyTitle')}
            </Text>
            {history.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('info.historyEmpty')}
              </Text>
            ) : (
              <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" data-testid="deadline-info-history">
                {[...history].reverse().map((h) => (
                  <Stack as="li" key={`${h.at}|${h.action}`} gap="0" fontSize="sm">
                    <Text>
                      {t('info.entry', {
                        who: h.memberName,
                        what: isAction(h.action) ? t(`info.action.${h.action}`) : h.action,
                        when: formatDateTime(h.at, lang),
                      })}
                    </Text>
                    {h.note ? (
                      <Text color="fg.muted" whiteSpace="pre-wrap">
                        {t('info.note', { note: h.note })}
                      </Text>
                    ) : null}
                  </Stack>
                ))}
              </Stack>
            )}
          </Stack>
          <Stack gap="2">
            <Text as="h3" fontWeight="semibold">
              {t('info.remindersTitle')}
            </Text>
            {reminders.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {deadline.done ? t('info.remindersDone') : t('info.remindersEmpty')}
              </Text>
            ) : (
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" data-testid="deadline-info-reminders">
                {reminders.map((r) => (
                  <HStack as="li" key={r.id} gap="2" fontSize="sm" wrap="wrap">
                    <Text>
                      {formatDate(r.on, lang)} · {t('reminders.offsetOne', { count: r.offset })}
                    </Text>
                    {r.channels.map((c) => (
                      <Badge key={c}>{t(`reminders.channel.${c}`)}</Badge>
                    ))}
                    <Badge colorPalette={r.sentAt ? 'green' : 'gray'}>
                      {r.sentAt
                        ? t('info.sent', { when: formatDateTime(r.sentAt, lang) })
                        : t('info.scheduled')}
                    </Badge>
                  </HStack>
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      )}
    </QueryPanel>
  )
}
