import { describe, expect, it } from 'vitest'
import type { JobProgress, StoredFile } from '../../src/api/schemas/files'
import { crc32 } from '../reference-data/zip'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'

async function call<T>(path: string, body: object = {}) {
  return (await callApi<T>(path, body, { token })).body
}

async function upload(file: File, bizType = 'general') {
  const form = new FormData()
  form.append('file', file)
  form.append('bizType', bizType)
  return (await callApi<StoredFile>('file/upload', form, { token })).body
}

function download(path: string, body: object) {
  return fetchApi(path, body, { token })
}

async function getProgress(query = '') {
  return (await callApi<JobProgress>(`file/getProgress${query}`, {}, { token, method: 'GET' })).body
}

async function bytesOf(response: Response) {
  return new Uint8Array(await (await response.blob()).arrayBuffer())
}

// Every byte value, so a text re-encoding anywhere on the way would show.
const allBytes = Uint8Array.from({ length: 512 }, (_, i) => (i * 7 + 3) % 256)

describe('upload and download', () => {
  it('stores an uploaded file and downloads the same bytes', async () => {
    const uploaded = await upload(
      new File([allBytes], '商标图样.png', { type: 'image/png' }),
      'trademarkImage',
    )
    expect(uploaded.code).toBe(200)
    expect(uploaded.data).toMatchObject({
      fileName: '商标图样.png',
      size: 512,
      contentType: 'image/png',
      bizType: 'trademarkImage',
    })
    expect(uploaded.data.url).toContain(uploaded.data.fileId)

    const response = await download('file/download', { fileId: uploaded.data.fileId })
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(decodeURIComponent(response.headers.get('Content-Disposition') ?? '')).toContain('商标图样.png')
    expect(Array.from(await bytesOf(response))).toEqual(Array.from(allBytes))
  })

  it('refuses a wrong format or a too large file (domain checkUpload)', async () => {
    const exe = await upload(new File([allBytes], 'tool.exe'))
    expect(exe.code).toBe(1001)
    expect(exe.msg).toBe('Wrong file format')
    // A business licence is judged by its bytes: these are neither an image nor a PDF, whatever the name says.
    const licence = await upload(new File([allBytes], 'licence.jpg'), 'businessLicence')
    expect(licence.msg).toMatch(/^Wrong file format: the business licence must be/)
    const big = await upload(new File([new Uint8Array(2_048_001)], 'scan.pdf'))
    expect(big.msg).toBe('File too large')
    expect(server.db.files.some((f) => f.fileName === 'tool.exe' || f.fileName === 'scan.pdf')).toBe(false)
  })

  it('accepts Base64 (with a data: URL prefix) and downloads it', async () => {
    const base64 = btoa(String.fromCharCode(...allBytes))
    const stored = await call<StoredFile>('file/uploadBase64', {
      fileName: 'mark.png',
      base64: `data:image/png;base64,${base64}`,
    })
    expect(stored.data.size).toBe(512)
    const response = await download('file/download', { fileId: stored.data.fileId })
    expect(Array.from(await bytesOf(response))).toEqual(Array.from(allBytes))
  })

  it('does not hand out another member’s file', async () => {
    const other = server.db.files.find((f) => f.userId === 'u-agency')!
    expect(
      ((await (await download('file/download', { fileId: other.id })).json()) as { code: number }).code,
    ).toBe(1004)
  })

  it('downloads seeded official documents as real PDFs through downloadEdc only', async () => {
    const response = await download('file/downloadEdc', { fileId: 'f-certificate-35126478' })
    const text = new TextDecoder().decode(await bytesOf(response))
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text).toContain('35126478')
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const licence = await download('file/downloadEdc', { fileId: 'f-licence-u-demo' })
    expect(((await licence.json()) as { code: number }).code).toBe(1004)
  })

  it('bundles several files into a valid stored zip', async () => {
    const a = (await upload(new File([allBytes], 'a.png'))).data
    const b = (await upload(new File(['%PDF-1.4 b'], 'b.pdf'))).data
    const response = await download('file/multiFileDownload', {
      fileIds: [a.fileId, b.fileId],
      zipName: 'bundle',
    })
    expect(decodeURIComponent(response.headers.get('Content-Disposition') ?? '')).toContain('bundle.zip')
    const zip = await bytesOf(response)
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
    expect(view.getUint32(0, true)).toBe(0x04034b50)
    const end = zip.length - 22
    expect(view.getUint32(end, true)).toBe(0x06054b50)
    expect(view.getUint16(end + 10, true)).toBe(2)
    // The first entry holds a.png's bytes with their CRC.
    const nameLength = view.getUint16(26, true)
    expect(new TextDecoder().decode(zip.subarray(30, 30 + nameLength))).toBe('a.png')
    expect(view.getUint32(14, true)).toBe(crc32(allBytes))
    expect(Array.from(zip.subarray(30 + nameLength, 30 + nameLength + 512))).toEqual(Array.from(allBytes))
  })
})

describe('progress', () => {
  it('runs a processing job: status 0 while running, 1 with 100 when done', async () => {
    const start = new Date('2026-03-01T08:00:00Z').getTime()
    server.setNow(new Date(start).toISOString())
    const a = (await upload(new File([allBytes], 'a.png'))).data
    const job = await call<{ jobId: string; count: number }>('file/batchUploadZip', { fileIds: [a.fileId] })
    expect(job.data.count).toBe(1)
    const progress = async () => (await getProgress(`?jobId=${job.data.jobId}`)).data
    const first = await progress()
    expect(first).toMatchObject({ status: 0, progress: 0, resultFileId: null })
    server.setNow(new Date(start + 2_000).toISOString())
    const middle = await progress()
    expect(middle.status).toBe(0)
    expect(middle.progress).toBeGreaterThan(0)
    expect(middle.progress).toBeLessThan(100)
    server.setNow(new Date(start + 60_000).toISOString())
    const done = await progress()
    expect(done).toMatchObject({ status: 1, progress: 100 })
    const zip = await download('file/download', { fileId: done.resultFileId! })
    expect(response32(await bytesOf(zip))).toBe(0x04034b50)
  })

  it('reports byte-counted upload progress and resets it', async () => {
    const start = new Date('2026-03-01T08:00:00Z').getTime()
    server.setNow(new Date(start).toISOString())
    await upload(new File([allBytes], 'a.png'))
    expect((await call<{ percent: number }>('file/getUploadProgress')).data).toMatchObject({
      total: 512,
      uploaded: 0,
      percent: 30,
    })
    server.setNow(new Date(start + 10_000).toISOString())
    expect((await call('file/getUploadProgress')).data).toEqual({ total: 512, uploaded: 512, percent: 100 })
    expect((await call('file/resetProgress')).data).toEqual({ total: 0, uploaded: 0, percent: 0 })
    expect((await call('file/getUploadProgress')).data).toEqual({ total: 0, uploaded: 0, percent: 0 })
  })

  it('starts a source-file job on an uploaded file', async () => {
    const a = (await upload(new File(['%PDF-1.4 goods'], 'goods.pdf'))).data
    const started = await call<{ jobId: string; fileName: string }>('file/uploadSourceFile', {
      fileId: a.fileId,
    })
    expect(started.data.fileName).toBe('goods.pdf')
    const latest = await getProgress()
    expect(latest.data).toMatchObject({ jobId: started.data.jobId, kind: 'source' })
  })
})

function response32(bytes: Uint8Array) {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true)
}
