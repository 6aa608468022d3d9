import { Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ArchiveDocument } from '../../../api/schemas/search-records'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { pick } from './record-links'

/** The documents the office issued in the procedure, with their numbers and recipients. */
export function DocumentsTable({ documents }: { documents: readonly ArchiveDocument[] }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  if (!documents.length) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('archive.noDocuments')}
      </Text>
    )
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" striped data-testid="documents-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('archive.columns.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('archive.columns.document')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('archive.columns.documentNo')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('archive.columns.recipient')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {documents.map((d) => (
            <Table.Row key={d.id}>
              <Table.Cell whiteSpace="nowrap">{formatDate(d.date, lang)}</Table.Cell>
              <Table.Cell>{pick(lang, d.titleZh, d.titleEn)}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {d.no}
              </Table.Cell>
              <Table.Cell>{pick(lang, d.recipientZh, d.recipientEn)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
