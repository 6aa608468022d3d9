import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deleteRemindRuleMutation, remindsQuery, saveRemindRuleMutation } from '../../api/case-deadlines'
import { useCaseGrant } from '../../api/case-grant'
import { BusinessError } from '../../api/client'
import type { Reminder, RemindRule, RemindRuleInput } from '../../api/schemas/cases-deadlines'
import { formatDate, formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'
import { ConfirmDialog } from '../kit/confirm-dialog'
import { EmptyState } from '../kit/empty-state'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'
import { CaseLink } from './deadline-link'
import { DeadlinePageFrame } from './deadline-page-frame'
import { useDeadlineText } from './deadline-text'
import { RemindRuleForm } from './remind-rule-form'

/** /timeLimitReminder: the member's reminder settings, what is scheduled, what was sent, and the outbox. */
export function RemindersPage() {
  const { t } = useTranslation('deadlines')
  const { lang } = useRootState()
  const query = useQuery(remindsQuery())
  const save = useMutation(saveRemindRuleMutation())
  const remove = useMutation(deleteRemindRuleMutation())
  const { can } = useCaseGrant()
  const manage = can('deadline.manage')
  const [deleting, setDeleting] = useState<RemindRule | null>(null)
  const ruleName = (r: Pick<RemindRule, 'kind'>) =>
    r.kind === 'all' ? t('reminders.ruleAll') : t(`kind.${r.kind}`)

  const onSave = async (rule: RemindRuleInput) => {
    try {
      await save.mutateAsync({ rule })
      toastSuccess(t('reminders.saved'))
      return true
    } catch (error) {
      toastError(t('reminders.saveFailed'), error instanceof BusinessError ? error.msg : undefined)
      return false
    }
  }

  return (
    <DeadlinePageFrame
      page="reminders"
      query={query}
      dialogs={
        <ConfirmDialog
          open={deleting !== null}
          onClose={() => setDeleting(null)}
          title={t('reminders.deleteTitle')}
          message={t('reminders.deleteMessage', { kind: deleting ? ruleName(deleting) : '' })}
          confirmLabel={t('reminders.delete')}
          cancelLabel={t('actions.cancel')}
          danger
          busy={remove.isPending}
          onConfirm={() => {
            if (!deleting) return
            remove.mutate(
              { id: deleting.id },
              {
                onSuccess: () => {
                  toastSuccess(t('reminders.deleted'))
                  setDeleting(null)
                },
                onError: (error) =>
                  toastError(
                    t('reminders.saveFailed'),
                    error instanceof BusinessError ? error.msg : undefined,
                  ),
              },
            )
          }}
        />
      }
    >
      {(data) => (
        <>
          <SectionCard title={t('reminders.rulesTitle')} testId="remind-rules">
            <Stack gap="4">
              {!manage ? <Text color="fg.muted">{t('reminders.readOnly')}</Text> : null}
              {data.rules.length === 0 ? (
                <Text color="fg.muted">{t('reminders.rulesEmpty')}</Text>
              ) : (
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                  {data.rules.map((r) => (
                    <HStack
                      as="li"
                      key={r.id}
                      justify="space-between"
                      borderWidth="1px"
                      rounded="md"
                      p="3"
                      data-testid="remind-rule"
                    >
                      <Stack gap="1">
                        <Text fontWeight="medium">{ruleName(r)}</Text>
                        <HStack gap="2" wrap="wrap">
                          <Text fontSize="sm">
                            {t('reminders.offsetList', { list: r.offsets.join(', ') })}
                          </Text>
                          {r.channels.map((c) => (
                            <Badge key={c}>{t(`reminders.channel.${c}`)}</Badge>
                          ))}
                        </HStack>
                      </Stack>
                      {manage ? (
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(r)}>
                          {t('reminders.delete')}
                        </Button>
                      ) : null}
                    </HStack>
                  ))}
                </Stack>
              )}
              {manage ? <RemindRuleForm busy={save.isPending} onSave={onSave} /> : null}
            </Stack>
          </SectionCard>
          <SectionCard title={t('reminders.scheduledTitle')} testId="remind-scheduled">
            <ReminderTable rows={data.scheduled.slice(0, 50)} empty={t('reminders.scheduledEmpty')} />
          </SectionCard>
          <SectionCard title={t('reminders.sentTitle')} testId="remind-sent">
            <ReminderTable rows={data.sent} empty={t('reminders.sentEmpty')} sent />
          </SectionCard>
          <SectionCard
            title={t('reminders.outboxTitle')}
            description={t('reminders.outboxNote')}
            testId="remind-outbox"
          >
            {data.outbox.length === 0 ? (
              <Text color="fg.muted">{t('reminders.outboxEmpty')}</Text>
            ) : (
              <Table.ScrollArea>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('reminders.sentAt')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('reminders.to')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('reminders.subject')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.outbox.map((m) => (
                      <Table.Row key={m.id}>
                        <Table.Cell whiteSpace="nowrap">{formatDateTime(m.at, lang)}</Table.Cell>
                        <Table.Cell>{m.to}</Table.Cell>
                        <Table.Cell>
                          <Text fontWeight="medium">{m.subject}</Text>
                          <Text fontSize="xs" color="fg.muted">
                            {m.body}
                          </Text>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </SectionCard>
        </>
      )}
    </DeadlinePageFrame>
  )
}

function ReminderTable({ rows, empty, sent }: { rows: readonly Reminder[]; empty: string; sent?: boolean }) {
  const { t } = useTranslation('deadlines')
  const { lang } = useRootState()
  const text = useDeadlineText()
  if (!rows.length) return <EmptyState title={empty} />
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid={sent ? 'sent-table' : 'scheduled-table'}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{sent ? t('reminders.sentAt') : t('reminders.on')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.mark')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('reminders.deadline')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.due')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('reminders.channels')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id} data-testid={sent ? 'sent-reminder' : 'scheduled-reminder'}>
              <Table.Cell whiteSpace="nowrap">
                {sent && r.sentAt ? formatDateTime(r.sentAt, lang) : formatDate(r.on, lang)}
              </Table.Cell>
              <Table.Cell>
                <CaseLink caseId={r.caseId}>{r.markName}</CaseLink>
              </Table.Cell>
              <Table.Cell>{text.name({ kind: r.kind, title: '' })}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDate(r.due, lang)}
                <Text fontSize="xs" color="fg.muted">
                  {t('reminders.offsetOne', { count: r.offset })}
                </Text>
              </Table.Cell>
              <Table.Cell>{r.channels.map((c) => t(`reminders.channel.${c}`)).join(' · ')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
