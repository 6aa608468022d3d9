// @vitest-environment node
import { ensureTool } from '../../../../scripts/system-tools.mjs'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { subsetFileName } from './font-subsets'
import type { FontSource } from './load-typeface'
import { A4, renderSheetPdf } from './render-pdf'
import type { SheetDocument } from './sheet-document'

const PACKAGE = join(process.cwd(), 'node_modules/@fontsource/noto-sans-sc')
const loaded: string[] = []
const fonts: FontSource = {
  catalogue: JSON.parse(readFileSync(join(PACKAGE, 'unicode.json'), 'utf8')) as Record<string, string>,
  load: async (subset) => {
    loaded.push(subset)
    return readFileSync(join(PACKAGE, 'files', subsetFileName(subset)))
  },
}

/** A statement in both languages at once, with `rows` debit notes. */
function sample(rows: number): SheetDocument {
  return {
    issuer: { name: '大为知识产权服务有限公司', address: 'Shanghai · 上海市黄浦区中山东一路18号8楼' },
    reference: '日期：2026-11-26',
    title: '账单明细 Statement of debit notes',
    lang: 'zh-CN',
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: '致 To', value: '华为技术有限公司 Huawei Technologies' },
          { label: '未付 Outstanding', value: 'RMB¥1,234.50', tone: 'unpaid' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: '账单号 Debit note', width: 3 },
          { label: '服务 Service', width: 4 },
          { label: '金额 Amount', width: 2, align: 'end' },
        ],
        rows: [
          ...Array.from({ length: rows }, (_, i) => [
            { cells: [`DN2026112600${i}`, '商标注册申请 Trademark application', `RMB¥${i + 1},234.50`] },
            { kind: 'detail' as const, cells: [{ text: `哈希 ${'ab'.repeat(32)}`, span: 3 }] },
          ]).flat(),
          { kind: 'total', cells: [{ text: '合计 Total', span: 2 }, 'RMB¥99,999.00'] },
        ],
      },
      { kind: 'text', text: '官费将如数缴纳至商标局。Official fees are passed on unchanged.' },
    ],
    footer: '可在平台在线支付。Pay online in the portal.',
  }
}

// The PDF's text is read back with poppler's pdftotext, found or installed like the e2e tests' Chromium.
const pdftotext = ensureTool('pdftotext')

function textOf(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'sheet-pdf-'))
  writeFileSync(join(dir, 'doc.pdf'), bytes)
  return execFileSync(pdftotext, ['-layout', join(dir, 'doc.pdf'), '-'], { encoding: 'utf8' })
}

// Embedding a dozen fonts takes a few seconds on a busy machine.
describe('renderSheetPdf', { timeout: 60_000 }, () => {
  it('draws a short document on one A4 page with selectable Chinese and English', async () => {
    loaded.length = 0
    const { bytes, pages } = await renderSheetPdf(sample(3), fonts)
    expect(pages).toBe(1)
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    const { width, height } = pdf.getPage(0).getSize()
    expect(width).toBeCloseTo(A4.width, 2)
    expect(height).toBeCloseTo(A4.height, 2)
    // Only the range files the words need, Latin among them: a handful of the hundred.
    expect(loaded).toContain('latin')
    expect(loaded.length).toBeLessThan(20)
    // Embedded subset fonts, each with a ToUnicode map: what makes the text extractable.
    const fontDicts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Subtype')) === PDFName.of('Type0'),
      )
    expect(fontDicts).toHaveLength(loaded.length)
    for (const font of fontDicts) expect(font.get(PDFName.of('ToUnicode'))).toBeDefined()
    expect(bytes.length).toBeLessThan(120_000)
    const text = textOf(bytes)
    for (const words of [
      '大为知识产权服务有限公司',
      'DN20261126001',
      '商标注册申请',
      'Trademark application',
    ]) {
      expect(text).toContain(words)
    }
    expect(text).toContain('RMB¥1,234.50')
    expect(text).toMatch(/\b1 ?\/ ?1\b/)
  })

  it('continues a tall table on further pages, each numbered and under the table header', async () => {
    const { bytes, pages } = await renderSheetPdf(sample(80), fonts)
    const pdf = await PDFDocument.load(bytes)
    expect(pages).toBeGreaterThan(2)
    expect(pdf.getPageCount()).toBe(pages)
    for (const page of pdf.getPages()) {
      expect(page.getWidth()).toBeCloseTo(A4.width, 2)
      expect(page.getHeight()).toBeCloseTo(A4.height, 2)
    }
    const perPage = textOf(bytes)
      .split('\f')
      .filter((p) => p.trim())
    expect(perPage).toHaveLength(pages)
    perPage.forEach((text, i) => {
      if (/DN2026/.test(text)) expect(text).toContain('账单号 Debit note')
      expect(text).toMatch(new RegExp(`\\b${i + 1} ?/ ?${pages}\\b`))
    })
    // Every row is there once, in order, and the total closes the table after the last one.
    const all = perPage.join('\n')
    expect(all.match(/DN2026112600\d+/g)).toHaveLength(80)
    expect(all.indexOf('合计 Total')).toBeGreaterThan(all.indexOf('DN202611260079'))
  })
})
