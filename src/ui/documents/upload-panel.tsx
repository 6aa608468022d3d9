import { Box, Button, HStack, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createActor, type ActorRefFrom } from 'xstate'
import { unpackArchiveMutation, uploadDocumentMutation, type UploadTarget } from '../../api/documents'
import type { ArchiveEntryReport } from '../../api/schemas/documents'
import { checkDocument, DOCUMENT_SUFFIXES, needsChunks } from '../../domain/documents/document-rules'
import { CONTENT_HEAD_BYTES, fileSizeText } from '../../domain/files'
import type { MessageKey } from '../../domain/message-key'
import { uploadProgressMachine } from '../../machines/shared/upload-progress'
import { useMessage } from '../kit/message'
import { readFileHead } from '../kit/read-image-file'
import { useDocumentError } from './error-message'

type Progress = ActorRefFrom<typeof uploadProgressMachine>

interface Item {
  id: string
  name: string
  size: number
  progress: Progress
  state: 'uploading' | 'unpacking' | 'done' | 'failed'
  error: string | null
  entries: ArchiveEntryReport[] | null
}

let sequence = 0
const ACCEPT = DOCUMENT_SUFFIXES.map((s) => `.${s.toLowerCase()}`).join(',')

function ItemRow({ item }: { item: Item }) {
  const { t } = useTranslation('documents')
  const text = useMessage()
  const percent = useSelector(item.progress, (s) => s.context.percent)
  const stored = item.entries?.filter((e) => e.ok).length ?? 0
  return (
    <Stack gap="1" borderBottomWidth="1px" pb="2" data-testid="upload-item" data-state={item.state}>
      <HStack justify="space-between" gap="3" fontSize="sm">
        <Text truncate fontWeight="medium">
          {item.name}
        </Text>
        <Text color="fg.muted" flexShrink={0}>
          {fileSizeText(item.size)} · {t(`upload.state.${item.state}`)}
          {item.state === 'uploading' ? ` ${percent}%` : ''}
        </Text>
      </HStack>
      {item.state === 'uploading' || item.state === 'unpacking' ? (
        <Progress.Root value={item.state === 'unpacking' ? null : percent} size="xs" colorPalette="blue">
          <Progress.Track aria-label={t('upload.progress', { name: item.name })}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      {item.error ? (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="upload-error">
          {item.error}
        </Text>
      ) : null}
      {item.entries ? (
        <Stack gap="0.5" fontSize="xs" pl="3" data-testid="unpack-report">
          <Text fontWeight="medium">{t('upload.unpacked', { stored, total: item.entries.length })}</Text>
          {item.entries.map((e) => (
            <Text key={e.path} color={e.ok ? 'fg.muted' : 'fg.error'}>
              {e.path} — {e.ok ? t('upload.entryStored') : text(e.error as MessageKey)}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}

/**
 * Drop or choose files for a folder: each is checked by its bytes first (wrong type, empty, too large are
 * told at once, in the reader's language), then sent with the upload-progress bar: a big file in chunks (the
 * bar follows them), a smaller one in one request. A zip is unpacked into the folder and each entry reported.
 */
export function UploadPanel({ target, disabled }: { target: UploadTarget; disabled?: boolean }) {
  const { t } = useTranslation('documents')
  const text = useMessage()
  const errorText = useDocumentError()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [items, setItems] = useState<Item[]>([])
  const [over, setOver] = useState(false)
  const upload = useMutation(uploadDocumentMutation())
  const unpack = useMutation(unpackArchiveMutation())
  const actors = useRef(new Set<Progress>())

  useEffect(() => {
    const live = actors.current
    return () => live.forEach((a) => a.stop())
  }, [])

  const patch = (id: string, change: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.id === id ? { ...i, ...change } : i)))

  const send = async (file: File) => {
    const progress = createActor(uploadProgressMachine).start()
    actors.current.add(progress)
    const item: Item = {
      id: `upload-${++sequence}`,
      name: file.name,
      size: file.size,
      progress,
      state: 'uploading',
      error: null,
      entries: null,
    }
    setItems((list) => [item, ...list])
    const check = checkDocument(await readFileHead(file, CONTENT_HEAD_BYTES), file.size, file.name)
    if (!check.ok) {
      patch(item.id, { state: 'failed', error: text(check.error) })
      return
    }
    if (!needsChunks(file.size)) progress.send({ type: 'upload.status', status: 0 })
    try {
      const doc = await upload.mutateAsync({
        file,
        target,
        onProgress: (sent, total) => progress.send({ type: 'upload.progress', total, uploaded: sent }),
      })
      progress.send({ type: 'upload.status', status: 1 })
      if (doc.format !== 'zip') {
        patch(item.id, { state: 'done' })
        return
      }
      patch(item.id, { state: 'unpacking' })
      const report = await unpack.mutateAsync({ id: doc.id })
      patch(item.id, { state: 'done', entries: report.entries })
    } catch (error) {
      progress.send({ type: 'upload.reset' })
      patch(item.id, { state: 'failed', error: errorText(error, 'documents:upload.failed') })
    }
  }

  const sendAll = async (files: FileList | File[] | null) => {
    // One after another: a big file's chunks are not interleaved with the next file's.
    for (const file of Array.from(files ?? [])) await send(file)
  }

  return (
    <Stack gap="3">
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'blue.400' : 'border'}
        bg={over ? 'blue.subtle' : 'bg.subtle'}
        borderRadius="md"
        p="6"
        textAlign="center"
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault()
          setOver(false)
          if (!disabled) void sendAll(e.dataTransfer.files)
        }}
        data-testid="upload-drop"
      >
        <Stack gap="2" align="center">
          <Text>{t('upload.drop')}</Text>
          <VisuallyHidden>
            <input
              id={inputId}
              ref={input}
              type="file"
              multiple
              accept={ACCEPT}
              aria-label={t('upload.choose')}
              data-testid="upload-input"
              disabled={disabled}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? [])
                e.target.value = ''
                void sendAll(files)
              }}
            />
          </VisuallyHidden>
          <Button colorPalette="blue" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
            {t('upload.choose')}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {t('upload.limits')}
          </Text>
        </Stack>
      </Box>
      {items.length > 0 ? (
        <Stack gap="2" aria-live="polite" data-testid="upload-list">
          {items.map((item) => (
            <ItemRow key={item.id} item={item} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}
