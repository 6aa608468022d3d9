import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { reportAttachmentMutation, reportNotesMutation } from '../../api/payment'
import type { ReportAttachment, ReportOrder } from '../../api/schemas/search-orders'
import { CONTENT_HEAD_BYTES, fileSizeText } from '../../domain/files'
import { formatDateTime } from '../../domain/format'
import { serverTextOr, type Message } from '../../domain/message-key'
import {
  checkReportAttachment,
  checkReportNotes,
  REPORT_ATTACHMENT_ACCEPT,
  REPORT_ATTACHMENTS_MAX,
  REPORT_NOTES_MAX,
} from '../../domain/report-notes'
import { useRootState } from '../../state/root'
import { FormField } from '../kit/form-field'
import { useMessage } from '../kit/message'
import { toastSuccess } from '../kit/toast'
import { FilePickButton, UploadProgressBar, useFileUpload } from '../kit/upload'

/** The member's notes for the analyst: an editor while the report is not delivered, else read-only. */
export function ReportNotes({ report, editable }: { report: ReportOrder; editable: boolean }) {
  return editable ? <NotesEditor report={report} /> : <NotesView report={report} />
}

function AttachmentLine({ file }: { file: ReportAttachment }) {
  return (
    <Text as="span" truncate>
      {file.name}{' '}
      <Text as="span" color="fg.muted">
        ({fileSizeText(file.size)})
      </Text>
    </Text>
  )
}

function NotesView({ report }: { report: ReportOrder }) {
  const { t } = useTranslation('payment')
  const { lang } = useRootState()
  return (
    <Stack gap="2" fontSize="sm" data-testid="report-notes-view">
      <Text color="fg.muted" fontSize="xs">
        {t('notes.readOnly')}
      </Text>
      <Text whiteSpace="pre-wrap" data-testid="report-notes-text">
        {report.remarks || t('notes.none')}
      </Text>
      {report.attachments.length ? (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t('notes.attachments')}>
          {report.attachments.map((a) => (
            <li key={a.id}>
              <AttachmentLine file={a} />
            </li>
          ))}
        </Stack>
      ) : null}
      {report.remarksUpdatedAt ? (
        <Text color="fg.muted" fontSize="xs">
          {t('notes.savedAt', { time: formatDateTime(report.remarksUpdatedAt, lang) })}
        </Text>
      ) : null}
    </Stack>
  )
}

const errorOf = (error: unknown, fallback: Message): Message =>
  error instanceof BusinessError ? serverTextOr(error.msg, 'payment:notes.saveFailed') : fallback

function NotesEditor({ report }: { report: ReportOrder }) {
  const { t } = useTranslation('payment')
  const { lang } = useRootState()
  const orderId = report.order.id
  const textId = useId()
  const [remarks, setRemarks] = useState(report.remarks)
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const [saveError, setSaveError] = useState<Message | null>(null)
  const save = useMutation(reportNotesMutation())
  const upload = useMutation(reportAttachmentMutation())
  const attach = useFileUpload<unknown, Message>({
    prepare: async (file) => {
      if (report.attachments.length >= REPORT_ATTACHMENTS_MAX)
        return { ok: false, error: 'payment:notes.tooMany' }
      const head = new Uint8Array(await file.slice(0, CONTENT_HEAD_BYTES).arrayBuffer())
      const checked = checkReportAttachment(head, file.size, file.name)
      return checked.ok ? { ok: true, fields: { orderId, file } } : checked
    },
    // Nothing to keep here: the stored file joins the report's attachments when the call refreshes the orders.
    send: (form) => upload.mutateAsync(form),
    failed: (error) => errorOf(error, 'payment:transfer.uploadFailed'),
  })

  const check = checkReportNotes(remarks)
  const textError: Message | null = check.ok ? null : check.error
  const kept = report.attachments.filter((a) => !removed.has(a.id))
  const dirty = remarks.trim() !== report.remarks || removed.size > 0

  const submit = async () => {
    if (!check.ok) return
    setSaveError(null)
    try {
      await save.mutateAsync({ orderId, remarks: check.remarks, fileIds: kept.map((a) => a.id) })
      setRemoved(new Set())
      setRemarks(check.remarks)
      toastSuccess(t('notes.saved'))
    } catch (error) {
      setSaveError(errorOf(error, 'payment:notes.saveFailed'))
    }
  }

  const toggle = (id: string) =>
    setRemoved((now) => {
      const next = new Set(now)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <Stack gap="3" data-testid="report-notes-editor">
      <Text fontSize="xs" color="fg.muted">
        {t('notes.hint')}
      </Text>
      <FormField
        label={t('notes.label')}
        controlId={textId}
        error={textError}
        helperText={t('notes.counter', { count: remarks.trim().length, max: REPORT_NOTES_MAX })}
        errorTestId="report-notes-error"
      >
        <Textarea
          rows={4}
          value={remarks}
          // Longer text than allowed stays in the box (with the error) rather than being cut off.
          maxLength={REPORT_NOTES_MAX * 2}
          placeholder={t('notes.placeholder')}
          data-testid="report-notes-input"
          onChange={(e) => setRemarks(e.target.value)}
        />
      </FormField>
      <FormField
        label={t('notes.attachments')}
        controlId={`${textId}-file`}
        error={attach.error}
        helperText={t('notes.attachHint')}
        errorTestId="report-attachment-error"
      >
        <Stack gap="2" w="full">
          {report.attachments.length ? (
            <Stack as="ul" gap="1" listStyleType="none" data-testid="report-attachments">
              {report.attachments.map((a) => {
                const gone = removed.has(a.id)
                return (
                  <HStack as="li" key={a.id} gap="2" fontSize="sm" justify="space-between">
                    <Box
                      minW="0"
                      textDecoration={gone ? 'line-through' : undefined}
                      color={gone ? 'fg.muted' : undefined}
                    >
                      <AttachmentLine file={a} />
                      {gone ? (
                        <Text as="span" fontSize="xs">
                          {' '}
                          · {t('notes.removedOnSave')}
                        </Text>
                      ) : null}
                    </Box>
                    <Button
                      size="2xs"
                      variant="ghost"
                      aria-label={gone ? t('notes.undo') : t('notes.removeNamed', { name: a.name })}
                      onClick={() => toggle(a.id)}
                    >
                      {gone ? t('notes.undo') : t('notes.remove')}
                    </Button>
                  </HStack>
                )
              })}
            </Stack>
          ) : null}
          <HStack gap="2">
            <FilePickButton
              accept={REPORT_ATTACHMENT_ACCEPT}
              inputId={`${textId}-file`}
              inputLabel={t('notes.attachLabel')}
              inputTestId="report-attachment-file"
              onPick={(file) => void attach.pick(file)}
              size="xs"
              variant="outline"
              loading={attach.busy}
              disabled={report.attachments.length >= REPORT_ATTACHMENTS_MAX}
            >
              {t('notes.attach')}
            </FilePickButton>
          </HStack>
          {attach.busy ? <UploadProgressBar percent={attach.percent} label={t('notes.progress')} /> : null}
        </Stack>
      </FormField>
      {saveError ? <SaveError message={saveError} /> : null}
      <HStack gap="3" justify="flex-end" flexWrap="wrap">
        {dirty ? (
          <Text fontSize="xs" color="orange.fg" data-testid="report-notes-dirty">
            {t('notes.unsaved')}
          </Text>
        ) : report.remarksUpdatedAt ? (
          <Text fontSize="xs" color="fg.muted" data-testid="report-notes-saved">
            {t('notes.savedAt', { time: formatDateTime(report.remarksUpdatedAt, lang) })}
          </Text>
        ) : null}
        <Button
          size="xs"
          colorPalette="blue"
          loading={save.isPending}
          disabled={!check.ok || attach.busy}
          onClick={() => void submit()}
          data-testid="report-notes-save"
        >
          {t('notes.save')}
        </Button>
      </HStack>
    </Stack>
  )
}

function SaveError({ message }: { message: Message }) {
  const text = useMessage()(message)
  return (
    <Text role="alert" fontSize="sm" color="fg.error" data-testid="report-notes-save-error">
      {text}
    </Text>
  )
}
