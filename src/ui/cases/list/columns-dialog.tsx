import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { saveColumnsMutation } from '../../../api/cases-list'
import { BusinessError } from '../../../api/client'
import type { ColumnId } from '../../../domain/cases/case-query'
import { CheckBox } from '../../kit/check-box'
import { FormDialog } from '../../kit/form-dialog'
import { toastError, toastSuccess } from '../../kit/toast'

export interface ColumnsDialogProps {
  open: boolean
  onClose: () => void
  /** Every column there is, in the default order. */
  all: readonly ColumnId[]
  /** The columns shown now, in order. */
  shown: readonly ColumnId[]
  columnName: (c: ColumnId) => string
}

/** The member's own column set: which columns show and in which order (saved for the member). */
export function ColumnsDialog({ open, onClose, all, shown, columnName }: ColumnsDialogProps) {
  const { t } = useTranslation('casesList')
  // The parent mounts the dialog when it opens, so it starts from the columns shown then.
  const [order, setOrder] = useState<ColumnId[]>(() => [...shown, ...all.filter((c) => !shown.includes(c))])
  const [visible, setVisible] = useState<ReadonlySet<ColumnId>>(() => new Set(shown))
  const save = useMutation(saveColumnsMutation())
  const move = (i: number, by: number) =>
    setOrder((o) => {
      const next = [...o]
      const [c] = next.splice(i, 1)
      next.splice(i + by, 0, c!)
      return next
    })
  const submit = async (columns: ColumnId[] | null) => {
    try {
      await save.mutateAsync({ columns })
      toastSuccess(t('columnsDialog.saved'))
      onClose()
    } catch (error) {
      toastError(t('columnsDialog.failed'), error instanceof BusinessError ? error.msg : undefined)
    }
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('columnsDialog.title')}
      description={t('columnsDialog.description')}
      busy={save.isPending}
      testId="columns-dialog"
      actions={
        <Button size="sm" variant="ghost" onClick={() => void submit(null)}>
          {t('columnsDialog.reset')}
        </Button>
      }
      submit={{
        label: t('columnsDialog.save'),
        onClick: () => void submit(order.filter((c) => visible.has(c))),
        disabled: !visible.has('markName'),
        testId: 'columns-save',
      }}
    >
      <Stack gap="1" as="ol" listStyleType="none">
        {order.map((c, i) => (
          <HStack as="li" key={c} justify="space-between" py="1" borderBottomWidth="1px">
            <CheckBox
              size="sm"
              checked={visible.has(c)}
              disabled={c === 'markName'}
              onChange={(on) =>
                setVisible((v) => {
                  const next = new Set(v)
                  if (on) next.add(c)
                  else next.delete(c)
                  return next
                })
              }
              testId={`column-${c}`}
            >
              {columnName(c)}
            </CheckBox>
            <HStack gap="1">
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('columnsDialog.up', { name: columnName(c) })}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                ↑
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('columnsDialog.down', { name: columnName(c) })}
                disabled={i === order.length - 1}
                onClick={() => move(i, 1)}
              >
                ↓
              </IconButton>
            </HStack>
          </HStack>
        ))}
      </Stack>
      {visible.has('markName') ? null : (
        <Text color="fg.error" fontSize="sm">
          {t('columnsDialog.markNameRequired')}
        </Text>
      )}
    </FormDialog>
  )
}
