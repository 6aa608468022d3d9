import { Button, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { officialDocumentUrlQuery } from '../../api/official-documents'
import type { OfficialDocument } from '../../api/schemas/official-documents'
import { useRootState } from '../../state/root'
import { FormDialog } from '../kit/form-dialog'

function PreviewBody({ doc }: { doc: OfficialDocument }) {
  const { t } = useTranslation('officialDocs')
  const { data, isError } = useQuery(officialDocumentUrlQuery(doc.fileId))
  if (isError) return <Text color="fg.error">{t('previewFailed')}</Text>
  if (!data) return <Text color="fg.muted">{t('previewLoading')}</Text>
  return (
    <iframe
      src={data.url}
      title={doc.fileName}
      style={{ width: '100%', height: '70vh', border: 0 }}
      data-testid="document-preview-frame"
    />
  )
}

export interface DocumentPreviewDialogProps {
  doc: OfficialDocument | null
  onClose: () => void
  onDownload: (doc: OfficialDocument) => void
}

/** A document's PDF shown in the page (fetched through file/downloadEdc), with its download beside. */
export function DocumentPreviewDialog({ doc, onClose, onDownload }: DocumentPreviewDialogProps) {
  const { t } = useTranslation('officialDocs')
  const { lang } = useRootState()
  return (
    <FormDialog
      open={doc !== null}
      onClose={onClose}
      title={
        doc ? t('previewTitle', { title: lang === 'en' ? doc.titleEn : doc.titleZh, name: doc.fileName }) : ''
      }
      cancelLabel={t('close')}
      size="xl"
      placement="center"
      testId="document-preview"
      actions={
        doc ? (
          <Button size="sm" variant="outline" onClick={() => onDownload(doc)}>
            {t('download')}
          </Button>
        ) : null
      }
    >
      {doc ? <PreviewBody doc={doc} /> : null}
    </FormDialog>
  )
}
