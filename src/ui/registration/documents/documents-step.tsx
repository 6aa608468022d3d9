import { Stack, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import { documentsNeeded } from '../../../domain/registration/flows'
import type { DocumentFile, DocumentKind, RegistrationDraft } from '../../../domain/registration/types'
import { SectionCard } from '../../kit/section-card'
import { priorityProofDueDate } from './document-guide'
import { DocumentSlot } from './document-slot'
import { FilePreviewDialog } from './file-preview-dialog'
import { MailingFields } from './mailing-fields'

const NO_FILES: readonly DocumentFile[] = []

type DocumentsPatch = Partial<Pick<RegistrationDraft, 'documents' | 'originalsByPost' | 'mailing'>>

export interface DocumentsStepProps {
  draft: RegistrationDraft
  onChange: (patch: DocumentsPatch) => void
  /** The step's issues by full draft path ('documents.powerOfAttorney', 'mailing.trackingNumber'). */
  errors?: Record<string, MessageKey>
}

/**
 * The provideDocument step: one slot per document the case needs (documentsNeeded), each with its guidance,
 * several files, uploads with progress, preview, download and remove; then the originals sent by post.
 */
export function DocumentsStep({ draft, onChange, errors = {} }: DocumentsStepProps) {
  const { t } = useTranslation('regDocs')
  const needed = documentsNeeded(draft)
  const [preview, setPreview] = useState<DocumentFile | null>(null)
  // Uploads finish one by one while the page keeps its props from before: each change builds on the newest
  // documents (and reaches the newest onChange), not those of the render that started the upload.
  const latest = useRef({ documents: draft.documents, onChange })
  useEffect(() => {
    latest.current = { documents: draft.documents, onChange }
  }, [draft.documents, onChange])
  const [dueDate] = useState(() => priorityProofDueDate(draft.completedAt, new Date()))

  // Stable, so typing in the mailing fields does not redraw every slot.
  const { add, remove } = useMemo(() => {
    const update = (kind: DocumentKind, change: (files: DocumentFile[]) => DocumentFile[]) => {
      const documents = latest.current.documents
      const next = { ...documents, [kind]: change(documents[kind] ?? []) }
      latest.current = { ...latest.current, documents: next }
      latest.current.onChange({ documents: next })
    }
    return {
      add: (kind: DocumentKind, file: DocumentFile) => update(kind, (files) => [...files, file]),
      remove: (kind: DocumentKind, file: DocumentFile) =>
        update(kind, (files) => files.filter((f) => f.fileId !== file.fileId)),
    }
  }, [])

  return (
    <Stack gap="4" data-testid="documents-step">
      <SectionCard title={t('step.title')} description={t('step.intro')} testId="documents-slots">
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('step.rules')}
          </Text>
          {needed.length === 0 ? <Text>{t('step.nothing')}</Text> : null}
          {needed.map(({ kind, required }) => (
            <DocumentSlot
              key={kind}
              kind={kind}
              required={required}
              region={draft.region}
              draftId={draft.draftId}
              files={draft.documents[kind] ?? NO_FILES}
              error={errors[`documents.${kind}`]}
              dueDate={kind === 'priorityProof' ? dueDate : undefined}
              onAdd={add}
              onRemove={remove}
              onPreview={setPreview}
            />
          ))}
        </Stack>
      </SectionCard>
      {needed.length > 0 ? (
        <SectionCard title={t('mailing.title')} testId="documents-mailing">
          <MailingFields
            enabled={draft.originalsByPost}
            mailing={draft.mailing}
            onToggle={(enabled) => onChange({ originalsByPost: enabled })}
            onChange={(mailing) => onChange({ mailing })}
            errors={{
              company: errors['mailing.company'],
              trackingNumber: errors['mailing.trackingNumber'],
            }}
          />
        </SectionCard>
      ) : null}
      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </Stack>
  )
}
