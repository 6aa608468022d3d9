import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCaseGrant } from '../../../api/case-grant'
import { bulkCasesMutation, deleteCasesMutation } from '../../../api/cases-list'
import { BusinessError } from '../../../api/client'
import { ConfirmDialog } from '../../kit/confirm-dialog'
import { toastError, toastSuccess } from '../../kit/toast'
import type { CaseListData } from './use-case-list'

export interface BulkBarProps {
  selected: ReadonlySet<string>
  data: CaseListData
  onExportSelected: () => void
  exporting: boolean
  /** After cases were deleted: the selection is cleared. */
  onDeleted: () => void
}

/** What the member can do with the selected cases: label, assign, export, delete (each as the role allows). */
export function BulkBar({ selected, data, onExportSelected, exporting, onDeleted }: BulkBarProps) {
  const { t } = useTranslation('casesList')
  const grant = useCaseGrant()
  const bulk = useMutation(bulkCasesMutation())
  const remove = useMutation(deleteCasesMutation())
  const [labelId, setLabelId] = useState('')
  const [assignee, setAssignee] = useState('')
  const [confirming, setConfirming] = useState(false)
  const caseIds = [...selected]
  const none = caseIds.length === 0
  const failed = (error: unknown) =>
    toastError(t('bulk.failed'), error instanceof BusinessError ? error.msg : undefined)

  const run = async (input: Parameters<typeof bulk.mutateAsync>[0]) => {
    try {
      const { changed } = await bulk.mutateAsync(input)
      toastSuccess(t('bulk.done', { count: changed }))
    } catch (error) {
      failed(error)
    }
  }
  const del = async () => {
    try {
      const { deleted } = await remove.mutateAsync({ caseIds })
      toastSuccess(t('bulk.deleted', { count: deleted }))
      setConfirming(false)
      onDeleted()
    } catch (error) {
      failed(error)
    }
  }
  const labels = [...data.labels.values()]
  const members = (data.list.data?.members ?? []).filter((m) => m.active)

  return (
    <HStack gap="2" wrap="wrap" p="2" borderWidth="1px" rounded="md" bg="bg.subtle" data-testid="bulk-bar">
      <Text fontSize="sm" fontWeight="medium" aria-live="polite" minW="6rem">
        {t('bulk.selected', { count: caseIds.length })}
      </Text>
      {grant.can('case.edit') ? (
        <>
          <NativeSelect.Root size="xs" w="10rem">
            <NativeSelect.Field
              value={labelId}
              onChange={(e) => setLabelId(e.target.value)}
              aria-label={t('bulk.label')}
              data-testid="bulk-label"
            >
              <option value="">{t('bulk.chooseLabel')}</option>
              {labels.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="xs"
            variant="outline"
            disabled={none || !labelId}
            loading={bulk.isPending}
            onClick={() => void run({ action: 'addLabel', caseIds, labelId })}
            data-testid="bulk-add-label"
          >
            {t('bulk.addLabel')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={none || !labelId}
            onClick={() => void run({ action: 'removeLabel', caseIds, labelId })}
          >
            {t('bulk.removeLabel')}
          </Button>
          <NativeSelect.Root size="xs" w="9rem">
            <NativeSelect.Field
              value={assignee}
              onChange={(e) => setAssignee(e.target.value)}
              aria-label={t('bulk.assignee')}
              data-testid="bulk-assignee"
            >
              <option value="">{t('bulk.chooseMember')}</option>
              <option value="-">{t('table.unassigned')}</option>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="xs"
            variant="outline"
            disabled={none || !assignee}
            onClick={() =>
              void run({ action: 'assign', caseIds, assigneeId: assignee === '-' ? null : assignee })
            }
            data-testid="bulk-assign"
          >
            {t('bulk.assign')}
          </Button>
        </>
      ) : null}
      {grant.can('case.export') ? (
        <Button
          size="xs"
          variant="outline"
          disabled={none}
          loading={exporting}
          onClick={onExportSelected}
          data-testid="bulk-export"
        >
          {t('bulk.export')}
        </Button>
      ) : null}
      {grant.can('case.delete') ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={none}
          onClick={() => setConfirming(true)}
          data-testid="bulk-delete"
        >
          {t('bulk.delete')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('bulk.deleteTitle')}
        message={t('bulk.deleteMessage', { count: caseIds.length })}
        confirmLabel={t('bulk.deleteConfirm', { count: caseIds.length })}
        onConfirm={() => void del()}
        busy={remove.isPending}
        confirmTestId="bulk-delete-confirm"
      />
    </HStack>
  )
}
