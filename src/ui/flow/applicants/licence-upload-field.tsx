import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useRef, useState } from 'react'
import { BusinessError } from '../../../api/client'
import { downloadStoredFile } from '../../../api/files'
import { uploadApplicantFileMutation } from '../../../api/registration-applicants'
import type { Message } from '../../../domain/message-key'
import { checkLicenceContent, CONTENT_HEAD_BYTES } from '../../../domain/files'
import { uploadProgressMachine } from '../../../machines/shared/upload-progress'
import { useMessage } from '../../kit/message'
import { readFileHead } from '../../kit/read-image-file'
import { useApplicantText } from './use-applicant-text'

export interface LicenceFile {
  fileId: string
  fileName: string
}

export interface LicenceUploadFieldProps {
  /** licence: business licence or certificate of incorporation; idDocument: a person's identity document. */
  kind: 'licence' | 'idDocument'
  value: LicenceFile | null
  onChange: (file: LicenceFile | null) => void
  /** The form's message for this field. */
  error?: Message
  disabled?: boolean
  /** Labels the picker button for screen readers. */
  label: string
}

/**
 * The licence or identity document: checked in the browser (images up to 10 MB, PDF up to 2 MB, §5), then
 * uploaded with the upload-progress bar. A failed upload keeps the previous file.
 */
export function LicenceUploadField({
  kind,
  value,
  onChange,
  error,
  disabled,
  label,
}: LicenceUploadFieldProps) {
  const { t } = useApplicantText()
  const errorText = useMessage()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const upload = useMutation(uploadApplicantFileMutation())
  const progress = useActorRef(uploadProgressMachine)
  const percent = useSelector(progress, (s) => s.context.percent)

  const pick = async (file: File | undefined) => {
    if (!file) return
    // By content, not by name (§5): an image up to 10 MB or a PDF up to 2 MB, whatever the file is called.
    const head = await readFileHead(file, CONTENT_HEAD_BYTES).catch(() => new Uint8Array())
    const check = checkLicenceContent(head, file.size)
    if (!check.ok) {
      setProblem(`${errorText(check.error)}: ${t('form.uploadHint')}`)
      return
    }
    setProblem(null)
    progress.send({ type: 'upload.reset' })
    progress.send({ type: 'upload.status', status: 0 })
    const form = new FormData()
    form.append('file', file)
    form.append('kind', kind)
    try {
      const stored = await upload.mutateAsync(form)
      progress.send({ type: 'upload.status', status: 1 })
      onChange({ fileId: stored.fileId, fileName: stored.fileName })
    } catch (failure) {
      progress.send({ type: 'upload.reset' })
      setProblem(failure instanceof BusinessError && failure.msg ? failure.msg : t('form.uploadFailed'))
    }
  }

  const message = problem ?? errorText(error)
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <input
          ref={input}
          type="file"
          accept=".jpg,.png,.gif,.tiff,.pdf"
          aria-label={label}
          style={{ display: 'none' }}
          data-testid="licence-file"
          onChange={(e) => {
            void pick(e.target.files?.[0])
            e.target.value = ''
          }}
        />
        <Button
          size="sm"
          variant="outline"
          loading={upload.isPending}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {value ? t('form.reupload') : t('form.upload')}
        </Button>
        {value ? (
          <HStack gap="1" minW="0">
            <Text fontSize="sm" wordBreak="break-all">
              {t('form.uploaded', { name: value.fileName })}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => void downloadStoredFile(value.fileId, value.fileName)}
            >
              {t('form.viewFile')}
            </Button>
          </HStack>
        ) : null}
      </HStack>
      {upload.isPending || percent === 100 ? (
        <Box maxW="xs">
          <Progress.Root value={percent} size="xs" colorPalette="blue" aria-label={t('form.uploadProgress')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      ) : null}
      {message ? (
        <Text fontSize="xs" color="fg.error" role="alert">
          {message}
        </Text>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {t('form.uploadHint')}
        </Text>
      )}
    </Stack>
  )
}
