import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { uploadFileMutation } from '../../api/files'
import { CONTENT_HEAD_BYTES, fileSizeText } from '../../domain/files'
import { serverTextOr, type Message } from '../../domain/message-key'
import { checkReportAttachment, REPORT_ATTACHMENT_ACCEPT } from '../../domain/report-notes'
import { FormField } from '../kit/form-field'
import { FilePickButton, UploadProgressBar, useFileUpload } from '../kit/upload'
import { LAW_ATTACHMENTS_MAX, type LawAttachment } from './law-advise-form'

/**
 * Optional files for the lawyer (a notice, evidence of use, a letter): each is checked by content like the
 * analysis report's attachments and uploaded at once; the request names them by file number.
 */
export function LawAdviseAttachments({
  files,
  onChange,
}: {
  files: LawAttachment[]
  onChange: (files: LawAttachment[]) => void
}) {
  const { t } = useTranslation('watchResults')
  const upload = useMutation(uploadFileMutation())
  const attach = useFileUpload<LawAttachment, Message>({
    prepare: async (file) => {
      if (files.length >= LAW_ATTACHMENTS_MAX)
        return { ok: false, error: 'watchResults:advice.errors.tooManyFiles' }
      const head = new Uint8Array(await file.slice(0, CONTENT_HEAD_BYTES).arrayBuffer())
      const checked = checkReportAttachment(head, file.size, file.name)
      return checked.ok ? { ok: true, fields: { file, bizType: 'general' } } : checked
    },
    send: async (form) => {
      const stored = await upload.mutateAsync(form)
      return { fileId: stored.fileId, name: stored.fileName, size: stored.size }
    },
    keep: (stored) => onChange([...files, stored]),
    failed: (e) =>
      e instanceof BusinessError
        ? serverTextOr(e.msg, 'watchResults:advice.errors.uploadFailed')
        : 'watchResults:advice.errors.uploadFailed',
  })

  return (
    <FormField
      label={t('advice.attachments')}
      error={attach.error ?? undefined}
      helperText={t('advice.attachmentsHint', { max: LAW_ATTACHMENTS_MAX })}
    >
      <Stack gap="2" w="full">
        {files.length ? (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={t('advice.attachments')}>
            {files.map((f) => (
              <HStack as="li" key={f.fileId} gap="3" fontSize="sm">
                <Text truncate>
                  {f.name}{' '}
                  <Text as="span" color="fg.muted">
                    ({fileSizeText(f.size)})
                  </Text>
                </Text>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('advice.removeFile', { name: f.name })}
                  onClick={() => onChange(files.filter((x) => x.fileId !== f.fileId))}
                >
                  {t('advice.remove')}
                </Button>
              </HStack>
            ))}
          </Stack>
        ) : null}
        {files.length < LAW_ATTACHMENTS_MAX ? (
          <FilePickButton
            accept={REPORT_ATTACHMENT_ACCEPT}
            inputLabel={t('advice.chooseFile')}
            inputTestId="law-advise-file"
            onPick={(file) => void attach.pick(file)}
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            loading={attach.busy}
          >
            {t('advice.addFile')}
          </FilePickButton>
        ) : null}
        {attach.busy || attach.percent > 0 ? (
          <UploadProgressBar percent={attach.percent} label={t('advice.uploadProgress')} />
        ) : null}
      </Stack>
    </FormField>
  )
}
