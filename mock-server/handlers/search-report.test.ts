import { beforeAll, describe, expect, it } from 'vitest'
import { analysisReportSchema } from '../../src/api/schemas/search-analysis'
import type { ReportAttachment, ReportOrder } from '../../src/api/schemas/search-orders'
import { quote } from '../../src/domain/pricing'
import { createOrder, markOrderPaid, type OrderRecord } from '../commerce/orders-store'
import { entryText, readZip, ZIP_SIGNATURE } from '../exports/test-zip'
import { getRegister } from '../register'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'
const DAY_MS = 86_400_000

const call = async <T>(path: string, body: object | FormData, lang = 'en') =>
  (await callApi<T>(path, body, { token, lang })).body

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
])

/** A report order of the demo member (or of `userId`) for a word search in class 09. */
function reportOrder(userId = 'u-demo', words = 'apple'): OrderRecord {
  return createOrder(server.db, {
    userId,
    productType: 4,
    trademarkName: words,
    niceClasses: ['09'],
    lines: quote({ productType: 4, classes: [] }).lines,
    payload: { query: { tradeMarkText: words, niceChoosedStr: '09', countries: 'CN' } },
    now: new Date().toISOString(),
  })
}

/** Paid, due tomorrow: the analyst is working on it. */
function pending(order: OrderRecord): string {
  markOrderPaid(server.db, order, 'card', new Date().toISOString())
  const dueAt = new Date(Date.now() + DAY_MS).toISOString()
  order.report = { status: 'pending', dueAt, deliveredAt: null }
  return dueAt
}

const attach = (orderId: string, bytes: Uint8Array = PNG, name = 'logo.png') => {
  const form = new FormData()
  form.append('orderId', orderId)
  form.append('file', new File([bytes as BlobPart], name, { type: 'image/png' }))
  return call<ReportAttachment>('tmQueryReport/uploadRemarksFile', form)
}

const saveNotes = (orderId: string, remarks: string, fileIds: string[] = []) =>
  call<ReportOrder>('tmQueryReport/addRemarksField', { orderId, remarks, fileIds })

async function download(orderId: string, lang = 'en') {
  const response = await fetchApi('tmInfo/queryResultDownload', { orderId }, { token, lang })
  if (response.headers.get('Content-Type')?.includes('json'))
    return { envelope: (await response.json()) as { code: number; msg: string }, bytes: null, fileName: '' }
  const bytes = new Uint8Array(await (await response.blob()).arrayBuffer())
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const fileName = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '')
  return { envelope: null, bytes, fileName }
}

const wordText = (bytes: Uint8Array) =>
  [...entryText(readZip(bytes), 'word/document.xml').matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) => m[1])
    .join('')

beforeAll(() => {
  getRegister()
})

describe('notes for the analyst', () => {
  it('saves the notes and an attachment on an unpaid report order, with who and when', async () => {
    const order = reportOrder()
    const file = await attach(order.id)
    expect(file.code).toBe(200)
    expect(file.data).toMatchObject({ name: 'logo.png', size: PNG.length })
    expect(server.db.files.find((f) => f.id === file.data.id)?.contentType).toBe('image/png')

    const saved = await saveNotes(order.id, '  Smart watches for Hong Kong.  ', [file.data.id])
    expect(saved.code).toBe(200)
    expect(saved.data.remarks).toBe('Smart watches for Hong Kong.')
    expect(saved.data.remarksUpdatedAt).not.toBeNull()
    expect(saved.data.attachments.map((a) => a.id)).toEqual([file.data.id])
    expect(order.reportNotes?.updatedBy?.id).toBe('u-demo')

    const listed = await call<{ list: ReportOrder[] }>('tmInfo/getTrademarkQueryOrder', { orderId: order.id })
    expect(listed.data.list[0]).toMatchObject({ remarks: 'Smart watches for Hong Kong.' })
    expect(listed.data.list[0]!.attachments).toHaveLength(1)
    expect(server.schemaViolations).toEqual([])
  })

  it('drops the attachments not kept, with their files, and accepts notes while the report is pending', async () => {
    const order = reportOrder()
    pending(order)
    const a = await attach(order.id)
    const b = await attach(order.id, new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]), 'brief.pdf')
    expect(b.code).toBe(200)
    const saved = await saveNotes(order.id, 'Keep the PDF only', [b.data.id])
    expect(saved.data.attachments.map((x) => x.name)).toEqual(['brief.pdf'])
    expect(server.db.files.some((f) => f.id === a.data.id)).toBe(false)
  })

  it('refuses an attachment id that is not the order’s', async () => {
    const order = reportOrder()
    const r = await saveNotes(order.id, 'x', ['f-nope'])
    expect(r.code).toBe(1004)
  })

  it('refuses notes longer than 1000 characters, keeping the saved ones', async () => {
    const order = reportOrder()
    await saveNotes(order.id, 'first')
    const r = await saveNotes(order.id, 'x'.repeat(1001))
    expect(r.code).toBe(1001)
    expect(r.msg).toMatch(/1000/)
    // Spaces around the text do not count.
    expect((await saveNotes(order.id, ` ${'y'.repeat(1000)} `)).code).toBe(200)
    await saveNotes(order.id, 'first')
    expect(order.reportNotes?.remarks).toBe('first')
  })

  it('refuses changes after delivery, on a cancelled order, on another member’s order and on other orders', async () => {
    const delivered = reportOrder()
    markOrderPaid(server.db, delivered, 'card', new Date().toISOString())
    delivered.report = { status: 'delivered', dueAt: delivered.paidAt!, deliveredAt: delivered.paidAt! }
    const late = await saveNotes(delivered.id, 'too late')
    expect(late.code).toBe(1001)
    expect(late.msg).toMatch(/delivered/)
    expect((await attach(delivered.id)).code).toBe(1001)
    const zh = await call<never>(
      'tmQueryReport/addRemarksField',
      { orderId: delivered.id, remarks: 'x' },
      'zh-CN',
    )
    expect(zh.msg).toMatch(/已交付/)

    const cancelled = reportOrder()
    cancelled.status = 'cancelled'
    expect((await saveNotes(cancelled.id, 'x')).code).toBe(1001)

    const other = reportOrder('u-agency')
    expect((await saveNotes(other.id, 'x')).code).toBe(1004)
    expect((await attach(other.id)).code).toBe(1004)

    const filing = createOrder(server.db, {
      userId: 'u-demo',
      productType: 0,
      trademarkName: 'NOT A REPORT',
      lines: quote({ productType: 0, classes: [{ no: '09', items: 1 }] }).lines,
      now: new Date().toISOString(),
    })
    expect((await saveNotes(filing.id, 'x')).code).toBe(1004)
  })

  it('checks attachments by content and size, and keeps at most five per order', async () => {
    const order = reportOrder()
    const text = new TextEncoder().encode('just some text, not an image')
    const fake = await attach(order.id, text, 'photo.png')
    expect(fake.code).toBe(1001)
    expect(fake.msg).toMatch(/format/)
    expect((await attach(order.id, new Uint8Array(), 'empty.png')).code).toBe(1001)
    const big = new Uint8Array(10 * 1024 * 1000 + 1)
    big.set(PNG)
    const tooBig = await attach(order.id, big, 'big.png')
    expect(tooBig.code).toBe(1001)
    expect(tooBig.msg).toMatch(/10 MB/)
    for (let k = 0; k < 5; k++) expect((await attach(order.id, PNG, `p${k}.png`)).code).toBe(200)
    const sixth = await attach(order.id)
    expect(sixth.code).toBe(1001)
    expect(sixth.msg).toMatch(/at most 5/)
  })
})

describe('the availability-analysis report', () => {
  it('is refused while unpaid, while being prepared (saying when it is due) and for another member', async () => {
    const order = reportOrder()
    const unpaid = await download(order.id)
    expect(unpaid.envelope?.code).toBe(1001)
    expect(unpaid.envelope?.msg).toMatch(/not paid/)
    pending(order)
    const early = await download(order.id)
    expect(early.envelope?.code).toBe(1001)
    expect(early.envelope?.msg).toMatch(/due by \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    const other = reportOrder('u-agency')
    expect((await download(other.id)).envelope?.code).toBe(1004)
  })

  it('stays readable after a refund once delivered, and has nothing for an order closed before delivery', async () => {
    const refunded = reportOrder()
    markOrderPaid(server.db, refunded, 'card', new Date().toISOString())
    refunded.report = { status: 'delivered', dueAt: refunded.paidAt!, deliveredAt: refunded.paidAt! }
    refunded.status = 'refunded'
    expect((await download(refunded.id)).bytes).not.toBeNull()
    const cancelled = reportOrder()
    cancelled.status = 'cancelled'
    const none = await download(cancelled.id)
    expect(none.envelope?.code).toBe(1001)
    expect(none.envelope?.msg).toMatch(/cancelled or refunded/)
    // The seeded reports of the demo member are all readable.
    const seeded = server.db.orders.filter(
      (o) => o.userId === 'u-demo' && o.productType === 4 && o.paymentStatus === 'paid',
    )
    expect(seeded.length).toBeGreaterThan(0)
    for (const o of seeded) expect((await download(o.id)).bytes, o.orderNo).not.toBeNull()
  })

  it('is a Word file with the subject, the verdicts, the member’s notes and attachments once delivered', async () => {
    const order = reportOrder('u-demo', '华为')
    const file = await attach(order.id)
    await saveNotes(order.id, 'We sell smart watches in Shenzhen.', [file.data.id])
    pending(order)
    server.setNow(new Date(Date.now() + 2 * DAY_MS).toISOString())

    const en = await download(order.id, 'en')
    expect(en.envelope).toBeNull()
    expect(Array.from(en.bytes!.slice(0, 4))).toEqual(ZIP_SIGNATURE)
    expect(en.fileName).toMatch(
      new RegExp(`^availability-report-${order.orderNo}-\\d{4}-\\d{2}-\\d{2}\\.docx$`),
    )
    const text = wordText(en.bytes!)
    for (const expected of [
      'Trademark availability analysis report',
      '华为',
      'Class 09',
      'Overall risk: High',
      'We sell smart watches in Shenzhen.',
      'Attachments: logo.png',
      'Recommendations',
      'not legal advice',
    ])
      expect(text).toContain(expected)

    const zh = await download(order.id, 'zh-CN')
    const zhText = wordText(zh.bytes!)
    expect(zh.fileName).toMatch(/^商标注册可行性分析报告-/)
    expect(zhText).toContain('商标注册可行性分析报告')
    expect(zhText).toContain('总体风险：高')
    expect(zhText).toContain('We sell smart watches in Shenzhen.')
    // Delivered now: the notes are closed.
    expect((await saveNotes(order.id, 'more')).code).toBe(1001)
  })

  it('is the same report as data with format json, and refused the same way before delivery', async () => {
    const order = reportOrder('u-demo', '华为')
    await saveNotes(order.id, 'Smart watches.')
    const json = async () => {
      const response = await fetchApi(
        'tmInfo/queryResultDownload',
        { orderId: order.id, format: 'json' },
        { token, lang: 'en' },
      )
      const disposition = response.headers.get('Content-Disposition') ?? ''
      return { text: await (await response.blob()).text(), disposition }
    }
    expect(JSON.parse((await json()).text)).toMatchObject({ code: 1001 })
    pending(order)
    server.setNow(new Date(Date.now() + 2 * DAY_MS).toISOString())
    const { text, disposition } = await json()
    expect(disposition).toMatch(/\.json$/)
    const report = analysisReportSchema.parse(JSON.parse(text))
    expect(report).toMatchObject({ orderNo: order.orderNo, subject: '华为', basis: 'name', overall: 'high' })
    expect(report.remarks).toBe('Smart watches.')
    expect(report.classes.map((c) => c.no)).toEqual(['09'])
    expect(report.classes[0]?.obstacles.length).toBeGreaterThan(0)
    expect(report.recommendations[0]).toEqual({ kind: 'redesign', classes: ['09'] })
  })
})
