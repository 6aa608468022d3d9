import { Button, chakra, HStack, Image, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { documentFileUrlQuery, downloadDocument } from '../../api/documents'
import type { LibraryDocument } from '../../api/schemas/documents'
import { isImageDocument, isOcrCandidate, type DocumentFormat } from '../../domain/documents/document-rules'
import { EmptyState } from '../kit/empty-state'
import { QueryPanel } from '../kit/query-panel'
import { SectionCard } from '../kit/section-card'
import { DocumentFacts } from './document-facts'
import { DocumentPageFrame } from './document-page-frame'

/** The document itself: an image or a PDF in the page (from an object URL), anything else as a download. */
export function DocumentView({ doc }: { doc: LibraryDocument }) {
  const { t } = useTranslation('documents')
  const format = doc.format as DocumentFormat
  const shown = isImageDocument(format) || format === 'pdf'
  const file = useQuery({ ...documentFileUrlQuery(doc.id), enabled: shown })
  if (!shown)
    return (
      <EmptyState title={t('preview.noPreview')} description={t('preview.noPreviewHint')}>
        <Button colorPalette="blue" onClick={() => void downloadDocument(doc.id, doc.name)}>
          {t('preview.download')}
        </Button>
      </EmptyState>
    )
  return (
    <QueryPanel
      query={file}
      loading={t('preview.loading')}
      failed={t('preview.fileFailed')}
      spinner={{ alignSelf: undefined }}
    >
      {({ url }) =>
        format === 'pdf' ? (
          <chakra.iframe src={url} title={doc.name} w="100%" h="70vh" borderWidth="1px" borderRadius="md" />
        ) : (
          <Image src={url} alt={doc.name} maxW="100%" borderWidth="1px" borderRadius="md" />
        )
      }
    </QueryPanel>
  )
}

/** /preview?id=…: one document, what it is, and its recognised text with the way to read or correct it. */
export function PreviewPage({ id }: { id: string }) {
  const { t } = useTranslation('documents')
  return (
    <DocumentPageFrame
      id={id}
      fallbackTitle={t('preview.title')}
      description={t('preview.intro')}
      title={(doc) => doc.name}
      aside={(doc) => (
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/myDocument" search={doc.dirId ? { dir: doc.dirId } : {}}>
              {t('upload.backToLibrary')}
            </RouterLink>
          </Button>
          <Button size="sm" colorPalette="blue" onClick={() => void downloadDocument(doc.id, doc.name)}>
            {t('preview.download')}
          </Button>
        </HStack>
      )}
    >
      {(doc) => (
        <>
          <SectionCard title={t('preview.facts')}>
            <DocumentFacts doc={doc} />
          </SectionCard>
          <SectionCard title={t('preview.document')}>
            <DocumentView doc={doc} />
          </SectionCard>
          {isOcrCandidate(doc.format as DocumentFormat) ? (
            <SectionCard
              title={t('preview.text')}
              actions={
                <Button asChild size="sm" variant="outline" data-testid="open-recognition">
                  <RouterLink to="/recognitionResult" search={{ id: doc.id }}>
                    {doc.ocr ? t('preview.openText') : t('preview.readText')}
                  </RouterLink>
                </Button>
              }
            >
              {doc.ocr ? (
                <Text whiteSpace="pre-wrap" data-testid="preview-text">
                  {doc.ocr.text}
                </Text>
              ) : (
                <Text color="fg.muted">{t('preview.noText')}</Text>
              )}
            </SectionCard>
          ) : null}
        </>
      )}
    </DocumentPageFrame>
  )
}
