import { Box, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { storedFileUrlQuery } from '../../../api/files'
import { fileSuffix } from '../../../domain/files'
import type { DocumentFile } from '../../../domain/wizard/types'
import { FormDialog } from '../../kit/form-dialog'

// Browsers show these inline; TIFF and BMP scans are offered for download instead (BMP shows, TIFF does not).
const INLINE_IMAGES = ['JPG', 'JPEG', 'PNG', 'GIF', 'BMP']

function PreviewBody({ file }: { file: DocumentFile }) {
  const { t } = useTranslation('flow')
  const suffix = fileSuffix(file.fileName)
  const inline = suffix === 'PDF' || INLINE_IMAGES.includes(suffix)
  const { data, isError } = useQuery({ ...storedFileUrlQuery(file.fileId), enabled: inline })
  if (!inline) return <Text>{t('upload.previewUnsupported')}</Text>
  if (isError) return <Text color="fg.error">{t('upload.previewFailed')}</Text>
  if (!data) return <Text color="fg.muted">{t('upload.previewLoading')}</Text>
  if (suffix === 'PDF') {
    return (
      <iframe src={data.url} title={file.fileName} style={{ width: '100%', height: '70vh', border: 0 }} />
    )
  }
  return (
    <Box textAlign="center">
      <img
        src={data.url}
        alt={file.fileName}
        style={{ maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' }}
      />
    </Box>
  )
}

/** Shows an uploaded document (image or PDF) inside the page; other formats are offered for download. */
export function FilePreviewDialog({ file, onClose }: { file: DocumentFile | null; onClose: () => void }) {
  const { t } = useTranslation('flow')
  return (
    <FormDialog
      open={file !== null}
      onClose={onClose}
      title={t('upload.previewTitle', { name: file?.fileName ?? '' })}
      cancelLabel={t('upload.close')}
      closeButton={false}
      size="lg"
      placement="center"
      testId="file-preview"
    >
      {file ? <PreviewBody file={file} /> : null}
    </FormDialog>
  )
}
