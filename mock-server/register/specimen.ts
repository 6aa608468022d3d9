import { lensGeometry } from './specimen-grid'
import { SPECIMEN_SIZE, specimenDesign, type FontStyle, type Shape } from './specimen-design'
import type { RegisterMark } from './types'

const FONT_FAMILIES: Record<FontStyle, string> = {
  sans: "'PingFang SC','Microsoft YaHei','Noto Sans SC','Helvetica Neue',Arial,sans-serif",
  serif: "'Songti SC',SimSun,'Noto Serif SC',Georgia,'Times New Roman',serif",
  brush: "'Kaiti SC',KaiTi,STKaiti,'Brush Script MT',cursive",
  rounded: "'Yuanti SC','Arial Rounded MT Bold','Nunito','Varela Round',sans-serif",
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`)

function element(shape: Shape): string {
  switch (shape.kind) {
    case 'circle':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.fill}"/>`
    case 'ring':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="none" stroke="${shape.fill}" stroke-width="${shape.width}"/>`
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" rx="${shape.rx}" fill="${shape.fill}"/>`
    case 'polygon':
      return `<polygon points="${shape.points.join(' ')}" fill="${shape.fill}"/>`
    case 'lens': {
      const { radius } = lensGeometry(shape.length, shape.width)
      const half = shape.length / 2
      const r = Math.round(radius * 10) / 10
      const d = `M${-half} 0A${r} ${r} 0 0 1 ${half} 0A${r} ${r} 0 0 1 ${-half} 0Z`
      return `<path d="${d}" transform="translate(${shape.cx} ${shape.cy}) rotate(${shape.angle})" fill="${shape.fill}"/>`
    }
    case 'text': {
      const weight = shape.font === 'brush' ? 400 : 700
      return (
        `<text x="${shape.x}" y="${shape.y}" font-size="${shape.size}" font-family="${FONT_FAMILIES[shape.font]}" ` +
        `font-weight="${weight}" text-anchor="middle" textLength="${shape.width}" lengthAdjust="spacingAndGlyphs" ` +
        `fill="${shape.fill}">${escapeXml(shape.text)}</text>`
      )
    }
  }
}

/** The mark's specimen as a standalone SVG document, drawn from the same design its image hash comes from. */
export function specimenSvg(mark: RegisterMark): string {
  const design = specimenDesign(mark)
  const S = SPECIMEN_SIZE
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">` +
    `<rect width="${S}" height="${S}" fill="${design.background}"/>` +
    design.shapes.map(element).join('') +
    '</svg>'
  )
}

/** The specimen as a data URL, ready for an <img src>. */
export function specimenDataUrl(mark: RegisterMark): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(specimenSvg(mark))}`
}
