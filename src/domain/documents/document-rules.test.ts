import { describe, expect, it } from 'vitest'
import {
  checkDocument,
  checkItemName,
  chunkCount,
  DOCUMENT_CHUNK_BYTES,
  DOCUMENT_MAX_BYTES,
  documentFormatOf,
  freeName,
  needsChunks,
} from './document-rules'

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])
const PDF = new TextEncoder().encode('%PDF-1.7\n')
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0])
const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

describe('documentFormatOf', () => {
  it('reads the format from the bytes, not the name', () => {
    expect(documentFormatOf(PNG, 'scan.pdf')).toBe('png')
    expect(documentFormatOf(PDF, 'scan.png')).toBe('pdf')
    expect(documentFormatOf(new Uint8Array(20), 'scan.pdf')).toBeNull()
  })
  it('tells the formats that share a container apart by their suffix', () => {
    expect(documentFormatOf(ZIP, 'a.docx')).toBe('docx')
    expect(documentFormatOf(ZIP, 'a.XLSX')).toBe('xlsx')
    expect(documentFormatOf(ZIP, 'a.zip')).toBe('zip')
    expect(documentFormatOf(ZIP, 'a.pdf')).toBe('zip')
    expect(documentFormatOf(OLE, 'a.doc')).toBe('doc')
    // An old Office container under any other name is refused (it could be anything).
    expect(documentFormatOf(OLE, 'a.exe')).toBeNull()
  })
})

describe('checkDocument', () => {
  it('accepts up to the limit, and refuses empty, wrong and too large files', () => {
    expect(checkDocument(PDF, DOCUMENT_MAX_BYTES, 'a.pdf')).toEqual({
      ok: true,
      format: 'pdf',
      contentType: 'application/pdf',
    })
    expect(checkDocument(PDF, DOCUMENT_MAX_BYTES + 1, 'a.pdf')).toEqual({
      ok: false,
      error: 'validation:fileTooLarge',
    })
    expect(checkDocument(PDF, 0, 'a.pdf')).toEqual({ ok: false, error: 'documents:errors.empty' })
    expect(checkDocument(new Uint8Array([0x4d, 0x5a]), 10, 'a.pdf')).toEqual({
      ok: false,
      error: 'validation:fileFormat',
    })
  })
})

describe('chunks', () => {
  it('sends only files over 5 MB in chunks of 2 MB', () => {
    expect(needsChunks(5 * 1024 * 1000)).toBe(false)
    expect(needsChunks(5 * 1024 * 1000 + 1)).toBe(true)
    expect(chunkCount(DOCUMENT_CHUNK_BYTES * 3)).toBe(3)
    expect(chunkCount(DOCUMENT_CHUNK_BYTES * 3 + 1)).toBe(4)
  })
})

describe('checkItemName', () => {
  it('trims, and refuses empty, long, forbidden characters and a taken name (any case)', () => {
    expect(checkItemName('  合同  ')).toEqual({ ok: true, name: '合同' })
    expect(checkItemName('   ')).toEqual({ ok: false, error: 'documents:errors.nameRequired' })
    expect(checkItemName('x'.repeat(81))).toEqual({ ok: false, error: 'documents:errors.nameTooLong' })
    expect(checkItemName('a:b')).toEqual({ ok: false, error: 'documents:errors.nameCharacters' })
    expect(checkItemName('..')).toEqual({ ok: false, error: 'documents:errors.nameCharacters' })
    expect(checkItemName('Evidence', ['evidence'])).toEqual({
      ok: false,
      error: 'documents:errors.nameTaken',
    })
  })
  it('numbers a name already taken instead of overwriting', () => {
    expect(freeName('a.pdf', [])).toBe('a.pdf')
    expect(freeName('a.pdf', ['A.pdf', 'a (2).pdf'])).toBe('a (3).pdf')
    expect(freeName('notes', ['notes'])).toBe('notes (2)')
  })
})
