import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadStoredFile } from '../../../api/files'
import { fileSizeText } from '../../../domain/files'
import type { DocumentFile } from '../../../domain/wizard/types'

export interface DocumentFileRowProps {
  file: DocumentFile
  onPreview?: (file: DocumentFile) => void
  /** Leave out to show the file read-only (summaries). */
  onRemove?: (file: DocumentFile) => void
}

const noPrint = { '@media print': { display: 'none' } }

/** An uploaded document: its name and size, with preview, download and (when editable) remove. */
export const DocumentFileRow = memo(function DocumentFileRow({
  file,
  onPreview,
  onRemove,
}: DocumentFileRowProps) {
  const { t } = useTranslation('flow')
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    await downloadStoredFile(file.fileId, file.fileName)
    setDownloading(false)
  }
  return (
    <HStack as="li" justify="space-between" gap="3" py="1" data-testid="document-file">
      <Stack gap="0" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate title={file.fileName}>
          {file.fileName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {fileSizeText(file.size)}
        </Text>
      </Stack>
      <HStack gap="1" flexShrink={0} css={noPrint}>
        {onPreview ? (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => onPreview(file)}
            aria-label={t('upload.previewNamed', { name: file.fileName })}
          >
            {t('upload.preview')}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="ghost"
          loading={downloading}
          onClick={() => void download()}
          aria-label={t('upload.downloadNamed', { name: file.fileName })}
        >
          {t('upload.download')}
        </Button>
        {onRemove ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => onRemove(file)}
            aria-label={t('upload.removeNamed', { name: file.fileName })}
          >
            {t('upload.remove')}
          </Button>
        ) : null}
      </HStack>
    </HStack>
  )
})
