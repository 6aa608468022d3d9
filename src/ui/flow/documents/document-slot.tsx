import { Badge, Box, Button, CloseButton, HStack, List, Stack, Text } from '@chakra-ui/react'
import { memo, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createActor } from 'xstate'
import { BusinessError } from '../../../api/client'
import { checkUpload } from '../../../domain/files'
import type { Message } from '../../../domain/message-key'
import type { DocumentFile } from '../../../domain/wizard/types'
import { uploadProgressMachine } from '../../../machines/shared/upload-progress'
import { useMessage } from '../../kit/message'
import { DocumentFileRow } from './document-file-row'
import { PendingUpload, type PendingUploadItem } from './pending-upload'
import type { DocumentSlotSpec, DocumentUpload } from './slot-spec'

export interface DocumentSlotProps<K extends string> {
  spec: DocumentSlotSpec<K>
  files: readonly DocumentFile[]
  /** The flow's upload of one file (bound to its call); stable, so the slots are not redrawn. */
  upload: DocumentUpload<K>
  /** The step's issue shown next to the slot (e.g. a required document missing). */
  error?: Message
  onAdd: (kind: K, file: DocumentFile) => void
  onRemove: (kind: K, file: DocumentFile) => void
  onPreview: (file: DocumentFile) => void
}

const ACCEPT = '.jpg,.jpeg,.png,.gif,.tiff,.bmp,.pdf'

// crypto.randomUUID exists only in secure contexts; a counter is enough for React keys.
let sequence = 0
const nextId = () => `upload-${++sequence}`

/**
 * One document the case needs: what it is for and what it must show, its files, and uploads in progress
 * (each with the upload-progress machine's bar). Files are checked against the §5 rules before upload.
 */
function DocumentSlotView<K extends string>(props: DocumentSlotProps<K>) {
  const { spec, files, upload, error, onAdd, onRemove, onPreview } = props
  const { kind, required } = spec
  const { t } = useTranslation('flow')
  const text = useMessage()
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<PendingUploadItem[]>([])
  const [problems, setProblems] = useState<{ id: string; text: string }[]>([])
  const actors = useRef(new Set<PendingUploadItem['progress']>())

  useEffect(() => {
    const running = actors.current
    return () => running.forEach((actor) => actor.stop())
  }, [])

  const report = (text: string) => setProblems((list) => [...list, { id: nextId(), text }])

  const send = async (file: File) => {
    const progress = createActor(uploadProgressMachine).start()
    actors.current.add(progress)
    const item: PendingUploadItem = { id: nextId(), fileName: file.name, size: file.size, progress }
    setPending((list) => [...list, item])
    progress.send({ type: 'upload.status', status: 0 })
    try {
      const stored = await upload(file, kind)
      progress.send({ type: 'upload.status', status: 1 })
      onAdd(kind, stored)
    } catch (reason) {
      report(
        reason instanceof BusinessError && reason.msg
          ? t('upload.failed', { name: file.name, reason: reason.msg })
          : t('upload.failedUnknown', { name: file.name }),
      )
    } finally {
      progress.stop()
      actors.current.delete(progress)
      setPending((list) => list.filter((p) => p.id !== item.id))
    }
  }

  const pick = (list: FileList | null | undefined) => {
    for (const file of Array.from(list ?? [])) {
      const check = checkUpload(file, 'any')
      if (!check.ok) {
        const key = check.error === 'validation:fileFormat' ? 'upload.wrongFormat' : 'upload.tooLarge'
        report(t(key, { name: file.name }))
      } else if (file.size === 0) report(t('upload.empty', { name: file.name }))
      else void send(file)
    }
    if (inputRef.current) inputRef.current.value = ''
  }

  const showError = error && files.length === 0 && pending.length === 0 ? text(error) : undefined
  const name = text(spec.name)
  return (
    <Box
      as="section"
      aria-label={name}
      borderWidth="1px"
      borderColor={showError ? 'border.error' : 'border'}
      rounded="md"
      p="4"
      data-testid={`document-slot-${kind}`}
      data-required={required ? 'true' : 'false'}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault()
        pick(e.dataTransfer.files)
      }}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0" flex="1">
            <HStack gap="2">
              <Text as="h3" fontWeight="semibold">
                {name}
              </Text>
              <Badge colorPalette={required ? 'red' : 'gray'} variant="subtle" data-testid="slot-badge">
                {required ? t('documents.required') : t('documents.optional')}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {text(spec.why)}
            </Text>
          </Stack>
          <input
            id={inputId}
            ref={inputRef}
            type="file"
            multiple
            accept={ACCEPT}
            aria-label={`${name} · ${t('upload.add')}`}
            style={{ display: 'none' }}
            data-testid={`document-input-${kind}`}
            onChange={(e) => pick(e.target.files)}
          />
          <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()}>
            {files.length > 0 ? t('upload.addMore') : t('upload.add')}
          </Button>
        </HStack>
        {spec.note}
        {spec.points.length > 0 ? (
          <Box fontSize="sm">
            <Text fontWeight="medium">{t('documents.mustShow')}</Text>
            <List.Root ps="5" gap="0.5" color="fg.muted">
              {spec.points.map((point) => (
                <List.Item key={typeof point === 'string' ? point : point.text}>{text(point)}</List.Item>
              ))}
            </List.Root>
          </Box>
        ) : null}
        {files.length > 0 ? (
          <Stack as="ul" gap="0" listStyleType="none" borderTopWidth="1px" pt="2">
            {files.map((file) => (
              <DocumentFileRow
                key={file.fileId}
                file={file}
                onPreview={onPreview}
                onRemove={(f) => onRemove(kind, f)}
              />
            ))}
          </Stack>
        ) : pending.length === 0 ? (
          <Text fontSize="sm" color="fg.subtle">
            {t('upload.none')}
          </Text>
        ) : null}
        {pending.map((item) => (
          <PendingUpload key={item.id} item={item} />
        ))}
        {problems.map((p) => (
          <HStack key={p.id} gap="2" align="flex-start" role="alert" data-testid="upload-problem">
            <Text fontSize="sm" color="fg.error" flex="1">
              {p.text}
            </Text>
            <CloseButton
              size="2xs"
              aria-label={t('upload.dismiss')}
              onClick={() => setProblems((list) => list.filter((x) => x.id !== p.id))}
            />
          </HStack>
        ))}
        {showError ? (
          <Text fontSize="sm" color="fg.error" role="alert" data-testid="slot-error">
            {showError}
          </Text>
        ) : null}
      </Stack>
    </Box>
  )
}

// memo() drops the type parameter; the cast gives it back (the props are the same).
export const DocumentSlot = memo(DocumentSlotView) as typeof DocumentSlotView
