import { Badge, Stack, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { OcrRecord } from '../../api/schemas/documents'
import { formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'

/** Every reading and confirmation of the document, newest first: who, when, how sure, how much text. */
export function OcrHistory({ records, failed }: { records: readonly OcrRecord[]; failed: boolean }) {
  const { t } = useTranslation('documents')
  const { lang } = useRootState()
  if (failed) return <Text color="fg.error">{t('ocr.historyFailed')}</Text>
  if (records.length === 0) return <Text color="fg.muted">{t('ocr.historyEmpty')}</Text>
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid="ocr-history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('ocr.historyColumns.what')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('ocr.historyColumns.who')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('ocr.historyColumns.confidence')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('ocr.historyColumns.text')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {records.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell>
                <Badge colorPalette={r.kind === 'confirm' ? 'green' : 'blue'}>
                  {t(`ocr.kind.${r.kind}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <Text fontSize="sm">{r.by}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(r.at, lang)}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>{r.kind === 'ocr' ? `${r.confidence}%` : '—'}</Table.Cell>
              <Table.Cell maxW="24rem">
                <Text fontSize="sm" truncate>
                  {r.text}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
