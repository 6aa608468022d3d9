import { Button, HStack, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { DeadlineRow } from '../../api/schemas/cases-deadlines'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { EmptyState } from '../kit/empty-state'
import { CaseLink } from './deadline-link'
import { DeadlineStatus } from './deadline-status'
import { isOverdue, useDeadlineText } from './deadline-text'

export interface DeadlineListProps {
  rows: readonly DeadlineRow[]
  manage: boolean
  busy: boolean
  onDone: (row: DeadlineRow) => void
  onReopen: (row: DeadlineRow) => void
  /** A row's audit trail and reminders. */
  onInfo: (row: DeadlineRow) => void
  /** Open rows ticked for a bulk "mark done" (by rowId), when the member may manage deadlines. */
  selected: ReadonlySet<string>
  onSelect: (rowIds: string[], on: boolean) => void
}

/** A deadline row's id in a selection. */
export const rowId = (r: { caseId: string; key: string }) => `${r.caseId}|${r.key}`

/**
 * The list view: one row per deadline, overdue rows highlighted, with done/reopen where allowed, open rows
 * selectable for a bulk "mark done", and each row's history.
 */
export function DeadlineList({
  rows,
  manage,
  busy,
  onDone,
  onReopen,
  onInfo,
  selected,
  onSelect,
}: DeadlineListProps) {
  const { t } = useTranslation('deadlines')
  const { lang } = useRootState()
  const text = useDeadlineText()
  if (!rows.length)
    return <EmptyState title={t('calendarPage.empty')} description={t('calendarPage.emptyHint')} />
  const open = rows.filter((r) => !r.done).map(rowId)
  const allTicked = open.length > 0 && open.every((id) => selected.has(id))
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid="deadline-list">
        <Table.Header>
          <Table.Row>
            {manage ? (
              <Table.ColumnHeader w="8">
                <input
                  type="checkbox"
                  checked={allTicked}
                  disabled={!open.length}
                  onChange={() => onSelect(open, !allTicked)}
                  aria-label={t('bulk.selectAll')}
                  data-testid="deadline-select-all"
                />
              </Table.ColumnHeader>
            ) : null}
            <Table.ColumnHeader>{t('fields.due')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.mark')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.kind')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.office')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.assignee')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.basis')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row
              key={`${r.caseId}|${r.key}`}
              bg={isOverdue(r) ? 'red.subtle' : undefined}
              data-testid="deadline-row"
              data-case={r.caseId}
              data-key={r.key}
            >
              {manage ? (
                <Table.Cell>
                  {r.done ? null : (
                    <input
                      type="checkbox"
                      checked={selected.has(rowId(r))}
                      onChange={(e) => onSelect([rowId(r)], e.target.checked)}
                      aria-label={t('bulk.select', { name: `${r.markName} · ${text.name(r)}` })}
                      data-testid="deadline-select"
                    />
                  )}
                </Table.Cell>
              ) : null}
              <Table.Cell whiteSpace="nowrap">
                <Text fontWeight="medium">{formatDate(r.due, lang)}</Text>
                <Text fontSize="xs" color={isOverdue(r) ? 'fg.error' : 'fg.muted'}>
                  {r.done ? t('status.done') : text.daysLeft(r.daysLeft)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <CaseLink caseId={r.caseId}>{r.markName}</CaseLink>
                <Text fontSize="xs" color="fg.muted">
                  {text.numbers(r)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text>{text.name(r)}</Text>
                {r.kind !== 'task' ? (
                  <Text fontSize="xs" color="fg.muted" maxW="56" pe="3">
                    {text.calendar(r)}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                {t(`officeKind.${r.officeKind}`)}
                <Text fontSize="xs" color="fg.muted">
                  {r.office}
                </Text>
              </Table.Cell>
              <Table.Cell>{r.assigneeName || t('unassigned')}</Table.Cell>
              <Table.Cell fontSize="xs">{r.basis}</Table.Cell>
              <Table.Cell>
                <DeadlineStatus row={r} />
              </Table.Cell>
              <Table.Cell>
                <HStack>
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => onInfo(r)}
                    aria-label={t('info.open', { name: `${r.markName} · ${text.name(r)}` })}
                    data-testid="deadline-info"
                  >
                    {t('info.button')}
                  </Button>
                  {!manage ? null : r.done ? (
                    <Button size="xs" variant="outline" disabled={busy} onClick={() => onReopen(r)}>
                      {t('actions.reopen')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      disabled={busy}
                      onClick={() => onDone(r)}
                      data-testid="deadline-mark-done"
                    >
                      {t('actions.markDone')}
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
