/** A4 in PDF points (overview §9). */
export const A4_WIDTH_PT = 595.28
export const A4_HEIGHT_PT = 841.89

/** Pages an element of this CSS size needs when scaled to the A4 width. */
export function pagesFor(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 1
  return Math.max(1, Math.ceil((height * A4_WIDTH_PT) / width / A4_HEIGHT_PT - 1e-6))
}

/**
 * Captures an element as an image (html-to-image) and lays it on A4 pages with jsPDF, slicing content taller
 * than a page across pages. Both libraries load only here, on the first export, to keep them out of the pages'
 * bundles. Resolves the page count.
 */
export async function exportElementToPdf(element: HTMLElement, fileName: string): Promise<number> {
  const [{ jsPDF }, { toCanvas }] = await Promise.all([import('jspdf'), import('html-to-image')])
  const width = element.offsetWidth
  const height = element.offsetHeight
  // The sheet uses system fonts: skipping web-font embedding saves most of the capture time.
  const canvas = await toCanvas(element, {
    pixelRatio: 1.5,
    backgroundColor: '#ffffff',
    width,
    height,
    skipFonts: true,
  })
  const pages = pagesFor(width, height)
  // Canvas pixels per PDF page, from the page's share of the element's height.
  const slice = canvas.width * (A4_HEIGHT_PT / A4_WIDTH_PT)
  const pdf = new jsPDF({
    unit: 'pt',
    format: [A4_WIDTH_PT, A4_HEIGHT_PT],
    orientation: 'portrait',
    compress: true,
  })
  const page = document.createElement('canvas')
  page.width = canvas.width
  for (let i = 0; i < pages; i++) {
    const top = Math.round(i * slice)
    const rows = Math.min(Math.round(slice), canvas.height - top)
    page.height = rows
    const ctx = page.getContext('2d')!
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, page.width, rows)
    ctx.drawImage(canvas, 0, top, canvas.width, rows, 0, 0, canvas.width, rows)
    if (i > 0) pdf.addPage([A4_WIDTH_PT, A4_HEIGHT_PT], 'portrait')
    pdf.addImage(
      page.toDataURL('image/jpeg', 0.92),
      'JPEG',
      0,
      0,
      A4_WIDTH_PT,
      (rows * A4_WIDTH_PT) / canvas.width,
    )
  }
  pdf.save(fileName)
  return pages
}
