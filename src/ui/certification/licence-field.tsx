import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { downloadStoredFile, uploadFileMutation } from '../../api/files'
import { LICENCE_IMAGE_MAX_BYTES, LICENCE_PDF_MAX_BYTES } from '../../domain/constants'
import { checkLicenceContent, CONTENT_HEAD_BYTES, fileSizeText } from '../../domain/files'
import { megabytes } from '../../domain/registration/marks'
import type { Message } from '../../domain/message-key'
import { FormField } from '../kit/form-field'
import { readFileHead } from '../kit/read-image-file'

/** The uploaded licence the form refers to by fileId. */
export interface LicenceFile {
  fileId: string
  fileName: string
  size: number
  contentType: string
}

export interface LicenceFieldProps {
  value: LicenceFile | null
  onChange: (file: LicenceFile) => void
  /** The form's message for the field (required, or the server's). */
  error?: Message
  disabled?: boolean
}

/** The first bytes of a file: what its content says it is. */

/**
 * The business licence: an image up to 10 MB or a PDF up to 2 MB (§5), told apart by the file's bytes, not its
 * name, before upload (the server checks the same again). A refused or failed file keeps the previous one.
 */
export function LicenceField({ value, onChange, error, disabled }: LicenceFieldProps) {
  const { t } = useTranslation('certification')
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const upload = useMutation(uploadFileMutation())
  const [problem, setProblem] = useState<string | null>(null)
  const limits = {
    imageLimit: megabytes(LICENCE_IMAGE_MAX_BYTES),
    pdfLimit: megabytes(LICENCE_PDF_MAX_BYTES),
  }

  const pick = async (file: File | undefined) => {
    if (!file) return
    let head: Uint8Array
    try {
      head = await readFileHead(file, CONTENT_HEAD_BYTES)
    } catch {
      setProblem(t('licence.unreadable'))
      return
    }
    const check = checkLicenceContent(head, file.size)
    if (!check.ok) {
      if (check.error === 'validation:fileFormat') setProblem(t('licence.wrongFormat'))
      else
        setProblem(
          t(check.kind === 'licencePdf' ? 'licence.pdfTooLarge' : 'licence.imageTooLarge', {
            size: fileSizeText(file.size),
            limit: megabytes(check.maxBytes),
          }),
        )
      return
    }
    setProblem(null)
    try {
      const stored = await upload.mutateAsync({ file, bizType: 'businessLicence' })
      onChange({
        fileId: stored.fileId,
        fileName: stored.fileName,
        size: stored.size,
        contentType: stored.contentType,
      })
    } catch (failure) {
      setProblem(failure instanceof BusinessError && failure.msg ? failure.msg : t('licence.uploadFailed'))
    }
  }

  const kind = (contentType: string) =>
    contentType === 'application/pdf' ? t('details.pdf') : t('details.image')
  return (
    <FormField
      label={t('fields.licenceFileId')}
      required
      controlId={inputId}
      error={problem ? { text: problem } : error}
      helperText={t('licence.hint', limits)}
      errorTestId="licence-error"
    >
      <Stack gap="2" align="flex-start" w="full">
        {/* The real input stays in the page (labelled, reachable by tests); the button opens it. */}
        <Input
          ref={input}
          id={inputId}
          type="file"
          accept=".jpg,.jpeg,.png,.gif,.tif,.tiff,.pdf,image/*,application/pdf"
          display="none"
          data-testid="licence-input"
          onChange={(e) => {
            void pick(e.target.files?.[0])
            e.target.value = ''
          }}
        />
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            loading={upload.isPending}
            loadingText={t('licence.uploading')}
            disabled={disabled}
            onClick={() => input.current?.click()}
            data-testid="licence-choose"
          >
            {value ? t('licence.replace') : t('licence.choose')}
          </Button>
          {value ? (
            <HStack gap="1" minW="0" data-testid="licence-current">
              <Text fontSize="sm" overflowWrap="anywhere">
                {t('licence.current', {
                  name: value.fileName,
                  kind: kind(value.contentType),
                  size: fileSizeText(value.size),
                })}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => void downloadStoredFile(value.fileId, value.fileName)}
              >
                {t('licence.view')}
              </Button>
            </HStack>
          ) : null}
        </HStack>
      </Stack>
    </FormField>
  )
}
