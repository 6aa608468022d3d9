import { optionalTextParam, pageParam } from '../url-params'

// The routes' validateSearch reads this module before any page loads: it stays free of the library's file
// rules (document-rules, files, image headers), which re-export the limit below.

/** Longest search text. */
export const DOCUMENT_SEARCH_MAX = 50

/** The library page's URL state: the open folder, a search across the library, the page. */
export interface LibrarySearch {
  dir?: string
  q?: string
  page?: number
}

export function parseLibrarySearch(search: Record<string, unknown>): LibrarySearch {
  const q = optionalTextParam(search.q)?.slice(0, DOCUMENT_SEARCH_MAX)
  const parsed: LibrarySearch = {
    dir: optionalTextParam(search.dir),
    q,
    page: pageParam(search.page, undefined),
  }
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as LibrarySearch
}

/** The upload page's URL state: the folder to upload into and the case to link. */
export interface UploadSearch {
  dir?: string
  applicationNo?: string
}

export function parseUploadSearch(search: Record<string, unknown>): UploadSearch {
  const parsed: UploadSearch = {
    dir: optionalTextParam(search.dir),
    applicationNo: optionalTextParam(search.applicationNo)?.slice(0, 30),
  }
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as UploadSearch
}

/** A page that shows one document: ?id=… */
export const parseDocumentId = (search: Record<string, unknown>): { id: string } => ({
  id: optionalTextParam(search.id) ?? '',
})
