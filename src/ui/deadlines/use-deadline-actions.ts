import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { saveDeadlineMutation } from '../../api/case-deadlines'
import { BusinessError } from '../../api/client'
import type { TaskForm } from '../../api/schemas/cases-deadlines'
import { toastError, toastSuccess } from '../kit/toast'

/** Mark done, reopen and the custom tasks' add, edit and delete, with their toasts; each resolves true on success. */
export function useDeadlineActions() {
  const { t } = useTranslation('deadlines')
  const save = useMutation(saveDeadlineMutation())
  const run = async (input: Parameters<typeof save.mutateAsync>[0], ok: string, failed: string) => {
    try {
      await save.mutateAsync(input)
      toastSuccess(ok)
      return true
    } catch (error) {
      toastError(failed, error instanceof BusinessError ? error.msg : undefined)
      return false
    }
  }
  const task = (values: TaskForm) => ({
    title: values.title,
    due: values.due,
    assigneeId: values.assigneeId || null,
    note: values.note,
  })
  return {
    busy: save.isPending,
    markDone: (caseId: string, key: string, note: string) =>
      run({ action: 'done', caseId, key, note }, t('done.saved'), t('done.failed')),
    reopen: (caseId: string, key: string) =>
      run({ action: 'reopen', caseId, key }, t('done.reopened'), t('done.failed')),
    addTask: (caseId: string, values: TaskForm) =>
      run({ action: 'add', caseId, ...task(values) }, t('task.saved'), t('task.failed')),
    editTask: (caseId: string, taskId: string, values: TaskForm) =>
      run({ action: 'edit', caseId, taskId, ...task(values) }, t('task.saved'), t('task.failed')),
    deleteTask: (caseId: string, taskId: string) =>
      run({ action: 'delete', caseId, taskId }, t('task.deleted'), t('task.failed')),
  }
}

/** The custom task's id inside its deadline key ('task:<id>'). */
export const taskIdOf = (key: string) => (key.startsWith('task:') ? key.slice(5) : null)
