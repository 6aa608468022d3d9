import { Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { LibraryDocument } from '../../api/schemas/documents'
import type { DocumentFormat } from '../../domain/documents/document-rules'
import { fileSizeText } from '../../domain/files'
import { formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'
import { FactList } from '../kit/fact-list'

/** What a document is: folder, type, size, who uploaded it and when, its case. */
export function DocumentFacts({ doc }: { doc: LibraryDocument }) {
  const { t } = useTranslation('documents')
  const { lang } = useRootState()
  return (
    <FactList
      testId="document-facts"
      rows={[
        [t('facts.folder'), doc.path.length ? doc.path.join(' / ') : t('folders.topLevel')],
        [t('facts.type'), t(`formats.${doc.format as DocumentFormat}`)],
        [t('facts.size'), fileSizeText(doc.size)],
        [
          t('facts.uploaded'),
          t('facts.uploadedBy', { by: doc.uploadedBy, at: formatDateTime(doc.uploadedAt, lang) }),
        ],
        [
          t('facts.case'),
          doc.linkedCase ? (
            <Link asChild colorPalette="blue">
              <RouterLink to="/brandManagement/detail" search={{ id: doc.linkedCase.id }}>
                {doc.linkedCase.markName} · {doc.linkedCase.applicationNo}
              </RouterLink>
            </Link>
          ) : (
            <Text as="span" color="fg.muted">
              {t('list.noCase')}
            </Text>
          ),
        ],
      ]}
    />
  )
}
