import { NativeSelect, Input, Stack, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { taskFormSchema, type TaskForm } from '../../api/schemas/cases-deadlines'
import { taskDueProblem } from '../../domain/cases/deadline-rules'
import { DateInput } from '../kit/date-input'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'
import { useFieldMessage } from '../kit/message'

export interface TaskDialogProps {
  open: boolean
  /** The task edited; undefined adds one. */
  initial?: TaskForm
  members: readonly { id: string; name: string }[]
  /** The business today (the server's), for the due day's range. */
  today: string
  onClose: () => void
  /** Resolves true when saved; the dialog then closes (a refusal keeps what was typed). */
  onSubmit: (task: TaskForm) => Promise<boolean>
  busy: boolean
}

const EMPTY: TaskForm = { title: '', due: '', assigneeId: '', note: '' }

/** Adds or edits a custom task of a case: title, due day, assignee and note, checked by the shared rules. */
export function TaskDialog({ open, initial, members, today, onClose, onSubmit, busy }: TaskDialogProps) {
  const { t } = useTranslation('deadlines')
  const fieldMessage = useFieldMessage()
  const form = useForm<TaskForm>({
    mode: 'onTouched',
    resolver: zodResolver(taskFormSchema),
    defaultValues: EMPTY,
  })
  const { reset } = form
  useEffect(() => {
    if (open) reset(initial ?? EMPTY)
  }, [open, initial, reset])
  const errors = form.formState.errors

  const submit = form.handleSubmit(async (values) => {
    const problem = taskDueProblem(values.due, today)
    if (problem) return form.setError('due', { message: `deadlines:validation.due.${problem}` })
    if (await onSubmit(values)) onClose()
  })

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(initial ? 'task.editTitle' : 'task.addTitle')}
      onSubmit={submit}
      busy={busy}
      submit={{ label: t('actions.save'), testId: 'task-submit' }}
      cancelLabel={t('actions.cancel')}
      closeLabel={t('actions.close')}
      placement="center"
      testId="task-dialog"
    >
      <Stack gap="4">
        <FormField label={t('fields.title')} required error={fieldMessage(errors.title)}>
          <Input {...form.register('title')} data-testid="task-title" />
        </FormField>
        <FormField label={t('fields.due')} required error={fieldMessage(errors.due)}>
          <DateInput {...form.register('due')} data-testid="task-due" />
        </FormField>
        <FormField label={t('fields.assignee')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('assigneeId')} data-testid="task-assignee">
              <option value="">{t('task.noAssignee')}</option>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('fields.note')} error={fieldMessage(errors.note)}>
          <Textarea rows={3} {...form.register('note')} data-testid="task-note" />
        </FormField>
      </Stack>
    </FormDialog>
  )
}
