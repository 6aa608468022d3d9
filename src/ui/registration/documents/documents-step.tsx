import { Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { runMutation } from '../../../api/query'
import { uploadDocumentMutation } from '../../../api/registration-documents'
import { formatDate } from '../../../domain/format'
import type { MessageKey } from '../../../domain/message-key'
import { documentsNeeded } from '../../../domain/registration/flows'
import type { DocumentKind, RegistrationDraft } from '../../../domain/registration/types'
import { useRootState } from '../../../state/root'
import { DocumentsView } from '../../flow/documents/documents-view'
import type { DocumentSlotSpec, DocumentUpload } from '../../flow/documents/slot-spec'
import { DOCUMENT_POINTS, priorityProofDueDate } from './document-guide'

type DocumentsPatch = Partial<Pick<RegistrationDraft, 'documents' | 'originalsByPost' | 'mailing'>>

export interface DocumentsStepProps {
  draft: RegistrationDraft
  onChange: (patch: DocumentsPatch) => void
  /** The step's issues by full draft path ('documents.powerOfAttorney', 'mailing.trackingNumber'). */
  errors?: Record<string, MessageKey>
}

/**
 * Registration's provideDocument step on the shared documents view: the documents the case needs
 * (documentsNeeded) with their guidance, the priority document's due date, uploads through the region's
 * upload call, and the originals sent by post.
 */
export function DocumentsStep({ draft, onChange, errors = {} }: DocumentsStepProps) {
  const { t } = useTranslation('regDocs')
  const { lang } = useRootState()
  const client = useQueryClient()
  const { region, draftId, applicants, trademarks } = draft
  const [dueDate] = useState(() => priorityProofDueDate(draft.completedAt, new Date()))

  const slots = useMemo(
    () =>
      documentsNeeded({ region, applicants, trademarks }).map(
        ({ kind, required }): DocumentSlotSpec<DocumentKind> => ({
          kind,
          required,
          name: `regDocs:kinds.${kind}.name`,
          why: `regDocs:kinds.${kind}.why`,
          points: DOCUMENT_POINTS[kind],
          note:
            kind === 'priorityProof' ? (
              <Text fontSize="sm" color="orange.fg" data-testid="priority-due">
                {t('kinds.priorityProof.due', { date: formatDate(dueDate, lang) })}
              </Text>
            ) : undefined,
        }),
      ),
    [region, applicants, trademarks, dueDate, lang, t],
  )

  const upload = useCallback<DocumentUpload<DocumentKind>>(
    async (file, kind) => {
      const stored = await runMutation(client, uploadDocumentMutation(region, kind), { file, kind, draftId })
      const { fileId, fileName, size, contentType } = stored
      return { fileId, fileName, size, contentType }
    },
    [client, region, draftId],
  )

  const slotErrors: Partial<Record<DocumentKind, MessageKey>> = {}
  for (const { kind } of slots) slotErrors[kind] = errors[`documents.${kind}`]

  return (
    <DocumentsView
      slots={slots}
      documents={draft.documents}
      onChange={(documents) => onChange({ documents })}
      upload={upload}
      errors={slotErrors}
      mailing={{
        enabled: draft.originalsByPost,
        mailing: draft.mailing,
        onToggle: (enabled) => onChange({ originalsByPost: enabled }),
        onChange: (mailing) => onChange({ mailing }),
        errors: { company: errors['mailing.company'], trackingNumber: errors['mailing.trackingNumber'] },
      }}
    />
  )
}
