import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { caseDeadlinesQuery, remindsQuery } from '../../api/case-deadlines'
import { useCaseGrant } from '../../api/case-grant'
import type { DeadlineRow, Reminder } from '../../api/schemas/cases-deadlines'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { ConfirmDialog } from '../kit/confirm-dialog'
import { EmptyState } from '../kit/empty-state'
import { QueryPanel } from '../kit/query-panel'
import { SectionCard } from '../kit/section-card'
import { DeadlineStatus } from './deadline-status'
import { isOverdue, useDeadlineText } from './deadline-text'
import { DoneDialog } from './done-dialog'
import { TaskDialog } from './task-dialog'
import { taskIdOf, useDeadlineActions } from './use-deadline-actions'

/**
 * The deadlines of one case (derived by the engine, and the team's own tasks) for the case detail page: due
 * day, days left, basis, calendar note, done state with who and when, its reminders, and the actions the
 * member's role allows (deadline.manage).
 */
export function CaseDeadlinesPanel({ caseId }: { caseId: string }) {
  const { t } = useTranslation('deadlines')
  const query = useQuery(caseDeadlinesQuery({ caseId }))
  const reminds = useQuery(remindsQuery())
  const { can } = useCaseGrant()
  const manage = can('deadline.manage')
  const actions = useDeadlineActions()
  const text = useDeadlineText()
  const [doneOf, setDoneOf] = useState<DeadlineRow | null>(null)
  const [editing, setEditing] = useState<DeadlineRow | 'new' | null>(null)
  const [deleting, setDeleting] = useState<DeadlineRow | null>(null)
  const data = query.data

  const body = (
    <QueryPanel
      query={query}
      placeholder={
        <Stack gap="2">
          <Skeleton height="12" />
          <Skeleton height="12" />
        </Stack>
      }
      failed={t('panel.loadFailed')}
    >
      {({ list }) =>
        list.length === 0 ? (
          <EmptyState title={t('panel.empty')} />
        ) : (
          <Box as="ul" listStyleType="none" m="0" p="0">
            {list.map((row) => (
              <PanelItem
                key={row.key}
                row={row}
                reminders={(reminds.data?.scheduled ?? []).filter(
                  (r) => r.caseId === caseId && r.key === row.key,
                )}
                manage={manage}
                onDone={() => setDoneOf(row)}
                onReopen={() => void actions.reopen(caseId, row.key)}
                onEdit={() => setEditing(row)}
                onDelete={() => setDeleting(row)}
                busy={actions.busy}
              />
            ))}
          </Box>
        )
      }
    </QueryPanel>
  )

  const editingTask = editing !== null && editing !== 'new' ? editing : null
  return (
    <SectionCard
      title={t('panel.title')}
      description={t('panel.description')}
      testId="case-deadlines-panel"
      actions={
        manage && data ? (
          <Button size="sm" onClick={() => setEditing('new')} data-testid="task-add">
            {t('actions.addTask')}
          </Button>
        ) : undefined
      }
    >
      {!manage && data ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {t('panel.readOnly')}
        </Text>
      ) : null}
      {body}
      <DoneDialog
        name={doneOf ? text.name(doneOf) : null}
        onClose={() => setDoneOf(null)}
        onSubmit={(note) => (doneOf ? actions.markDone(caseId, doneOf.key, note) : Promise.resolve(false))}
        busy={actions.busy}
      />
      <TaskDialog
        open={editing !== null}
        initial={
          editingTask
            ? {
                title: editingTask.title,
                due: editingTask.due,
                assigneeId: editingTask.assigneeId ?? '',
                note: editingTask.note,
              }
            : undefined
        }
        members={data?.members ?? []}
        today={data?.today ?? ''}
        onClose={() => setEditing(null)}
        onSubmit={(values) => {
          const id = editingTask && taskIdOf(editingTask.key)
          return id ? actions.editTask(caseId, id, values) : actions.addTask(caseId, values)
        }}
        busy={actions.busy}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('task.deleteTitle')}
        message={t('task.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('actions.deleteTask')}
        cancelLabel={t('actions.cancel')}
        danger
        busy={actions.busy}
        onConfirm={() => {
          const id = deleting && taskIdOf(deleting.key)
          if (id) void actions.deleteTask(caseId, id).then((ok) => ok && setDeleting(null))
        }}
      />
    </SectionCard>
  )
}

interface PanelItemProps {
  row: DeadlineRow
  reminders: Reminder[]
  manage: boolean
  busy: boolean
  onDone: () => void
  onReopen: () => void
  onEdit: () => void
  onDelete: () => void
}

function PanelItem({ row, reminders, manage, busy, onDone, onReopen, onEdit, onDelete }: PanelItemProps) {
  const { t } = useTranslation('deadlines')
  const { lang } = useRootState()
  const text = useDeadlineText()
  const overdue = isOverdue(row)
  const isTask = row.kind === 'task'
  return (
    <HStack
      as="li"
      align="flex-start"
      gap="4"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      wrap={{ base: 'wrap', md: 'nowrap' }}
      data-testid="case-deadline"
      data-key={row.key}
    >
      <Stack gap="0" minW="28" flexShrink={0}>
        <Text fontWeight="semibold" whiteSpace="nowrap">
          {formatDate(row.due, lang)}
        </Text>
        <Text fontSize="sm" color={overdue ? 'fg.error' : 'fg.muted'} whiteSpace="nowrap">
          {row.done ? t('status.done') : text.daysLeft(row.daysLeft)}
        </Text>
      </Stack>
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="medium">{text.name(row)}</Text>
        {row.basis ? (
          <Text fontSize="sm" color="fg.muted">
            {t('fields.basis')}: {row.basis}
          </Text>
        ) : null}
        {!isTask ? (
          <Text fontSize="xs" color="fg.muted">
            {text.calendar(row)}
          </Text>
        ) : null}
        {isTask ? (
          <Text fontSize="sm" color="fg.muted">
            {t('fields.assignee')}: {row.assigneeName || t('unassigned')}
            {row.note ? ` · ${row.note}` : ''}
          </Text>
        ) : null}
        {reminders.length ? (
          <Text fontSize="xs" color="fg.muted" data-testid="case-deadline-reminders">
            {t('panel.remindersFor', {
              list: reminders.map((r) => formatDate(r.on, lang)).join(', '),
            })}
          </Text>
        ) : null}
      </Stack>
      <Stack gap="2" minW="36" align="flex-start">
        <DeadlineStatus row={row} />
        {manage ? (
          <HStack gap="2" wrap="wrap">
            {row.done ? (
              <Button size="xs" variant="outline" onClick={onReopen} disabled={busy}>
                {t('actions.reopen')}
              </Button>
            ) : (
              <Button size="xs" onClick={onDone} disabled={busy} data-testid="deadline-mark-done">
                {t('actions.markDone')}
              </Button>
            )}
            {isTask ? (
              <>
                <Button size="xs" variant="outline" onClick={onEdit}>
                  {t('actions.editTask')}
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete}>
                  {t('actions.deleteTask')}
                </Button>
              </>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </HStack>
  )
}
