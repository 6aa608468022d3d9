import { utf8 } from './bytes'

/**
 * A one-page PDF whose page is a JPEG image (DCTDecode), as a scanner writes it: no text in the PDF, only the
 * picture of the page. The page is A4 wide, as tall as the image's proportions need.
 */
export function buildScannedPdf(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const pageW = 595.28
  const pageH = Math.round(((pageW * height) / width) * 100) / 100
  const draw = `q ${pageW} 0 0 ${pageH} 0 0 cm /Im1 Do Q`
  const parts: (string | Uint8Array)[] = []
  const offsets: number[] = []
  let length = 0
  const push = (part: string | Uint8Array) => {
    parts.push(part)
    length += typeof part === 'string' ? utf8(part).length : part.length
  }
  const object = (n: number, body: string, stream?: Uint8Array) => {
    offsets[n - 1] = length
    push(`${n} 0 obj\n${body}\n`)
    if (stream) {
      push('stream\n')
      push(stream)
      push('\nendstream\n')
    }
    push('endobj\n')
  }
  push('%PDF-1.4\n')
  object(1, '<< /Type /Catalog /Pages 2 0 R >>')
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>')
  object(
    3,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageW} ${pageH}] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>`,
  )
  object(
    4,
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`,
    jpeg,
  )
  object(5, `<< /Length ${draw.length} >>`, utf8(draw))
  const xref = length
  let tail = `xref\n0 6\n0000000000 65535 f \n`
  for (const at of offsets) tail += `${String(at).padStart(10, '0')} 00000 n \n`
  tail += `trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  push(tail)
  const out = new Uint8Array(length)
  let at = 0
  for (const part of parts) {
    const bytes = typeof part === 'string' ? utf8(part) : part
    out.set(bytes, at)
    at += bytes.length
  }
  return out
}
