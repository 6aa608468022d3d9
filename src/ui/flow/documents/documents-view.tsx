import { Stack, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Message } from '../../../domain/message-key'
import type { DocumentFile, DocumentsByKind } from '../../../domain/wizard/types'
import { SectionCard } from '../../kit/section-card'
import { DocumentSlot } from './document-slot'
import { FilePreviewDialog } from './file-preview-dialog'
import { MailingFields, type MailingFieldsProps } from './mailing-fields'
import type { DocumentSlotSpec, DocumentUpload } from './slot-spec'

const NO_FILES: readonly DocumentFile[] = []

export interface DocumentsViewProps<K extends string> {
  /** The documents the case needs, in the order shown; keep the list stable (useMemo) so slots are not redrawn. */
  slots: readonly DocumentSlotSpec<K>[]
  /** The draft's files of each kind. */
  documents: DocumentsByKind<K>
  /** Every added or removed file: the whole set, built on the newest one (uploads finish one by one). */
  onChange: (documents: DocumentsByKind<K>) => void
  /** Stores one picked file (already checked against the format and size rules) as a document of `kind`. */
  upload: DocumentUpload<K>
  /** The step's issues by kind (a required document missing). */
  errors?: Partial<Record<K, Message>>
  /** Originals sent by post; left out, the step has no such section. */
  mailing?: MailingFieldsProps
  /** The slots' card; the flow namespace's general words unless given. */
  title?: string
  intro?: string
}

/**
 * The provideDocument step of every flow: one slot per document the case needs, each with its guidance,
 * several files, uploads with progress, preview, download and remove; then (when the flow has it) the
 * originals sent by post. A flow gives only its slots, its files and its upload.
 */
export function DocumentsView<K extends string>(props: DocumentsViewProps<K>) {
  const { slots, documents, onChange, upload, mailing, title, intro } = props
  const errors: Partial<Record<K, Message>> = props.errors ?? {}
  const { t } = useTranslation('flow')
  const [preview, setPreview] = useState<DocumentFile | null>(null)
  // Uploads finish one by one while the page keeps its props from before: each change builds on the newest
  // documents (and reaches the newest onChange), not those of the render that started the upload.
  const latest = useRef({ documents, onChange })
  useEffect(() => {
    latest.current = { documents, onChange }
  }, [documents, onChange])

  // Stable, so typing in the mailing fields does not redraw every slot.
  const { add, remove } = useMemo(() => {
    const update = (kind: K, change: (files: DocumentFile[]) => DocumentFile[]) => {
      const current = latest.current.documents
      const next: DocumentsByKind<K> = { ...current, [kind]: change(current[kind] ?? []) }
      latest.current = { ...latest.current, documents: next }
      latest.current.onChange(next)
    }
    return {
      add: (kind: K, file: DocumentFile) => update(kind, (files) => [...files, file]),
      remove: (kind: K, file: DocumentFile) =>
        update(kind, (files) => files.filter((f) => f.fileId !== file.fileId)),
    }
  }, [])

  return (
    <Stack gap="4" data-testid="documents-step">
      <SectionCard
        title={title ?? t('documents.title')}
        description={intro ?? t('documents.intro')}
        testId="documents-slots"
      >
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('documents.rules')}
          </Text>
          {slots.length === 0 ? <Text>{t('documents.nothing')}</Text> : null}
          {slots.map((spec) => (
            <DocumentSlot
              key={spec.kind}
              spec={spec}
              files={documents[spec.kind] ?? NO_FILES}
              upload={upload}
              error={errors[spec.kind]}
              onAdd={add}
              onRemove={remove}
              onPreview={setPreview}
            />
          ))}
        </Stack>
      </SectionCard>
      {mailing && slots.length > 0 ? (
        <SectionCard title={t('mailing.title')} testId="documents-mailing">
          <MailingFields {...mailing} />
        </SectionCard>
      ) : null}
      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </Stack>
  )
}
