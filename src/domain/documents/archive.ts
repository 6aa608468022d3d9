// Unpacking an uploaded zip into a folder (unCompressionFile), with fflate. The archive is read in two passes:
// the first reads only the central directory (names and declared sizes) and refuses a corrupt archive, one with
// too many entries, or one that would unpack to more than the limit (a zip bomb) before anything is inflated;
// the second inflates the entries and judges each by its bytes with the library's own rule. fflate sizes each
// output by the declared size, so an entry cannot grow past what the first pass accepted.
import { unzipSync } from 'fflate'
import { CONTENT_HEAD_BYTES } from '../files'
import { checkDocument, DOCUMENT_MAX_BYTES, type DocumentFormat } from './document-rules'

const MB = 1024 * 1000

/** Most entries one archive may hold. */
export const ARCHIVE_MAX_ENTRIES = 200
/** Most bytes one archive may unpack to, all entries together. */
export const ARCHIVE_MAX_TOTAL_BYTES = 200 * MB

export type ArchiveEntryError =
  | 'validation:fileFormat'
  | 'validation:fileTooLarge'
  | 'documents:errors.empty'
  | 'documents:errors.nestedArchive'

/** One file of the archive: its path inside it and either its bytes and format or why it is left out. */
export type ArchiveEntry =
  | { path: string; ok: true; format: DocumentFormat; contentType: string; bytes: Uint8Array }
  | { path: string; ok: false; error: ArchiveEntryError }

export type ArchiveError =
  | 'documents:errors.archiveCorrupt'
  | 'documents:errors.archiveTooLarge'
  | 'documents:errors.archiveTooMany'
  | 'documents:errors.archiveEmpty'

export type ArchiveReading = { ok: true; entries: ArchiveEntry[] } | { ok: false; error: ArchiveError }

// Folders, and what macOS's archiver adds beside the files.
const isNoise = (path: string) =>
  path.endsWith('/') || path.startsWith('__MACOSX/') || /(^|\/)\.DS_Store$/.test(path)

interface Declared {
  path: string
  size: number
}

/** The central directory's names and declared sizes, or null when the bytes are no readable zip. */
function declaredEntries(bytes: Uint8Array): Declared[] | null {
  const found: Declared[] = []
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (!isNoise(file.name)) found.push({ path: file.name, size: file.originalSize })
        return false
      },
    })
  } catch {
    return null
  }
  return found
}

/** Reads an archive under the limits; every file inside comes back judged (see ArchiveEntry). */
export function readArchive(bytes: Uint8Array): ArchiveReading {
  const declared = declaredEntries(bytes)
  if (!declared) return { ok: false, error: 'documents:errors.archiveCorrupt' }
  if (declared.length === 0) return { ok: false, error: 'documents:errors.archiveEmpty' }
  if (declared.length > ARCHIVE_MAX_ENTRIES) return { ok: false, error: 'documents:errors.archiveTooMany' }
  const total = declared.reduce((sum, e) => sum + e.size, 0)
  if (total > ARCHIVE_MAX_TOTAL_BYTES) return { ok: false, error: 'documents:errors.archiveTooLarge' }

  const tooLarge = new Set(declared.filter((e) => e.size > DOCUMENT_MAX_BYTES).map((e) => e.path))
  let inflated: Record<string, Uint8Array>
  try {
    inflated = unzipSync(bytes, { filter: (file) => !isNoise(file.name) && !tooLarge.has(file.name) })
  } catch {
    return { ok: false, error: 'documents:errors.archiveCorrupt' }
  }
  const entries = declared.map(({ path }): ArchiveEntry => {
    if (tooLarge.has(path)) return { path, ok: false, error: 'validation:fileTooLarge' }
    const data = inflated[path] ?? new Uint8Array(0)
    const check = checkDocument(data.subarray(0, CONTENT_HEAD_BYTES), data.length, baseName(path))
    if (!check.ok) return { path, ok: false, error: check.error }
    if (check.format === 'zip') return { path, ok: false, error: 'documents:errors.nestedArchive' }
    return { path, ok: true, format: check.format, contentType: check.contentType, bytes: data }
  })
  return { ok: true, entries }
}

/** The last part of an archive path ("a/b/c.pdf" → "c.pdf"). */
export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/** The folders of an archive path, outermost first ("a/b/c.pdf" → ["a", "b"]); empty parts dropped. */
export const folderParts = (path: string) => path.split('/').slice(0, -1).filter(Boolean)
