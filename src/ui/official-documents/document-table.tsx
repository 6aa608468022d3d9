import { Badge, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { OfficialDocument } from '../../api/schemas/official-documents'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { SelectTable } from '../kit/select-table'

export interface DocumentTableProps {
  docs: OfficialDocument[]
  selected: ReadonlySet<string>
  onToggle: (doc: OfficialDocument, on: boolean) => void
  onTogglePage: (on: boolean) => void
  onPreview: (doc: OfficialDocument) => void
  onDownload: (doc: OfficialDocument) => void
  /** The document being downloaded, whose button spins. */
  busy: string | null
}

const KIND_PALETTE: Readonly<Record<OfficialDocument['kind'], string>> = {
  acceptanceNotice: 'blue',
  filingReceipt: 'blue',
  publication: 'purple',
  refusal: 'red',
  certificate: 'green',
  decision: 'orange',
  officeNotice: 'gray',
}

/** Where a document belongs: the mark's record or the order that received it. */
function SourceLink({ doc }: { doc: OfficialDocument }) {
  const { t } = useTranslation('officialDocs')
  const { source } = doc
  return (
    <Link asChild colorPalette="blue" fontSize="sm" data-testid="document-source">
      {source.kind === 'mark' ? (
        <RouterLink to="/trademarkArchives" search={{ applicationNo: source.applicationNo }}>
          {t('source.mark')}
        </RouterLink>
      ) : (
        <RouterLink to="/orderDetail" search={{ orderId: source.orderId }}>
          {t('source.order', { orderNo: source.orderNo })}
        </RouterLink>
      )}
    </Link>
  )
}

/** One page of official documents: choose some for a zip, preview or download one, open its case. */
export function DocumentTable({
  docs,
  selected,
  onToggle,
  onTogglePage,
  onPreview,
  onDownload,
  busy,
}: DocumentTableProps) {
  const { t } = useTranslation('officialDocs')
  const { lang } = useRootState()
  return (
    <SelectTable
      rows={docs}
      rowId={(doc) => doc.fileId}
      selected={selected}
      onToggle={onToggle}
      onTogglePage={onTogglePage}
      selectPageLabel={t('selectPage')}
      selectLabel={(doc) => t('selectNamed', { name: doc.fileName })}
      columns={[
        { label: t('columns.document') },
        { label: t('columns.mark') },
        { label: t('columns.office') },
        { label: t('columns.issuedOn'), nowrap: true },
        { label: t('columns.source') },
        { label: t('columns.actions') },
      ]}
      rowProps={(doc) => ({ 'data-kind': doc.kind, verticalAlign: 'top' })}
      testId="document-table"
      rowTestId="document-row"
      selectPageTestId="document-select-page"
      selectTestId="document-select"
      cells={(doc) => (
        <>
          <Table.Cell minW="48">
            <Stack gap="1">
              <Text fontWeight="medium">{lang === 'en' ? doc.titleEn : doc.titleZh}</Text>
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={KIND_PALETTE[doc.kind]} size="sm">
                  {t(`kind.${doc.kind}`)}
                </Badge>
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {doc.fileName}
                </Text>
              </HStack>
            </Stack>
          </Table.Cell>
          <Table.Cell minW="40">
            <Stack gap="0.5">
              <Text fontWeight="medium">{doc.markName}</Text>
              <Text fontSize="xs" color="fg.muted">
                {doc.applicationNo ? t('number', { no: doc.applicationNo }) : t('noNumber')}
              </Text>
              {doc.classes.length > 0 && (
                <Text fontSize="xs" color="fg.muted">
                  {t('classes', { classes: doc.classes.join(lang === 'en' ? ', ' : '、') })}
                </Text>
              )}
            </Stack>
          </Table.Cell>
          <Table.Cell minW="36" fontSize="sm">
            {lang === 'en' ? doc.officeEn : doc.officeZh}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap" fontSize="sm">
            {formatDate(doc.issuedOn, lang)}
          </Table.Cell>
          <Table.Cell minW="28">
            <SourceLink doc={doc} />
          </Table.Cell>
          <Table.Cell>
            <HStack gap="1">
              <Button
                size="xs"
                variant="outline"
                onClick={() => onPreview(doc)}
                aria-label={t('previewNamed', { name: doc.fileName })}
                data-testid="document-preview-open"
              >
                {t('preview')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                loading={busy === doc.fileId}
                onClick={() => onDownload(doc)}
                aria-label={t('downloadNamed', { name: doc.fileName })}
                data-testid="document-download"
              >
                {t('download')}
              </Button>
            </HStack>
          </Table.Cell>
        </>
      )}
    />
  )
}
