import { Button, Grid, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCaseGrant } from '../../api/case-grant'
import {
  deleteDocumentMutation,
  documentListQuery,
  DOCUMENTS_PAGE_SIZE,
  downloadDocument,
  downloadDocuments,
  foldersQuery,
  unpackArchiveMutation,
} from '../../api/documents'
import type { DocumentRow, Folder } from '../../api/schemas/documents'
import { DOCUMENT_SEARCH_MAX } from '../../domain/documents/document-rules'
import type { LibrarySearch } from '../../domain/documents/document-search'
import { ConfirmDialog } from '../kit/confirm-dialog'
import { EmptyState } from '../kit/empty-state'
import { LoadFailed } from '../kit/load-failed'
import { PageHeader } from '../kit/page-header'
import { Pagination } from '../kit/pagination'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'
import { DocumentTable } from './document-table'
import { useDocumentError } from './error-message'
import { DeleteFolderDialog, FolderNameDialog, type FolderEdit } from './folder-dialogs'
import { FolderTree, folderTrail } from './folder-tree'
import { UploadPanel } from './upload-panel'

export interface DocumentsPageProps {
  search: LibrarySearch
  onSearch: (search: LibrarySearch) => void
}

/**
 * /myDocument: the account's document library. Folders on the side (create, rename, delete), the open
 * folder's documents (or, with a search, the documents of the whole library whose name or recognised text
 * holds it), upload into the open folder, download one or several as a zip, unpack a zip. What the member's
 * role may not do is not offered (the server refuses it anyway).
 */
export function DocumentsPage({ search, onSearch }: DocumentsPageProps) {
  const { t } = useTranslation('documents')
  const { can } = useCaseGrant()
  const errorText = useDocumentError()
  const dirId = search.dir ?? ''
  const keyword = search.q ?? ''
  const folders = useQuery(foldersQuery())
  const list = useQuery({
    ...documentListQuery({ dirId, keyword, pageNum: search.page ?? 1 }),
    placeholderData: (prev) => prev,
  })
  const [typed, setTyped] = useState(keyword)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [folderEdit, setFolderEdit] = useState<FolderEdit | null>(null)
  const [folderDelete, setFolderDelete] = useState<Folder | null>(null)
  const [docDelete, setDocDelete] = useState<DocumentRow | null>(null)
  const [showUpload, setShowUpload] = useState(false)
  const [zipping, setZipping] = useState(false)
  const removeDoc = useMutation(deleteDocumentMutation())
  const unpack = useMutation(unpackArchiveMutation())

  const allFolders = folders.data?.dirs ?? []
  const current = allFolders.find((f) => f.id === dirId) ?? null
  const trail = folderTrail(allFolders, dirId)
  const rows = list.data?.list ?? []
  const mayUpload = can('document.upload')
  const mayDelete = can('document.delete')

  const go = (next: LibrarySearch) => {
    setSelected(new Set())
    onSearch(next)
  }
  const openFolder = (id: string) => {
    setTyped('')
    go(id ? { dir: id } : {})
  }
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  let body
  if (list.isPending) {
    body = <Spinner alignSelf="center" role="status" aria-label={t('list.loading')} />
  } else if (list.isError && !list.data) {
    body = <LoadFailed message={t('list.failed')} onRetry={() => void list.refetch()} />
  } else if (rows.length === 0) {
    body = keyword ? (
      <EmptyState title={t('list.noMatch', { q: keyword })} description={t('list.noMatchHint')} />
    ) : (
      <EmptyState
        title={dirId ? t('list.emptyFolder') : t('list.emptyLibrary')}
        description={mayUpload ? t('list.emptyHint') : undefined}
      />
    )
  } else {
    body = (
      <Stack gap="3">
        <DocumentTable
          rows={rows}
          selected={selected}
          showPath={Boolean(keyword) || !dirId}
          onToggle={toggle}
          onTogglePage={(on) => setSelected(on ? new Set(rows.map((r) => r.id)) : new Set())}
          onDownload={(row) => void downloadDocument(row.id, row.name)}
          onDelete={mayDelete ? setDocDelete : null}
          onUnpack={
            mayUpload
              ? (row) =>
                  unpack.mutate(
                    { id: row.id },
                    {
                      onSuccess: (report) =>
                        toastSuccess(
                          t('upload.unpacked', {
                            stored: report.entries.filter((e) => e.ok).length,
                            total: report.entries.length,
                          }),
                        ),
                      onError: (error) => toastError(errorText(error, 'documents:upload.failed')),
                    },
                  )
              : null
          }
        />
        <Pagination
          page={search.page ?? 1}
          pageSize={DOCUMENTS_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onChange={(page) => onSearch({ ...search, page })}
        />
      </Stack>
    )
  }

  const folderActions = current ? (
    <HStack gap="1" wrap="wrap">
      {mayUpload ? (
        <Button
          size="xs"
          variant="outline"
          onClick={() => setFolderEdit({ kind: 'rename', folder: current })}
        >
          {t('folders.rename')}
        </Button>
      ) : null}
      {mayDelete ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={() => setFolderDelete(current)}
          data-testid="folder-delete"
        >
          {t('folders.delete')}
        </Button>
      ) : null}
    </HStack>
  ) : null

  return (
    <Stack gap="5">
      <PageHeader
        title={t('page.title')}
        description={t('page.intro')}
        aside={
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/personal/OfficialManagement">{t('page.official')}</RouterLink>
            </Button>
            {mayUpload ? (
              <Button asChild colorPalette="blue" size="sm">
                <RouterLink to="/fileAddPublic" search={dirId ? { dir: dirId } : {}}>
                  {t('page.uploadPage')}
                </RouterLink>
              </Button>
            ) : null}
          </HStack>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: '16rem minmax(0, 1fr)' }} gap="5" alignItems="start">
        <SectionCard
          title={t('folders.heading')}
          size="sm"
          actions={
            mayUpload ? (
              <Button
                size="xs"
                variant="outline"
                onClick={() => setFolderEdit({ kind: 'create', parentId: dirId })}
                data-testid="folder-new"
              >
                {t('folders.new')}
              </Button>
            ) : undefined
          }
        >
          {folders.isError && !folders.data ? (
            <LoadFailed message={t('folders.failed')} onRetry={() => void folders.refetch()} />
          ) : (
            <FolderTree folders={allFolders} current={keyword ? '-' : dirId} onOpen={openFolder} />
          )}
        </SectionCard>
        <SectionCard
          title={keyword ? t('list.resultsTitle', { q: keyword }) : (current?.name ?? t('folders.root'))}
          description={
            keyword
              ? t('list.resultsHint')
              : trail.length > 1
                ? trail.map((f) => f.name).join(' / ')
                : undefined
          }
          actions={keyword ? undefined : folderActions}
          testId="document-list"
        >
          <Stack gap="4">
            <form
              role="search"
              onSubmit={(e) => {
                e.preventDefault()
                const q = typed.trim()
                go(q ? { q } : dirId ? { dir: dirId } : {})
              }}
            >
              <HStack gap="2" wrap="wrap">
                <Input
                  flex="1"
                  minW="14rem"
                  size="sm"
                  value={typed}
                  maxLength={DOCUMENT_SEARCH_MAX}
                  onChange={(e) => setTyped(e.target.value)}
                  placeholder={t('list.searchPlaceholder')}
                  aria-label={t('list.searchLabel')}
                  data-testid="document-search"
                />
                <Button type="submit" size="sm" colorPalette="blue" data-testid="document-search-submit">
                  {t('list.search')}
                </Button>
                {keyword ? (
                  <Button size="sm" variant="ghost" onClick={() => openFolder(dirId)}>
                    {t('list.clearSearch')}
                  </Button>
                ) : null}
              </HStack>
            </form>
            <HStack gap="2" wrap="wrap">
              {mayUpload && !keyword ? (
                <Button
                  size="sm"
                  variant={showUpload ? 'subtle' : 'outline'}
                  onClick={() => setShowUpload((v) => !v)}
                  aria-expanded={showUpload}
                  data-testid="upload-toggle"
                >
                  {t('upload.here')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                disabled={selected.size === 0}
                loading={zipping}
                onClick={async () => {
                  setZipping(true)
                  await downloadDocuments([...selected])
                  setZipping(false)
                }}
                data-testid="download-selected"
              >
                {t('list.downloadSelected', { count: selected.size })}
              </Button>
              {list.isFetching && !list.isPending ? <Spinner size="xs" /> : null}
            </HStack>
            {showUpload && mayUpload && !keyword ? (
              <UploadPanel target={{ dirId, applicationNo: '' }} />
            ) : null}
            {body}
            {!mayUpload ? (
              <Text fontSize="sm" color="fg.muted">
                {t('page.readOnly')}{' '}
                <Link asChild colorPalette="blue">
                  <RouterLink to="/personal/OfficialManagement">{t('page.official')}</RouterLink>
                </Link>
              </Text>
            ) : null}
          </Stack>
        </SectionCard>
      </Grid>
      {folderEdit ? (
        <FolderNameDialog
          edit={folderEdit}
          folders={allFolders}
          onClose={() => setFolderEdit(null)}
          onSaved={(folder) => {
            setFolderEdit(null)
            openFolder(folder.id)
          }}
        />
      ) : null}
      {folderDelete ? (
        <DeleteFolderDialog
          folder={folderDelete}
          dirCount={allFolders.filter((f) => folderTrail(allFolders, f.id).includes(folderDelete)).length - 1}
          onClose={() => setFolderDelete(null)}
          onDeleted={() => {
            setFolderDelete(null)
            openFolder(folderDelete.parentId ?? '')
          }}
        />
      ) : null}
      {docDelete ? (
        <ConfirmDialog
          open
          onClose={() => setDocDelete(null)}
          title={t('list.deleteTitle')}
          message={t('list.deleteMessage', { name: docDelete.name })}
          confirmLabel={t('list.delete')}
          busy={removeDoc.isPending}
          confirmTestId="document-delete-confirm"
          onConfirm={() =>
            removeDoc.mutate(
              { id: docDelete.id },
              {
                onSuccess: () => toastSuccess(t('list.deleted', { name: docDelete.name })),
                onError: (error) => toastError(errorText(error, 'documents:list.deleteFailed')),
                onSettled: () => setDocDelete(null),
              },
            )
          }
        />
      ) : null}
    </Stack>
  )
}
