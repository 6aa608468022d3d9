import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { ARCHIVE_MAX_ENTRIES, baseName, folderParts, readArchive } from './archive'

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF')

describe('readArchive', () => {
  it('judges every entry by its bytes and skips folders and macOS noise', () => {
    const zip = zipSync({
      'scan.png': PNG,
      'docs/': new Uint8Array(0),
      'docs/a.pdf': PDF,
      'docs/fake.pdf': new Uint8Array(10),
      'empty.png': new Uint8Array(0),
      'inner.zip': zipSync({ 'x.pdf': PDF }),
      '__MACOSX/._scan.png': PNG,
      '.DS_Store': PNG,
    })
    const reading = readArchive(zip)
    expect(reading.ok).toBe(true)
    if (!reading.ok) return
    expect(reading.entries.map((e) => [e.path, e.ok ? e.format : e.error])).toEqual([
      ['scan.png', 'png'],
      ['docs/a.pdf', 'pdf'],
      ['docs/fake.pdf', 'validation:fileFormat'],
      ['empty.png', 'documents:errors.empty'],
      ['inner.zip', 'documents:errors.nestedArchive'],
    ])
  })

  it('refuses a corrupt, empty, crowded or too large archive before inflating it', () => {
    expect(readArchive(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9]))).toEqual({
      ok: false,
      error: 'documents:errors.archiveCorrupt',
    })
    expect(readArchive(zipSync({}))).toEqual({ ok: false, error: 'documents:errors.archiveEmpty' })
    const crowd = Object.fromEntries(
      Array.from({ length: ARCHIVE_MAX_ENTRIES + 1 }, (_, i) => [`f${i}.pdf`, PDF]),
    )
    expect(readArchive(zipSync(crowd))).toEqual({ ok: false, error: 'documents:errors.archiveTooMany' })
    const bomb = zipSync({ 'a.pdf': PDF })
    const view = new DataView(bomb.buffer)
    for (let at = 0; at < bomb.length - 4; at += 1)
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 250 * 1024 * 1000, true)
    expect(readArchive(bomb)).toEqual({ ok: false, error: 'documents:errors.archiveTooLarge' })
  })

  it('splits an archive path into its folders and name', () => {
    expect(folderParts('a/b/c.pdf')).toEqual(['a', 'b'])
    expect(folderParts('c.pdf')).toEqual([])
    expect(baseName('a/b/c.pdf')).toBe('c.pdf')
  })
})
