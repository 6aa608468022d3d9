import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFilesAsZip, downloadOfficialDocument } from '../../api/files'
import { officialDocumentKindsQuery, officialDocumentsQuery } from '../../api/official-documents'
import type { OfficialDocument } from '../../api/schemas/official-documents'
import { businessToday } from '../../domain/clock'
import {
  DOCUMENTS_PAGE_SIZE,
  OFFICIAL_DOCUMENT_KINDS,
  type DocumentSearch,
  type OfficialDocumentKind,
} from '../../domain/official-documents'
import { LoadFailed } from '../kit/load-failed'
import { EmptyState } from '../kit/empty-state'
import { PageHeader } from '../kit/page-header'
import { Pagination } from '../kit/pagination'
import { SectionCard } from '../kit/section-card'
import { ToggleChips } from '../kit/toggle-chips'
import { DocumentFilterBar } from './document-filter-bar'
import { DocumentPreviewDialog } from './document-preview-dialog'
import { DocumentTable } from './document-table'

export interface OfficialDocumentsPageProps {
  search: DocumentSearch
  onSearch: (search: DocumentSearch) => void
}

const KIND_CHOICES: readonly (OfficialDocumentKind | undefined)[] = [undefined, ...OFFICIAL_DOCUMENT_KINDS]

/**
 * /personal/OfficialManagement: the official documents of the member's cases, filtered by kind, mark and issue
 * day (all in the URL); each previewed or downloaded, several downloaded as one zip, each linked to its case.
 */
export function OfficialDocumentsPage({ search, onSearch }: OfficialDocumentsPageProps) {
  const { t } = useTranslation('officialDocs')
  const list = useQuery({ ...officialDocumentsQuery(search), placeholderData: (prev) => prev })
  const kinds = useQuery(officialDocumentKindsQuery())
  // Chosen documents by file id (kept across pages, cleared when the filters change).
  const [selected, setSelected] = useState<ReadonlyMap<string, OfficialDocument>>(new Map())
  const [preview, setPreview] = useState<OfficialDocument | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const docs = list.data?.list ?? []
  const total = list.data?.total ?? 0
  const filtered = Boolean(search.kind || search.q || search.from || search.to)

  const refilter = (next: DocumentSearch) => {
    setSelected(new Map())
    onSearch(next)
  }
  const toggle = (doc: OfficialDocument, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev)
      if (on) next.set(doc.fileId, doc)
      else next.delete(doc.fileId)
      return next
    })
  const download = async (doc: OfficialDocument) => {
    setBusy(doc.fileId)
    await downloadOfficialDocument(doc.fileId, doc.fileName)
    setBusy(null)
  }
  const downloadZip = async () => {
    setBusy('zip')
    const name = t('zipName', { date: businessToday().replaceAll('-', '') })
    await downloadFilesAsZip([...selected.keys()], name)
    setBusy(null)
  }
  const countOf = (kind: OfficialDocumentKind | undefined) =>
    kind ? kinds.data?.kinds.find((k) => k.kind === kind)?.total : kinds.data?.total

  let body
  if (list.isPending) {
    body = <Spinner alignSelf="center" role="status" aria-label={t('loading')} />
  } else if (list.isError && !list.data) {
    body = <LoadFailed message={t('failed')} onRetry={() => void list.refetch()} />
  } else if (docs.length === 0) {
    body = filtered ? (
      <EmptyState title={t('noMatch')} description={t('noMatchHint')} />
    ) : (
      <EmptyState title={t('empty')} description={t('emptyHint')} />
    )
  } else {
    body = (
      <Stack gap="3">
        <DocumentTable
          docs={docs}
          selected={new Set(selected.keys())}
          onToggle={toggle}
          onTogglePage={(on) => docs.forEach((d) => toggle(d, on))}
          onPreview={setPreview}
          onDownload={(doc) => void download(doc)}
          busy={busy}
        />
        <Pagination
          page={search.page ?? 1}
          pageSize={DOCUMENTS_PAGE_SIZE}
          total={total}
          onChange={(page) => onSearch({ ...search, page })}
        />
      </Stack>
    )
  }

  return (
    <Stack gap="4" data-testid="official-documents-page">
      <PageHeader title={t('title')} description={t('intro')} />
      <SectionCard title={t('filters.label')} size="sm">
        <Stack gap="4">
          <ToggleChips
            // Kinds the member has no document of are left out (unless chosen, e.g. in a shared link).
            options={KIND_CHOICES.filter((kind) => !kind || kind === search.kind || countOf(kind) !== 0)}
            value={search.kind}
            onChange={(kind) => refilter({ ...search, kind, page: undefined })}
            text={(kind) => {
              const count = countOf(kind)
              const name = t(`kind.${kind ?? 'all'}`)
              return count === undefined ? name : t('kindCount', { name, count })
            }}
            label={t('filters.kinds')}
            testIdOf={(kind) => `document-kind-${kind ?? 'all'}`}
          />
          <DocumentFilterBar
            value={search}
            onApply={(f) =>
              refilter({
                kind: search.kind,
                q: f.q || undefined,
                from: f.from || undefined,
                to: f.to || undefined,
              })
            }
            onReset={() => refilter({})}
          />
        </Stack>
      </SectionCard>
      <SectionCard
        title={t('listTitle')}
        description={list.data ? t('total', { count: total }) : undefined}
        actions={
          <HStack gap="2" wrap="wrap" aria-live="polite">
            {selected.size > 0 && (
              <>
                <Text fontSize="sm" color="fg.muted" data-testid="document-selected">
                  {t('selected', { count: selected.size })}
                </Text>
                <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
                  {t('clearSelection')}
                </Button>
              </>
            )}
            <Button
              size="sm"
              colorPalette="blue"
              disabled={selected.size === 0}
              loading={busy === 'zip'}
              onClick={() => void downloadZip()}
              data-testid="document-download-zip"
            >
              {t('downloadZip')}
            </Button>
          </HStack>
        }
      >
        {body}
      </SectionCard>
      <DocumentPreviewDialog
        doc={preview}
        onClose={() => setPreview(null)}
        onDownload={(doc) => void download(doc)}
      />
    </Stack>
  )
}
