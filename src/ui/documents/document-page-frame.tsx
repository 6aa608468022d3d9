import { Button, Spinner, Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { documentQuery } from '../../api/documents'
import type { LibraryDocument } from '../../api/schemas/documents'
import { EmptyState } from '../kit/empty-state'
import { LoadFailed } from '../kit/load-failed'
import { PageHeader } from '../kit/page-header'

export interface DocumentPageFrameProps {
  /** The document's id from the URL; empty when the link lost it. */
  id: string
  /** The page's title while there is no document to name. */
  fallbackTitle: string
  description: string
  title: (doc: LibraryDocument) => string
  /** Links and buttons at the header's right. */
  aside: (doc: LibraryDocument) => ReactNode
  /** The sections under the header. */
  children: (doc: LibraryDocument) => ReactNode
}

/**
 * The frame of a page about one library document (its preview, its recognised text): loads the document, says
 * when the link has no id or the document could not be loaded, and puts its name in the header.
 */
export function DocumentPageFrame({
  id,
  fallbackTitle,
  description,
  title,
  aside,
  children,
}: DocumentPageFrameProps) {
  const { t } = useTranslation('documents')
  const query = useQuery({ ...documentQuery(id), enabled: Boolean(id) })
  // A refetch that fails keeps the document on screen (and any text being corrected in it).
  if (!id || (query.isError && !query.data))
    return (
      <Stack gap="5">
        <PageHeader title={fallbackTitle} description={description} />
        {id ? (
          <LoadFailed message={t('preview.failed')} onRetry={() => void query.refetch()} />
        ) : (
          <EmptyState title={t('preview.missing')}>
            <Button asChild colorPalette="blue">
              <RouterLink to="/myDocument">{t('upload.backToLibrary')}</RouterLink>
            </Button>
          </EmptyState>
        )}
      </Stack>
    )
  if (query.isPending) return <Spinner role="status" aria-label={t('preview.loading')} />
  const doc = query.data
  return (
    <Stack gap="5">
      <PageHeader title={title(doc)} description={description} aside={aside(doc)} />
      {children(doc)}
    </Stack>
  )
}
