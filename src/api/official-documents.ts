import { casesCalls } from './catalogue/cases'
import { filesKeys, objectUrlQuery } from './files'
import { callQueryOptions, queryKeys } from './query'
import { DOCUMENTS_PAGE_SIZE, type DocumentSearch } from '../domain/official-documents'
import type { OfficialDocumentListInput } from './schemas/official-documents'

/** The official documents of the member's cases: the list and its per-kind counts. */
export const officialDocumentsKeys = queryKeys({
  list: casesCalls.brandmanagementDocumentOfficialFileNameList,
  kinds: casesCalls.brandmanagementDocumentOfficialDirList,
})

/** The list call's input for the documents page's URL state. */
export const documentListInput = (s: DocumentSearch): OfficialDocumentListInput => ({
  pageNum: s.page ?? 1,
  pageSize: DOCUMENTS_PAGE_SIZE,
  ...(s.kind && { kind: s.kind }),
  keyword: s.q ?? '',
  dateFrom: s.from ?? '',
  dateTo: s.to ?? '',
})

/** The page of the member's official documents a URL state shows, newest first (loader and page alike). */
export const officialDocumentsQuery = (search: DocumentSearch) =>
  callQueryOptions(officialDocumentsKeys.list, documentListInput(search))

/** How many documents of each kind the member has (the kind filter's counts). */
export const officialDocumentKindsQuery = () => callQueryOptions(officialDocumentsKeys.kinds, {})

/** An object URL of a document's PDF (file/downloadEdc), for the preview. */
export const officialDocumentUrlQuery = (fileId: string) => objectUrlQuery(filesKeys.downloadEdc, { fileId })
