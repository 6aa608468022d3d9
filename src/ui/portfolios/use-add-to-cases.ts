import { useMutation } from '@tanstack/react-query'
import { followMutation } from '../../api/portfolios'
import { toastError, toastSuccess } from '../kit/toast'
import { errorText, usePortfolioText } from './use-portfolio-text'

/**
 * "Add to my cases" for one mark or many: the mock makes register cases (their deadlines derived from the
 * register's events) and reports the marks that already were cases.
 */
export function useAddToCases() {
  const { t } = usePortfolioText()
  const mutation = useMutation(followMutation())
  const add = (markIds: string[], onDone?: () => void) =>
    mutation.mutate(
      { action: 'addCases', markIds },
      {
        onSuccess: ({ created, duplicates }) => {
          toastSuccess(
            duplicates.length
              ? t('marks.addedWithDuplicates', { added: created.length, duplicates: duplicates.length })
              : t('marks.added', { count: created.length }),
          )
          onDone?.()
        },
        onError: (e) => toastError(t('marks.addFailed'), errorText(e, '')),
      },
    )
  return {
    add,
    busy: mutation.isPending,
    pendingIds: mutation.isPending ? ((mutation.variables as { markIds?: string[] }).markIds ?? []) : [],
  }
}
