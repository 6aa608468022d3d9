// Reads a document's text in the browser with tesseract.js (Chinese and English). Everything it needs comes
// from the app (scripts/vite-ocr-assets.ts serves the worker, the WebAssembly core and the language data under
// <base>ocr/); the library itself is imported only when a reading starts, so no page carries it before.
import { tidyOcrText, type OcrLine } from '../../../domain/documents/document-text'
import { pdfPageImages } from './pdf-page-images'

export const OCR_LANGS = 'chi_sim+eng'

export interface OcrReading {
  text: string
  lines: OcrLine[]
  langs: string
}

/** Where the reading is: loading the engine and data, then recognising page `page` of `pages`. */
export interface OcrProgress {
  stage: 'loading' | 'recognizing'
  /** 0 to 1 within the stage. */
  progress: number
  page: number
  pages: number
}

/** The document holds no picture to read (a PDF whose text is text, not a scan). */
export class NothingToRead extends Error {
  constructor() {
    super('The document has no page image to read')
  }
}

const assetUrl = (path: string) =>
  new URL(`${import.meta.env.BASE_URL}ocr/${path}`, window.location.href).href

const round = (n: number) => Math.round(n * 10) / 10

/** Reads the text of an image, or of the page images of a scanned PDF. */
export async function readDocumentText(
  file: Blob,
  isPdf: boolean,
  onProgress: (p: OcrProgress) => void,
): Promise<OcrReading> {
  const pages = isPdf ? await pdfPageImages(new Uint8Array(await file.arrayBuffer())) : [file]
  if (pages.length === 0) throw new NothingToRead()
  const { createWorker, OEM } = await import('tesseract.js')
  let page = 1
  const worker = await createWorker(OCR_LANGS.split('+'), OEM.LSTM_ONLY, {
    workerPath: assetUrl('worker.min.js'),
    corePath: assetUrl('core/'),
    langPath: assetUrl('lang'),
    workerBlobURL: false,
    gzip: true,
    logger: (m) =>
      onProgress({
        stage: m.status === 'recognizing text' ? 'recognizing' : 'loading',
        progress: m.progress,
        page,
        pages: pages.length,
      }),
  })
  try {
    const lines: OcrLine[] = []
    const texts: string[] = []
    for (const image of pages) {
      const { data } = await worker.recognize(image, {}, { text: true, blocks: true })
      texts.push(tidyOcrText(data.text.trim()))
      for (const block of data.blocks ?? [])
        for (const paragraph of block.paragraphs)
          for (const line of paragraph.lines) {
            const text = tidyOcrText(line.text.trim())
            if (!text) continue
            lines.push({
              text,
              confidence: round(line.confidence),
              words: line.words.map((w) => ({ text: w.text, confidence: round(w.confidence) })),
            })
          }
      page += 1
    }
    return { text: texts.filter(Boolean).join('\n\n'), lines, langs: OCR_LANGS }
  } finally {
    await worker.terminate()
  }
}
