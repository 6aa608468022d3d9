// Loaded only when a PDF is made (use-pdf-export and the case summary import it dynamically): pdf-lib, fontkit, the font
// catalogue and these URLs stay out of every page's chunk.
import { saveBlob } from '../../../api/download'
import { subsetFileName } from './font-subsets'
import type { FontSource } from './load-typeface'
import { renderSheetPdf } from './render-pdf'
import type { SheetDocument } from './sheet-document'

const DIR = '/node_modules/@fontsource/noto-sans-sc'

// Emitted as assets by Vite: the URLs are known here, a file is fetched only when a document needs it. The
// all-in-one Chinese file (1.6 MB) is never needed: the range files cover the same characters.
const FILE_URLS = import.meta.glob<string>(
  ['/node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-*-400-normal.woff', '!**/*chinese-simplified*'],
  { query: '?url', import: 'default', eager: true },
)
const CATALOGUE = import.meta.glob<Record<string, string>>(
  '/node_modules/@fontsource/noto-sans-sc/unicode.json',
  {
    import: 'default',
    eager: true,
  },
)

/**
 * The bytes of a font file. XMLHttpRequest with an 'arraybuffer' response rather than fetch: in the demo the
 * mock server stands in for fetch, and its pass-through hands binary bodies back as text; it passes
 * 'arraybuffer' requests through intact.
 */
function bytesAt(url: string): Promise<ArrayBuffer> {
  // Vite inlines the smallest files as data: URLs.
  if (url.startsWith('data:')) {
    const binary = atob(url.slice(url.indexOf(',') + 1))
    return Promise.resolve(Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer)
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('GET', url)
    request.responseType = 'arraybuffer'
    request.onload = () =>
      request.status === 200 && request.response instanceof ArrayBuffer
        ? resolve(request.response)
        : reject(new Error(`Font file ${url}: HTTP ${request.status}`))
    request.onerror = () => reject(new Error(`Font file ${url}: network error`))
    request.send()
  })
}

const browserFonts: FontSource = {
  catalogue: CATALOGUE[`${DIR}/unicode.json`] ?? {},
  load: (subset) => {
    const url = FILE_URLS[`${DIR}/files/${subsetFileName(subset)}`]
    if (!url) throw new Error(`No font file for the subset ${subset}`)
    return bytesAt(url)
  },
}

/** Makes the document's PDF as a Blob (for a preview and its download). */
export async function sheetPdfBlob(doc: SheetDocument): Promise<{ blob: Blob; pages: number }> {
  const { bytes, pages } = await renderSheetPdf(doc, browserFonts)
  return { blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), pages }
}

/** Makes the document's PDF and saves it under `fileName`; resolves the number of pages. */
export async function exportSheetPdf(doc: SheetDocument, fileName: string): Promise<number> {
  const { blob, pages } = await sheetPdfBlob(doc)
  saveBlob(blob, fileName)
  return pages
}
