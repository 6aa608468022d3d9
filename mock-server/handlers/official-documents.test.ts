import { describe, expect, it } from 'vitest'
import type { OfficialDocument } from '../../src/api/schemas/official-documents'
import { OFFICIAL_DOCUMENT_KINDS } from '../../src/domain/official-documents'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'

interface Page {
  list: OfficialDocument[]
  total: number
  pageNum: number
  pageSize: number
}

const list = async (body: object = {}, lang = 'en') =>
  (await callApi<Page>('brandmanagement/document/officialFileNameList', body, { token, lang })).body

/** Every document of the member (one page large enough). */
const all = async () => (await list({ pageSize: 100 })).data.list

async function bytesOf(response: Response) {
  return new Uint8Array(await (await response.blob()).arrayBuffer())
}

/** The names of a stored zip's entries, from its central directory. */
function zipNames(zip: Uint8Array): string[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const end = zip.length - 22
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const names: string[] = []
  for (let i = 0; i < count; i++) {
    const nameLength = view.getUint16(at + 28, true)
    const extra = view.getUint16(at + 30, true)
    const comment = view.getUint16(at + 32, true)
    names.push(new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)))
    at += 46 + nameLength + extra + comment
  }
  return names
}

describe('brandmanagement/document/officialFileNameList', () => {
  it('lists the documents of the marks’ histories and of the orders, newest first', async () => {
    const docs = await all()
    const days = docs.map((d) => d.issuedOn)
    expect(days).toEqual([...days].sort().reverse())
    // 杉语 (52307716) was filed and refused: its acceptance notice and its refusal, no certificate.
    const refused = docs.filter((d) => d.applicationNo === '52307716' && d.source.kind === 'mark')
    expect(refused.map((d) => d.kind).sort()).toEqual(['acceptanceNotice', 'refusal'])
    // 云杉 CloudFir (41870233) is open to opposition: published, not registered.
    const published = docs.filter((d) => d.applicationNo === '41870233' && d.source.kind === 'mark')
    expect(published.map((d) => d.kind)).toContain('publication')
    expect(published.map((d) => d.kind)).not.toContain('certificate')
    // FIRLINK was registered, then declared invalid.
    const invalid = docs.filter((d) => d.applicationNo === '60411829')
    expect(invalid.map((d) => d.kind)).toEqual(expect.arrayContaining(['certificate', 'decision']))
    // The orders' own office documents are there, pointing at their order; receipts of payment are not.
    const ofOrders = docs.filter((d) => d.source.kind === 'order')
    expect(ofOrders.length).toBeGreaterThan(0)
    for (const { source, fileName } of ofOrders) {
      const orderId = source.kind === 'order' ? source.orderId : ''
      expect(server.db.orders.some((o) => o.id === orderId)).toBe(true)
      expect(fileName).not.toMatch(/^Payment-receipt|^Power-of-attorney/)
    }
    // Every one is the member's and issued no later than today.
    const files = new Map(server.db.files.map((f) => [f.id, f]))
    for (const d of docs) {
      expect(files.get(d.fileId)?.userId).toBe('u-demo')
      expect(d.officeEn).not.toBe('')
    }
  })

  it('filters by kind, keyword (name or number) and issue days, and pages', async () => {
    const refusals = await list({ kind: 'refusal', pageSize: 100 })
    expect(refusals.data.total).toBeGreaterThan(0)
    expect(refusals.data.list.every((d) => d.kind === 'refusal')).toBe(true)

    const byName = await list({ keyword: ' 杉语 ', pageSize: 100 })
    expect(byName.data.list.length).toBeGreaterThan(0)
    expect(byName.data.list.every((d) => d.markName.includes('杉语'))).toBe(true)
    const byNumber = await list({ keyword: '41870233', pageSize: 100 })
    expect(byNumber.data.list.every((d) => d.applicationNo === '41870233')).toBe(true)
    expect(byNumber.data.total).toBeGreaterThan(0)

    const docs = await all()
    const day = docs[3]!.issuedOn
    const sameDay = await list({ dateFrom: day, dateTo: day, pageSize: 100 })
    expect(sameDay.data.total).toBe(docs.filter((d) => d.issuedOn === day).length)

    const second = await list({ pageNum: 2, pageSize: 5 })
    expect(second.data.total).toBe(docs.length)
    expect(second.data.list.map((d) => d.fileId)).toEqual(docs.slice(5, 10).map((d) => d.fileId))
  })

  it('refuses a reversed range, a bad date, special characters and an unknown kind, in words', async () => {
    const reversed = await list({ dateFrom: '2026-03-02', dateTo: '2026-03-01' })
    expect(reversed.code).toBe(800)
    expect(reversed.msg).toMatch(/start date cannot be later/i)
    expect((await list({ dateFrom: '2026-02-30' })).msg).toMatch(/valid date/i)
    const special = await list({ keyword: '<script>' }, 'zh-CN')
    expect(special.code).toBe(800)
    expect(special.msg).not.toBe('')
    expect((await list({ kind: 'invoice' })).code).toBe(800)
    expect((await list({ keyword: 'x'.repeat(51) })).code).toBe(800)
  })

  it('shows only the caller’s documents and asks for a session', async () => {
    const agency = await callApi<Page>(
      'brandmanagement/document/officialFileNameList',
      { pageSize: 100 },
      {
        token:
          (server.db.sessions.push({ token: 't-u-agency', userId: 'u-agency', createdAt: '' }), 't-u-agency'),
      },
    )
    const mine = new Set((await all()).map((d) => d.fileId))
    expect(agency.body.data.list.some((d) => mine.has(d.fileId))).toBe(false)
    expect(agency.body.data.list.some((d) => d.applicationNo === '56672019')).toBe(true)
    const anonymous = await callApi('brandmanagement/document/officialFileNameList', {}, { token: null })
    expect(anonymous.body.code).toBe(401)
  })
})

describe('brandmanagement/document/officialDirList', () => {
  it('counts the documents of every kind, in order, adding up to the list', async () => {
    const dirs = (
      await callApi<{ total: number; kinds: { kind: string; total: number }[] }>(
        'brandmanagement/document/officialDirList',
        {},
        { token },
      )
    ).body.data
    const docs = await all()
    expect(dirs.total).toBe(docs.length)
    expect(dirs.kinds.map((k) => k.kind)).toEqual([...OFFICIAL_DOCUMENT_KINDS])
    for (const k of dirs.kinds) expect(k.total).toBe(docs.filter((d) => d.kind === k.kind).length)
  })
})

describe('downloading official documents', () => {
  it('downloads a listed document through downloadEdc (an order’s too, stored on first use)', async () => {
    const ofOrder = (await all()).find((d) => d.source.kind === 'order')!
    // As if the order's documents were never listed before: downloadEdc stores the PDF itself.
    server.db.files = server.db.files.filter((f) => f.id !== ofOrder.fileId)
    const response = await fetchApi('file/downloadEdc', { fileId: ofOrder.fileId }, { token })
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    const text = new TextDecoder().decode(await bytesOf(response))
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(decodeURIComponent(response.headers.get('Content-Disposition') ?? '')).toContain(ofOrder.fileName)
  })

  it('refuses an upload or a payment receipt through downloadEdc', async () => {
    const order = server.db.orders.find((o) => o.userId === 'u-demo' && o.documents?.length)!
    const receipt = order.documents!.find((d) => d.kind === 'paymentReceipt')!
    await callApi('tbOrder/descFile', { orderId: order.id }, { token })
    const refused = await fetchApi('file/downloadEdc', { fileId: receipt.id }, { token })
    expect(((await refused.json()) as { code: number }).code).toBe(1004)
  })

  it('bundles chosen documents into one zip, each under its own name, and refuses another member’s', async () => {
    const docs = (await all()).slice(0, 2)
    const response = await fetchApi(
      'file/multiFileDownload',
      { fileIds: [docs[0]!.fileId, docs[1]!.fileId, docs[0]!.fileId], zipName: 'official' },
      { token },
    )
    expect(decodeURIComponent(response.headers.get('Content-Disposition') ?? '')).toContain('official.zip')
    const zip = await bytesOf(response)
    expect(zip[0]).toBe(0x50)
    expect(zip[1]).toBe(0x4b)
    expect(zipNames(zip)).toEqual([docs[0]!.fileName, docs[1]!.fileName])

    const others = server.db.files.find((f) => f.userId === 'u-agency' && f.bizType === 'officialDocument')!
    const refused = await fetchApi(
      'file/multiFileDownload',
      { fileIds: [docs[0]!.fileId, others.id] },
      { token },
    )
    expect(((await refused.json()) as { code: number }).code).toBe(1004)
    const anonymous = await fetchApi(
      'file/multiFileDownload',
      { fileIds: [docs[0]!.fileId] },
      { token: null },
    )
    expect(((await anonymous.json()) as { code: number }).code).toBe(401)
  })
})
