import { Text, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEADLINE_NOTE_MAX } from '../../domain/cases/deadline-rules'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'

export interface DoneDialogProps {
  /** What is being marked done (its name); null keeps the dialog closed. */
  name: string | null
  onClose: () => void
  /** Resolves true when saved (the dialog then closes). */
  onSubmit: (note: string) => Promise<boolean>
  busy: boolean
}

/** Marks a deadline done with an optional note; who and when are recorded by the server. */
export function DoneDialog({ name, onClose, onSubmit, busy }: DoneDialogProps) {
  const { t } = useTranslation('deadlines')
  const [note, setNote] = useState('')
  const tooLong = note.trim().length > DEADLINE_NOTE_MAX
  return (
    <FormDialog
      open={name !== null}
      onClose={onClose}
      onExitComplete={() => setNote('')}
      title={t('done.title', { name: name ?? '' })}
      description={t('done.description')}
      onSubmit={async (event) => {
        event.preventDefault()
        if (tooLong) return
        if (await onSubmit(note.trim())) onClose()
      }}
      busy={busy}
      submit={{ label: t('actions.markDone'), testId: 'done-submit' }}
      cancelLabel={t('actions.cancel')}
      closeLabel={t('actions.close')}
      placement="center"
      testId="done-dialog"
    >
      <FormField
        label={t('done.note')}
        error={tooLong ? 'deadlines:validation.noteTooLong' : undefined}
        helperText={<Text as="span">{`${note.trim().length}/${DEADLINE_NOTE_MAX}`}</Text>}
      >
        <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} data-testid="done-note" />
      </FormField>
    </FormDialog>
  )
}
