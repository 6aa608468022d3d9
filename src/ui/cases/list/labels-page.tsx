import { Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useCaseGrant } from '../../../api/case-grant'
import { caseLabelsQuery, deleteLabelMutation, saveLabelMutation } from '../../../api/cases-list'
import { BusinessError } from '../../../api/client'
import type { CaseLabelView } from '../../../api/schemas/cases-list'
import {
  LABEL_COLORS,
  labelFormSchema,
  LABEL_NAME_MAX,
  type LabelForm,
} from '../../../domain/cases/case-list-rules'
import { ConfirmDialog } from '../../kit/confirm-dialog'
import { EmptyState } from '../../kit/empty-state'
import { FormDialog } from '../../kit/form-dialog'
import { FormField } from '../../kit/form-field'
import { LoadFailed } from '../../kit/load-failed'
import { SERVER_ERROR, useFieldMessage } from '../../kit/message'
import { PageHeader } from '../../kit/page-header'
import { toastError, toastSuccess } from '../../kit/toast'
import { LabelChip } from './case-cells'

/** Add or edit one label (mounted while open). */
function LabelDialog({ label, onClose }: { label: CaseLabelView | null; onClose: () => void }) {
  const { t } = useTranslation('casesList')
  const fieldMessage = useFieldMessage()
  const save = useMutation(saveLabelMutation())
  const form = useForm<LabelForm>({
    resolver: zodResolver(labelFormSchema),
    defaultValues: { name: label?.name ?? '', color: label?.color ?? 'blue' },
  })
  const color = form.watch('color')
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: label?.id ?? '' })
      toastSuccess(t('labels.saved'))
      onClose()
    } catch (error) {
      if (error instanceof BusinessError) form.setError('name', { type: SERVER_ERROR, message: error.msg })
    }
  })
  return (
    <FormDialog
      open
      onClose={onClose}
      title={label ? t('labels.editTitle') : t('labels.addTitle')}
      busy={save.isPending}
      size="sm"
      onSubmit={(e) => void submit(e)}
      submit={{ label: t('labels.save'), testId: 'label-save' }}
      testId="label-dialog"
    >
      <Stack gap="3">
        <FormField label={t('labels.name')} error={fieldMessage(form.formState.errors.name)} required>
          <Input maxLength={LABEL_NAME_MAX + 10} {...form.register('name')} data-testid="label-name" />
        </FormField>
        <FormField label={t('labels.color')}>
          <HStack gap="2" wrap="wrap" role="radiogroup" aria-label={t('labels.color')}>
            {LABEL_COLORS.map((c) => (
              <Button
                key={c}
                size="xs"
                role="radio"
                aria-checked={color === c}
                colorPalette={c}
                variant={color === c ? 'solid' : 'subtle'}
                onClick={() => form.setValue('color', c)}
              >
                {t(`labels.colors.${c}`)}
              </Button>
            ))}
          </HStack>
        </FormField>
        <Box>
          <LabelChip label={{ name: form.watch('name') || t('labels.preview'), color }} />
        </Box>
      </Stack>
    </FormDialog>
  )
}

/** /Label: the account's case labels with how many cases carry each; add, rename, recolour, delete. */
export function LabelsPage() {
  const { t } = useTranslation('casesList')
  const grant = useCaseGrant()
  const labels = useQuery(caseLabelsQuery())
  const remove = useMutation(deleteLabelMutation())
  const [editing, setEditing] = useState<CaseLabelView | 'new' | null>(null)
  const [deleting, setDeleting] = useState<CaseLabelView | null>(null)
  const canEdit = grant.can('case.edit')

  const del = async () => {
    if (!deleting) return
    try {
      const { removedFrom } = await remove.mutateAsync({ id: deleting.id })
      toastSuccess(t('labels.deleted', { count: removedFrom }))
      setDeleting(null)
    } catch (error) {
      toastError(t('labels.failed'), error instanceof BusinessError ? error.msg : undefined)
    }
  }

  let body
  if (labels.isError && !labels.data)
    body = <LoadFailed message={t('labels.loadFailed')} onRetry={() => void labels.refetch()} />
  else if (!labels.data) body = <Text color="fg.muted">{t('page.loading')}</Text>
  else if (labels.data.labels.length === 0)
    body = <EmptyState title={t('labels.emptyTitle')} description={t('labels.emptyDescription')} />
  else
    body = (
      <Table.Root size="sm" data-testid="labels-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('labels.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labels.cases')}</Table.ColumnHeader>
            {canEdit ? <Table.ColumnHeader>{t('labels.actions')}</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {labels.data.labels.map((l) => (
            <Table.Row key={l.id} data-testid="label-row">
              <Table.Cell>
                <LabelChip label={l} />
              </Table.Cell>
              <Table.Cell>{t('labels.count', { count: l.count })}</Table.Cell>
              {canEdit ? (
                <Table.Cell>
                  <HStack gap="1">
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => setEditing(l)}
                      aria-label={t('labels.editNamed', { name: l.name })}
                    >
                      {t('labels.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setDeleting(l)}
                      aria-label={t('labels.deleteNamed', { name: l.name })}
                    >
                      {t('labels.delete')}
                    </Button>
                  </HStack>
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    )

  return (
    <Stack gap="4" data-testid="labels-page">
      <PageHeader
        title={t('labels.title')}
        description={t('labels.description')}
        aside={
          canEdit ? (
            <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')} data-testid="label-add">
              {t('labels.add')}
            </Button>
          ) : null
        }
      />
      {body}
      {editing ? (
        <LabelDialog label={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('labels.deleteTitle')}
        message={deleting ? t('labels.deleteMessage', { name: deleting.name, count: deleting.count }) : ''}
        confirmLabel={t('labels.delete')}
        onConfirm={() => void del()}
        busy={remove.isPending}
        confirmTestId="label-delete-confirm"
      />
    </Stack>
  )
}
