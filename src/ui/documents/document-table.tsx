import { Badge, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { DocumentRow } from '../../api/schemas/documents'
import { isOcrCandidate, type DocumentFormat } from '../../domain/documents/document-rules'
import { fileSizeText } from '../../domain/files'
import { formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'
import { SelectTable } from '../kit/select-table'

export interface DocumentTableProps {
  rows: DocumentRow[]
  selected: ReadonlySet<string>
  onToggle: (id: string, on: boolean) => void
  onTogglePage: (on: boolean) => void
  onDownload: (row: DocumentRow) => void
  onDelete: ((row: DocumentRow) => void) | null
  onUnpack: ((row: DocumentRow) => void) | null
  /** Search results and the whole library show where each document is (and what matched). */
  showPath: boolean
}

/** The state of a document's text: not read, read by OCR (with its confidence), or confirmed by a member. */
function TextState({ row }: { row: DocumentRow }) {
  const { t } = useTranslation('documents')
  const format = row.format as DocumentFormat
  if (!row.ocr)
    return isOcrCandidate(format) ? (
      <Link asChild colorPalette="blue" fontSize="sm">
        <RouterLink to="/recognitionResult" search={{ id: row.id }}>
          {t('text.read')}
        </RouterLink>
      </Link>
    ) : (
      <Text color="fg.muted" fontSize="sm">
        {t('text.notReadable')}
      </Text>
    )
  return (
    <Link asChild fontSize="sm">
      <RouterLink to="/recognitionResult" search={{ id: row.id }}>
        <Badge colorPalette={row.ocr.state === 'confirmed' ? 'green' : 'orange'} variant="subtle">
          {row.ocr.state === 'confirmed'
            ? t('text.confirmed')
            : t('text.readState', { confidence: row.ocr.confidence })}
        </Badge>
      </RouterLink>
    </Link>
  )
}

/** One page of the library's documents: select some for a zip, open, download, unpack or delete one. */
export function DocumentTable(props: DocumentTableProps) {
  const { rows, selected, onToggle, onTogglePage, onDownload, onDelete, onUnpack, showPath } = props
  const { t } = useTranslation('documents')
  const { lang } = useRootState()
  return (
    <SelectTable
      rows={rows}
      rowId={(row) => row.id}
      selected={selected}
      onToggle={(row, on) => onToggle(row.id, on)}
      onTogglePage={onTogglePage}
      selectPageLabel={t('list.selectPage')}
      selectLabel={(row) => t('list.select', { name: row.name })}
      columns={[
        { label: t('list.columns.name') },
        { label: t('list.columns.size'), nowrap: true },
        { label: t('list.columns.uploaded') },
        { label: t('list.columns.case') },
        { label: t('list.columns.text') },
        { label: t('list.columns.actions') },
      ]}
      testId="document-table"
      rowTestId="document-row"
      selectPageTestId="document-select-page"
      cells={(row) => (
        <>
          <Table.Cell maxW="22rem">
            <Stack gap="0.5">
              <Link asChild colorPalette="blue" fontWeight="medium">
                <RouterLink to="/preview" search={{ id: row.id }}>
                  <Text as="span" truncate>
                    {row.name}
                  </Text>
                </RouterLink>
              </Link>
              <Text color="fg.muted" fontSize="xs">
                {t(`formats.${row.format as DocumentFormat}`)}
                {showPath ? ` · ${row.path.length ? row.path.join(' / ') : t('folders.topLevel')}` : ''}
              </Text>
              {row.snippet ? (
                <Text fontSize="xs" color="fg.muted" data-testid="document-snippet">
                  {row.snippet.before}
                  <mark>{row.snippet.match}</mark>
                  {row.snippet.after}
                </Text>
              ) : null}
            </Stack>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{fileSizeText(row.size)}</Table.Cell>
          <Table.Cell>
            <Text fontSize="sm">{row.uploadedBy}</Text>
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {formatDateTime(row.uploadedAt, lang)}
            </Text>
          </Table.Cell>
          <Table.Cell>
            {row.linkedCase ? (
              <Link asChild colorPalette="blue" fontSize="sm">
                <RouterLink to="/brandManagement/detail" search={{ id: row.linkedCase.id }}>
                  {row.linkedCase.markName} · {row.linkedCase.applicationNo}
                </RouterLink>
              </Link>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                {t('list.noCase')}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell>
            <TextState row={row} />
          </Table.Cell>
          <Table.Cell>
            <HStack gap="1">
              <Button
                size="xs"
                variant="ghost"
                onClick={() => onDownload(row)}
                aria-label={t('list.downloadOne', { name: row.name })}
              >
                {t('list.download')}
              </Button>
              {onUnpack && row.format === 'zip' ? (
                <Button size="xs" variant="ghost" onClick={() => onUnpack(row)}>
                  {t('list.unpack')}
                </Button>
              ) : null}
              {onDelete ? (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onDelete(row)}
                  aria-label={t('list.deleteOne', { name: row.name })}
                  data-testid="document-delete"
                >
                  {t('list.delete')}
                </Button>
              ) : null}
            </HStack>
          </Table.Cell>
        </>
      )}
    />
  )
}
