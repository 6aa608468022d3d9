import { expect, type Download } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { PDFDocument } from 'pdf-lib'

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 }

/**
 * The text of each page of a downloaded PDF, as pdftotext (poppler) reads it: what a reader can select and
 * search. scripts/e2e.mjs finds or installs pdftotext and passes its path.
 */
export async function pdfPages(download: Download): Promise<string[]> {
  const path = (await download.path())!
  const bytes = await readFile(path)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const pdf = await PDFDocument.load(bytes)
  for (const page of pdf.getPages()) {
    expect(page.getWidth()).toBeCloseTo(A4.width, 2)
    expect(page.getHeight()).toBeCloseTo(A4.height, 2)
  }
  const text = execFileSync(
    process.env.PDFTOTEXT_PATH ?? 'pdftotext',
    ['-layout', '-enc', 'UTF-8', path, '-'],
    {
      encoding: 'utf8',
    },
  )
  // pdftotext ends every page with a form feed.
  const pages = text.split('\f').slice(0, pdf.getPageCount())
  expect(pages).toHaveLength(pdf.getPageCount())
  return pages
}

/** Each page ends with its number out of the total, "2 / 3". */
export function expectNumberedPages(pages: string[]) {
  pages.forEach((text, i) => expect(text).toMatch(new RegExp(`\\b${i + 1} ?/ ?${pages.length}\\s*$`)))
}
