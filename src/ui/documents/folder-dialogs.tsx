import { Input } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deleteFolderMutation, saveFolderMutation } from '../../api/documents'
import type { Folder } from '../../api/schemas/documents'
import { checkItemName } from '../../domain/documents/document-rules'
import { useRootState } from '../../state/root'
import type { Message } from '../../domain/message-key'
import { ConfirmDialog } from '../kit/confirm-dialog'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'
import { toastError, toastSuccess } from '../kit/toast'
import { useDocumentError } from './error-message'

export type FolderEdit = { kind: 'create'; parentId: string } | { kind: 'rename'; folder: Folder }

/** Names a new folder or renames one; the same name rule as the server, checked as the user saves. */
export function FolderNameDialog({
  edit,
  folders,
  onClose,
  onSaved,
}: {
  edit: FolderEdit
  folders: readonly Folder[]
  onClose: () => void
  onSaved: (folder: Folder) => void
}) {
  const { t } = useTranslation('documents')
  const errorText = useDocumentError()
  const [name, setName] = useState(edit.kind === 'rename' ? edit.folder.name : '')
  const [problem, setProblem] = useState<Message | null>(null)
  const save = useMutation(saveFolderMutation())
  const parentId = edit.kind === 'rename' ? edit.folder.parentId : edit.parentId || null
  const ownId = edit.kind === 'rename' ? edit.folder.id : ''

  const submit = async () => {
    const siblings = folders.filter((f) => f.parentId === parentId && f.id !== ownId).map((f) => f.name)
    const check = checkItemName(name, siblings)
    if (!check.ok) {
      setProblem(check.error)
      return
    }
    try {
      const folder = await save.mutateAsync({ id: ownId, parentId: parentId ?? '', name: check.name })
      toastSuccess(t('folders.saved', { name: folder.name }))
      onSaved(folder)
    } catch (error) {
      setProblem({ text: errorText(error, 'documents:folders.saveFailed') })
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={edit.kind === 'rename' ? t('folders.renameTitle') : t('folders.createTitle')}
      busy={save.isPending}
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
      submit={{ label: t('folders.save'), testId: 'folder-save' }}
      testId="folder-dialog"
    >
      <FormField label={t('folders.nameLabel')} error={problem} required>
        <Input
          value={name}
          maxLength={120}
          autoFocus
          onChange={(e) => {
            setName(e.target.value)
            setProblem(null)
          }}
          data-testid="folder-name"
        />
      </FormField>
    </FormDialog>
  )
}

/** Deletes a folder; a folder that holds anything says how much goes with it before it is deleted. */
export function DeleteFolderDialog({
  folder,
  dirCount,
  onClose,
  onDeleted,
}: {
  folder: Folder
  /** Folders below it. */
  dirCount: number
  onClose: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation('documents')
  const { lang } = useRootState()
  const errorText = useDocumentError()
  const remove = useMutation(deleteFolderMutation())
  const empty = folder.totalCount === 0 && dirCount === 0
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('folders.deleteTitle', { name: folder.name })}
      message={
        empty
          ? t('folders.deleteEmpty')
          : [
              t('folders.deleteHolds', { count: folder.totalCount }),
              dirCount > 0 ? t('folders.deleteHoldsDirs', { count: dirCount }) : '',
              t('folders.deleteWarning'),
            ]
              .filter(Boolean)
              // Chinese sentences follow one another without a space.
              .join(lang === 'en' ? ' ' : '')
      }
      confirmLabel={t('folders.delete')}
      busy={remove.isPending}
      confirmTestId="folder-delete-confirm"
      onConfirm={() => {
        remove.mutate(
          { id: folder.id, confirm: 'true' },
          {
            onSuccess: () => {
              toastSuccess(t('folders.deleted', { name: folder.name }))
              onDeleted()
            },
            onError: (error) => {
              toastError(errorText(error, 'documents:folders.deleteFailed'))
              onClose()
            },
          },
        )
      }}
    />
  )
}
