import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { BusinessError } from '../../../api/client'
import { downloadStoredFile } from '../../../api/files'
import { uploadApplicantFileMutation } from '../../../api/registration-applicants'
import type { Message } from '../../../domain/message-key'
import { checkLicenceContent, CONTENT_HEAD_BYTES } from '../../../domain/files'
import { useMessage } from '../../kit/message'
import { readFileHead } from '../../kit/read-image-file'
import { FilePickButton, UploadProgressBar, useFileUpload } from '../../kit/upload'
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
  const upload = useMutation(uploadApplicantFileMutation())
  // A problem is kept as what it is (the rule's message key, or the server's answer), and worded when shown,
  // so a language switch rewords it.
  const licence = useFileUpload<LicenceFile, { rule: Message } | { server: string }>({
    prepare: async (file) => {
      // By content, not by name (§5): an image up to 10 MB or a PDF up to 2 MB, whatever the file is called.
      const head = await readFileHead(file, CONTENT_HEAD_BYTES).catch(() => new Uint8Array())
      const check = checkLicenceContent(head, file.size)
      return check.ok ? { ok: true, fields: { file, kind } } : { ok: false, error: { rule: check.error } }
    },
    send: (form) => upload.mutateAsync(form),
    keep: (stored) => onChange({ fileId: stored.fileId, fileName: stored.fileName }),
    failed: (failure) => ({ server: failure instanceof BusinessError ? failure.msg : '' }),
  })

  const problem = licence.error
  const message = !problem
    ? errorText(error)
    : 'rule' in problem
      ? `${errorText(problem.rule)}: ${t('form.uploadHint')}`
      : problem.server || t('form.uploadFailed')
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <FilePickButton
          accept=".jpg,.png,.gif,.tiff,.pdf"
          inputLabel={label}
          inputTestId="licence-file"
          onPick={(file) => void licence.pick(file)}
          size="sm"
          variant="outline"
          loading={licence.busy}
          disabled={disabled}
        >
          {value ? t('form.reupload') : t('form.upload')}
        </FilePickButton>
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
      {licence.busy || licence.percent === 100 ? (
        <UploadProgressBar percent={licence.percent} label={t('form.uploadProgress')} />
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
