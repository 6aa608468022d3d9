import { Button, Grid, HStack, Progress, Stack, Text, Textarea } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCaseGrant } from '../../api/case-grant'
import { confirmTextMutation, documentBlob, ocrRecordsQuery, saveOcrMutation } from '../../api/documents'
import type { LibraryDocument } from '../../api/schemas/documents'
import { isOcrCandidate, type DocumentFormat } from '../../domain/documents/document-rules'
import { OCR_TEXT_MAX } from '../../domain/documents/document-text'
import { formatDateTime } from '../../domain/format'
import type { Message } from '../../domain/message-key'
import { useRootState } from '../../state/root'
import { EmptyState } from '../kit/empty-state'
import { FormField } from '../kit/form-field'
import { useMessage } from '../kit/message'
import { SectionCard } from '../kit/section-card'
import { toastSuccess } from '../kit/toast'
import { DocumentPageFrame } from './document-page-frame'
import { useDocumentError } from './error-message'
import { OcrHistory } from './ocr-history'
import { OcrLines } from './ocr-lines'
import { DocumentView } from './preview-page'
import type { OcrProgress } from './ocr/read-text'

function ReadingProgress({ progress }: { progress: OcrProgress }) {
  const { t } = useTranslation('documents')
  const percent = Math.round(progress.progress * 100)
  const label =
    progress.stage === 'loading'
      ? t('ocr.loading', { percent })
      : t('ocr.recognizing', { percent, page: progress.page, pages: progress.pages })
  return (
    <Stack gap="1" data-testid="ocr-progress">
      <Text fontSize="sm">{label}</Text>
      <Progress.Root value={progress.stage === 'loading' ? null : percent} size="xs" colorPalette="blue">
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  )
}

/** The text panel: read (or read again) in the browser, check the doubtful lines, correct and confirm. */
function TextPanel({ doc }: { doc: LibraryDocument }) {
  const { t } = useTranslation('documents')
  const { lang } = useRootState()
  const { can } = useCaseGrant()
  const errorText = useDocumentError()
  const message = useMessage()
  const saveRun = useMutation(saveOcrMutation())
  const confirm = useMutation(confirmTextMutation())
  const [progress, setProgress] = useState<OcrProgress | null>(null)
  const [draft, setDraft] = useState<string | null>(null)
  const [problem, setProblem] = useState<Message | null>(null)
  const text = draft ?? doc.ocr?.text ?? ''
  const mayEdit = can('document.upload')

  const read = async () => {
    setProblem(null)
    setProgress({ stage: 'loading', progress: 0, page: 1, pages: 1 })
    try {
      const { readDocumentText, NothingToRead } = await import('./ocr/read-text')
      try {
        const blob = await documentBlob(doc.id)
        const reading = await readDocumentText(blob, doc.format === 'pdf', setProgress)
        await saveRun.mutateAsync({ id: doc.id, ...reading })
        setDraft(null)
        toastSuccess(t('ocr.done'))
      } catch (error) {
        setProblem(
          error instanceof NothingToRead
            ? 'documents:ocr.nothingToRead'
            : { text: errorText(error, 'documents:ocr.failed') },
        )
      }
    } finally {
      setProgress(null)
    }
  }

  const submit = async () => {
    if (!text.trim()) return setProblem('documents:errors.textRequired')
    if (text.length > OCR_TEXT_MAX) return setProblem('documents:errors.textTooLong')
    setProblem(null)
    try {
      await confirm.mutateAsync({ id: doc.id, text })
      setDraft(null)
      toastSuccess(t('ocr.confirmedToast'))
    } catch (error) {
      setProblem({ text: errorText(error, 'documents:ocr.confirmFailed') })
    }
  }

  const busy = progress !== null || saveRun.isPending
  return (
    <Stack gap="4">
      {doc.ocr ? (
        <Text fontSize="sm" color="fg.muted" data-testid="ocr-state">
          {doc.ocr.state === 'confirmed'
            ? t('ocr.confirmedBy', { by: doc.ocr.by, at: formatDateTime(doc.ocr.at, lang) })
            : t('ocr.readBy', {
                by: doc.ocr.by,
                at: formatDateTime(doc.ocr.at, lang),
                confidence: doc.ocr.confidence,
              })}
        </Text>
      ) : (
        <Text color="fg.muted">{t('ocr.notRead')}</Text>
      )}
      {mayEdit ? (
        <HStack>
          <Button
            colorPalette="blue"
            variant={doc.ocr ? 'outline' : 'solid'}
            size="sm"
            loading={busy}
            onClick={() => void read()}
            data-testid="ocr-run"
          >
            {doc.ocr ? t('ocr.rerun') : t('ocr.run')}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {t('ocr.runHint')}
          </Text>
        </HStack>
      ) : null}
      {progress ? <ReadingProgress progress={progress} /> : null}
      {doc.ocr ? (
        <>
          <Stack gap="1">
            <Text fontWeight="medium">{t('ocr.lines')}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t('ocr.lowHint')}
            </Text>
            <OcrLines ocr={doc.ocr} />
          </Stack>
          <FormField label={t('ocr.textLabel')} error={problem} helperText={t('ocr.textHelp')}>
            <Textarea
              value={text}
              rows={10}
              readOnly={!mayEdit}
              onChange={(e) => {
                setDraft(e.target.value)
                setProblem(null)
              }}
              data-testid="ocr-text"
            />
          </FormField>
          {mayEdit ? (
            <HStack>
              <Button
                colorPalette="green"
                size="sm"
                loading={confirm.isPending}
                disabled={busy}
                onClick={() => void submit()}
                data-testid="ocr-confirm"
              >
                {t('ocr.confirm')}
              </Button>
              {draft !== null ? (
                <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
                  {t('ocr.undo')}
                </Button>
              ) : null}
            </HStack>
          ) : null}
        </>
      ) : problem ? (
        <Text color="fg.error" role="alert">
          {message(problem)}
        </Text>
      ) : null}
    </Stack>
  )
}

/** /recognitionResult?id=…: the page beside its recognised text, with confidence, correction and history. */
export function RecognitionPage({ id }: { id: string }) {
  const { t } = useTranslation('documents')
  const records = useQuery({ ...ocrRecordsQuery(id), enabled: Boolean(id) })
  return (
    <DocumentPageFrame
      id={id}
      fallbackTitle={t('ocr.textTitle')}
      description={t('ocr.intro')}
      title={(doc) => t('ocr.title', { name: doc.name })}
      aside={(doc) => (
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/preview" search={{ id: doc.id }}>
            {t('ocr.backToDocument')}
          </RouterLink>
        </Button>
      )}
    >
      {(doc) => (
        <>
          {isOcrCandidate(doc.format as DocumentFormat) ? (
            <Grid
              templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }}
              gap="5"
              alignItems="start"
            >
              <SectionCard title={t('ocr.page')}>
                <DocumentView doc={doc} />
              </SectionCard>
              <SectionCard title={t('ocr.textTitle')} testId="ocr-panel">
                <TextPanel key={doc.ocr?.at ?? 'none'} doc={doc} />
              </SectionCard>
            </Grid>
          ) : (
            <EmptyState title={t('errors.notReadable')} />
          )}
          <SectionCard title={t('ocr.history')}>
            <OcrHistory records={records.data?.list ?? []} failed={records.isError} />
          </SectionCard>
        </>
      )}
    </DocumentPageFrame>
  )
}
