import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import type { Folder, LibraryDocument, OcrRecord } from '../../src/api/schemas/documents'
import { DOCUMENT_CHUNK_BYTES } from '../../src/domain/documents/document-rules'
import { base64ToBytes } from '../reference-data/bytes'
import { buildPdf } from '../reference-data/pdf'
import { SCANNED_CERTIFICATE_PNG } from '../reference-data/document-scan'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const PNG = base64ToBytes(SCANNED_CERTIFICATE_PNG)
const api = <T>(path: string, body: object | FormData = {}, method = 'POST') =>
  callApi<T>(`brandmanagement/document/${path}`, body, { token: 't-u-demo', method })

const form = (fields: Record<string, string | Blob>, fileName?: string) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields))
    if (v instanceof Blob) data.append(k, v, fileName)
    else data.append(k, v)
  return data
}
const upload = (bytes: Uint8Array, name: string, extra: Record<string, string> = {}) =>
  api<LibraryDocument>(
    'uploadFile',
    form({ file: new Blob([bytes as Uint8Array<ArrayBuffer>]), ...extra }, name),
  )

const actAs = (preset: 'readOnly' | 'paralegal') => {
  const member = server.db.teamMembers.find((m) => m.roleId === `role-u-demo-${preset}`)!
  server.simulate('team.actAs', 't-u-demo', member.id)
}
const folders = async () => (await api<{ dirs: Folder[] }>('dir', {}, 'GET')).body.data.dirs

describe('document folders', () => {
  it('lists the seeded folders with counts, creates, renames and refuses a bad or taken name', async () => {
    const dirs = await folders()
    const evidence = dirs.find((d) => d.name === '使用证据')!
    expect(evidence).toMatchObject({ parentId: null, fileCount: 1, totalCount: 1 })
    const made = await api<Folder>('dir', { parentId: evidence.id, name: '  Invoices  ' })
    expect(made.body.data).toMatchObject({ name: 'Invoices', parentId: evidence.id, fileCount: 0 })
    const renamed = await api<Folder>('dir', { id: made.body.data.id, name: 'Invoices 2026' })
    expect(renamed.body.data.name).toBe('Invoices 2026')
    expect((await api('dir', { parentId: evidence.id, name: '2026 年度' })).body).toMatchObject({
      code: 1001,
      msg: 'Something of that name is already here',
    })
    expect((await api('dir', { name: 'a/b' })).body.code).toBe(1001)
    expect((await api('dir', { name: 'x', parentId: 'dir-nope' })).body.code).toBe(1004)
  })

  it('asks before deleting a folder that is not empty, then deletes it with what it holds', async () => {
    const evidence = (await folders()).find((d) => d.name === '使用证据')!
    const first = await api<unknown>(`dir/${evidence.id}`, {}, 'DELETE')
    expect(first.body).toMatchObject({ code: 1001, data: { files: 1, dirs: 1 } })
    expect(first.body.msg).toContain('1 document(s) and 1 folder(s)')
    const done = await callApi(
      `brandmanagement/document/dir/${evidence.id}?confirm=true`,
      {},
      {
        token: 't-u-demo',
        method: 'DELETE',
      },
    )
    expect(done.body).toMatchObject({ code: 200, data: { files: 1, dirs: 1 } })
    expect((await folders()).some((d) => d.name === '使用证据' || d.name === '2026 年度')).toBe(false)
    expect(
      server.db.docItems.some((d) => d.accountId === 'u-demo' && d.name === '使用证据清单（扫描件）.pdf'),
    ).toBe(false)
  })
})

describe('uploads', () => {
  it('stores an image checked by its bytes, linked to a case, and lists it with who uploaded it', async () => {
    const caseNo = server.db.cases.find((c) => c.accountId === 'u-demo')!.applicationNo
    const { body } = await upload(PNG, 'scan.pdf', { applicationNo: caseNo })
    expect(body.code).toBe(200)
    // Named .pdf, but the bytes are a PNG: stored as what it is.
    expect(body.data).toMatchObject({
      format: 'png',
      contentType: 'image/png',
      uploadedBy: expect.any(String),
    })
    expect(body.data.linkedCase?.applicationNo).toBe(caseNo)
    // Without a folder, the whole library, newest first, each with its folder path.
    const list = await api<{ list: LibraryDocument[]; total: number }>('fileList', {})
    expect(list.body.data.total).toBe(4)
    expect(list.body.data.list[0]!.name).toBe('scan.pdf')
    expect(list.body.data.list.map((d) => d.path[0] ?? '')).toContain('使用证据')
    const inFolder = await api<{ total: number }>('fileList', { dirId: 'dir-u-demo-1' })
    expect(inFolder.body.data.total).toBe(1)
  })

  it('refuses a wrong type by content, an empty file, an unknown case and a file over 5 MB in one go', async () => {
    const zeros = await upload(new Uint8Array(100), 'fake.pdf')
    expect(zeros.body).toMatchObject({ code: 1001, data: { error: 'validation:fileFormat' } })
    expect((await upload(new Uint8Array(0), 'empty.png')).body.data).toMatchObject({
      error: 'documents:errors.empty',
    })
    expect((await upload(PNG, 'a.png', { applicationNo: 'NOPE1' })).body.msg).toContain('NOPE1')
    const big = new Uint8Array(5 * 1024 * 1000 + 1)
    big.set(PNG.subarray(0, 64))
    expect((await upload(big, 'big.png')).body.data).toMatchObject({ error: 'documents:errors.useChunks' })
  })

  it('assembles a big file from its chunks, answering progress until the last arrives', async () => {
    const size = DOCUMENT_CHUNK_BYTES * 2 + 10
    const bytes = new Uint8Array(size)
    bytes.set(buildPdf(['big']).subarray(0, 200))
    const chunk = (i: number, uploadId = '') =>
      api<{ uploadId: string; received: number; total: number }>(
        'bigFileUpload',
        form(
          {
            uploadId,
            index: String(i),
            total: '3',
            fileName: 'big.pdf',
            size: String(size),
            chunk: new Blob([bytes.slice(i * DOCUMENT_CHUNK_BYTES, (i + 1) * DOCUMENT_CHUNK_BYTES)]),
          },
          'blob',
        ),
      )
    const first = await chunk(0)
    expect(first.body.data).toMatchObject({ received: 1, total: 3 })
    const { uploadId } = first.body.data
    await chunk(2, uploadId)
    const early = await api<{ done: boolean; missing: number[] }>('isUploadDone', { uploadId })
    expect(early.body.data).toMatchObject({ done: false, missing: [1] })
    await chunk(1, uploadId)
    const done = await api<{ done: boolean; document: LibraryDocument }>('isUploadDone', { uploadId })
    expect(done.body.data.done).toBe(true)
    expect(done.body.data.document).toMatchObject({ name: 'big.pdf', size, format: 'pdf' })
    // The chunks are gone once assembled.
    expect(server.db.files.some((f) => f.bizType === 'documentChunk')).toBe(false)
  })

  it('refuses a big file over 50 MB and a first chunk whose bytes are no document', async () => {
    const chunk = (size: number, bytes: Uint8Array) =>
      api(
        'bigFileUpload',
        form(
          {
            index: '0',
            total: String(Math.ceil(size / DOCUMENT_CHUNK_BYTES)),
            fileName: 'x.pdf',
            size: String(size),
            chunk: new Blob([bytes as Uint8Array<ArrayBuffer>]),
          },
          'blob',
        ),
      )
    expect((await chunk(60 * 1024 * 1000, PNG)).body).toMatchObject({
      data: { error: 'validation:fileTooLarge' },
    })
    expect((await chunk(6 * 1024 * 1000, new Uint8Array(100))).body).toMatchObject({
      data: { error: 'validation:fileFormat' },
    })
  })
})

describe('zip archives', () => {
  it('unpacks into the folder, with sub-folders, and reports each entry', async () => {
    const dir = (await folders()).find((d) => d.name === '合同与授权')!
    const zip = zipSync({
      'a.png': PNG,
      'more/b.pdf': buildPdf(['b']),
      'virus.exe': new Uint8Array([0x4d, 0x5a, 0x90, 0]),
      'inner.zip': zipSync({ 'x.png': PNG }),
    })
    const stored = await upload(zip, 'bundle.zip', { dirId: dir.id })
    expect(stored.body.data.format).toBe('zip')
    const { body } = await api<{ entries: { path: string; ok: boolean; error: string | null }[] }>(
      'unCompressionFile',
      { id: stored.body.data.id },
    )
    expect(body.data.entries).toEqual([
      expect.objectContaining({ path: 'a.png', ok: true }),
      expect.objectContaining({ path: 'more/b.pdf', ok: true }),
      expect.objectContaining({ path: 'virus.exe', ok: false, error: 'validation:fileFormat' }),
      expect.objectContaining({ path: 'inner.zip', ok: false, error: 'documents:errors.nestedArchive' }),
    ])
    const more = (await folders()).find((d) => d.name === 'more')!
    expect(more.parentId).toBe(dir.id)
    expect(server.db.docItems.some((d) => d.name === 'bundle.zip')).toBe(false)
  })

  it('refuses a corrupt archive and a zip bomb at upload', async () => {
    const corrupt = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8])
    expect((await upload(corrupt, 'broken.zip')).body).toMatchObject({
      code: 1001,
      data: { error: 'documents:errors.archiveCorrupt' },
    })
    // A small archive whose directory declares 300 MB unpacked: refused before anything is inflated.
    const bomb = zipSync({ 'zeros.pdf': new Uint8Array(1000) }, { level: 9 })
    const view = new DataView(bomb.buffer)
    for (let at = 0; at < bomb.length - 4; at += 1)
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 300 * 1024 * 1000, true)
    expect((await upload(bomb, 'bomb.zip')).body.data).toMatchObject({
      error: 'documents:errors.archiveTooLarge',
    })
  })
})

describe('OCR text', () => {
  const scanId = 'doc-u-demo-1'
  const lines = [
    { text: '商 标 注 册 证', confidence: 91, words: [{ text: '商标注册证', confidence: 91 }] },
    { text: 'Registrant: Yunshan', confidence: 55, words: [{ text: 'Yunshan', confidence: 55 }] },
  ]

  it('stores a run, finds the document by its text, confirms a correction and lists the history', async () => {
    const read = await api<LibraryDocument>('ocrContent', {
      id: scanId,
      text: lines.map((l) => l.text).join('\n'),
      lines,
    })
    expect(read.body.data.ocr).toMatchObject({ state: 'read', confidence: 73 })
    const hits = await api<{ list: (LibraryDocument & { matchedIn: string; snippet: { match: string } })[] }>(
      'fileList',
      { keyword: '标注册证registrant' },
    )
    // Matched across the line break and the spaces the Chinese model puts between characters.
    expect(hits.body.data.list.map((d) => d.id)).toEqual([scanId])
    expect(hits.body.data.list[0]).toMatchObject({
      matchedIn: 'text',
      snippet: { match: '标 注 册 证 Registrant' },
    })
    const confirmed = await api<LibraryDocument>('confirmDocuments', {
      id: scanId,
      text: '商标注册证\nRegistrant: Yunshan Tekk',
    })
    expect(confirmed.body.data.ocr).toMatchObject({ state: 'confirmed', by: expect.any(String) })
    expect(
      (await api<{ list: unknown[] }>('fileList', { keyword: 'YUNSHAN tekk' })).body.data.list,
    ).toHaveLength(1)
    const records = await api<{ list: OcrRecord[] }>('ocrRecords', { id: scanId })
    expect(records.body.data.list.map((r) => r.kind)).toEqual(['confirm', 'ocr'])
  })

  it('refuses to confirm empty text or a document never read, and to read a non-image', async () => {
    expect((await api('confirmDocuments', { id: scanId, text: '   ' })).body.code).toBe(800)
    expect((await api('confirmDocuments', { id: scanId, text: 'x' })).body.data).toMatchObject({
      error: 'documents:errors.notRead',
    })
    const zip = await upload(zipSync({ 'a.png': PNG }), 'a.zip')
    expect((await api('ocrContent', { id: zip.body.data.id, text: 'x', lines: [] })).body.data).toMatchObject(
      {
        error: 'documents:errors.notReadable',
      },
    )
  })
})

describe('documents, downloads and authorities', () => {
  it('renames, moves and deletes a document; downloads one file and several as a zip', async () => {
    const dir = (await folders()).find((d) => d.name === '合同与授权')!
    const moved = await api<LibraryDocument>('file', { id: 'doc-u-demo-1', name: 'cert.png', dirId: dir.id })
    expect(moved.body.data).toMatchObject({ name: 'cert.png', path: ['合同与授权'] })
    const one = await fetchApi(
      'brandmanagement/document/downloadFile?id=doc-u-demo-1',
      {},
      {
        token: 't-u-demo',
        method: 'GET',
      },
    )
    expect(new Uint8Array(await one.arrayBuffer()).subarray(0, 4)).toEqual(PNG.subarray(0, 4))
    const many = await fetchApi(
      'brandmanagement/document/downloadFile',
      { ids: ['doc-u-demo-1', 'doc-u-demo-2'] },
      { token: 't-u-demo' },
    )
    expect(new Uint8Array(await many.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]))
    expect((await api(`file/doc-u-demo-1`, {}, 'DELETE')).body.code).toBe(200)
    expect((await api('file?id=doc-u-demo-1', {}, 'GET')).body.code).toBe(1004)
  })

  it("keeps other accounts' documents out of reach", async () => {
    expect((await api('file?id=doc-u-agency-1', {}, 'GET')).body.code).toBe(1004)
  })

  it('lets a read-only member read but refuses uploads and deletes; a paralegal may upload but not delete', async () => {
    actAs('readOnly')
    expect((await api('fileList', {})).body.code).toBe(200)
    const refused = await upload(PNG, 'x.png')
    expect(refused.body).toMatchObject({ code: 403, data: { authority: 'document.upload' } })
    expect((await api('dir', { name: 'New' })).body.code).toBe(403)
    expect((await api('file/doc-u-demo-1', {}, 'DELETE')).body).toMatchObject({
      code: 403,
      data: { authority: 'document.delete' },
    })
    actAs('paralegal')
    expect((await upload(PNG, 'x.png')).body.code).toBe(200)
    expect((await api('file/doc-u-demo-1', {}, 'DELETE')).body.code).toBe(403)
  })
})
