import { Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadStoredFile, uploadFileMutation } from '../../api/files'
import { checkUpload } from '../../domain/files'
import type { Message } from '../../domain/message-key'
import { FormField } from '../kit/form-field'
import { toastError } from '../kit/toast'

export interface QualificationFileFieldProps {
  fileId: string
  /** Name of the file already on the header. */
  initialName: string
  /** The header form's error, if any: a rule's key or the server's words. */
  error?: Message
  onChange: (fileId: string) => void
}

/** The taxpayer qualification proof: a PDF or image under 2 MB, checked before it is uploaded. */
export function QualificationFileField({
  fileId,
  initialName,
  error,
  onChange,
}: QualificationFileFieldProps) {
  const { t } = useTranslation('invoices')
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [name, setName] = useState(initialName)
  const [localError, setLocalError] = useState<Message>()
  const upload = useMutation(uploadFileMutation())

  const pick = async (file: File | undefined) => {
    if (!file) return
    const check = checkUpload(file, 'any')
    if (!check.ok) {
      setLocalError(check.error)
      return
    }
    setLocalError(undefined)
    try {
      const stored = await upload.mutateAsync({ file, bizType: 'general' })
      setName(stored.fileName)
      onChange(stored.fileId)
    } catch {
      toastError(t('headers.uploadFailed'))
    } finally {
      if (input.current) input.current.value = ''
    }
  }

  const message = localError ?? error
  return (
    <FormField
      label={t('headers.fields.qualificationFileId')}
      required
      controlId={inputId}
      error={message}
      helperText={t('headers.fileHelp')}
    >
      <HStack gap="3" wrap="wrap">
        <VisuallyHidden>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,.gif,.tif,.tiff,.bmp"
            data-testid="qualification-file-input"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </VisuallyHidden>
        <Button size="sm" variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
          {fileId ? t('headers.replaceFile') : t('headers.uploadFile')}
        </Button>
        {fileId && name ? (
          <Button
            size="sm"
            variant="plain"
            colorPalette="blue"
            px="0"
            onClick={() => void downloadStoredFile(fileId, name)}
          >
            {name}
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('headers.noFile')}
          </Text>
        )}
      </HStack>
    </FormField>
  )
}
