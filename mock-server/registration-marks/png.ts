/**
 * A small PNG encoder and decoder for the mock's trademark specimens. Generated specimens are palette or
 * grey images compressed with zlib (the platform's CompressionStream), so an 800 × 800 specimen stays a few
 * tens of kilobytes in the mock's saved data. The decoder reads what browsers and the encoder write
 * (non-interlaced, bit depth 8, or 1–4 for grey and palette images); the browser's own decoder handles
 * everything else when it is there (pixels.ts).
 */
import { crc32 } from '../reference-data/zip'

export interface PngImage {
  width: number
  height: number
  /** 0 grey, 3 palette. */
  colorType: 0 | 3
  bitDepth: 1 | 2 | 4 | 8
  /** One sample per pixel, row by row: grey levels (0 … 2^bitDepth − 1) or palette indexes. */
  samples: Uint8Array
  /** RGB triples, for palette images. */
  palette?: readonly (readonly [number, number, number])[]
}

/** Pixels as RGBA bytes, row by row. */
export interface RgbaPixels {
  width: number
  height: number
  rgba: Uint8Array | Uint8ClampedArray
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

async function drain(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  // Read by hand: Mirage replaces the global Response, so `new Response(stream)` is not to be trusted here.
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    total += value.length
  }
  const out = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.length
  }
  return out
}

async function through(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const writer = stream.writable.getWriter()
  // Not awaited: the readable side must be drained while the writer still writes, or both wait forever.
  const written = writer.write(new Uint8Array(bytes)).then(() => writer.close())
  const [out] = await Promise.all([drain(stream.readable), written])
  return out
}

function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (let i = 0; i < bytes.length; i += 5552) {
    const end = Math.min(bytes.length, i + 5552)
    for (let j = i; j < end; j++) {
      a += bytes[j]!
      b += a
    }
    a %= 65521
    b %= 65521
  }
  return ((b << 16) | a) >>> 0
}

/** zlib without compression (stored blocks), for a platform without CompressionStream. */
function storedZlib(bytes: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(bytes.length / 65535))
  const out = new Uint8Array(2 + bytes.length + blocks * 5 + 4)
  out[0] = 0x78
  out[1] = 0x01
  let at = 2
  for (let i = 0; i < blocks; i++) {
    const part = bytes.subarray(i * 65535, Math.min(bytes.length, (i + 1) * 65535))
    out[at] = i === blocks - 1 ? 1 : 0
    out[at + 1] = part.length & 255
    out[at + 2] = part.length >> 8
    out[at + 3] = ~part.length & 255
    out[at + 4] = (~part.length >> 8) & 255
    out.set(part, at + 5)
    at += 5 + part.length
  }
  new DataView(out.buffer).setUint32(at, adler32(bytes))
  return out
}

export async function zlibDeflate(bytes: Uint8Array): Promise<Uint8Array> {
  if (typeof CompressionStream === 'undefined') return storedZlib(bytes)
  return through(bytes, new CompressionStream('deflate'))
}

export async function zlibInflate(bytes: Uint8Array): Promise<Uint8Array> {
  if (typeof DecompressionStream === 'undefined') throw new Error('no DecompressionStream')
  return through(bytes, new DecompressionStream('deflate'))
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

/** Packs samples into scanlines with filter type 0: flat specimens compress best unfiltered. */
function scanlines({ width, height, bitDepth, samples }: PngImage): Uint8Array {
  const rowBytes = Math.ceil((width * bitDepth) / 8)
  const raw = new Uint8Array(height * (rowBytes + 1))
  const perByte = 8 / bitDepth
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1) + 1
    for (let x = 0; x < width; x++) {
      const value = samples[y * width + x]!
      if (bitDepth === 8) raw[row + x] = value
      else {
        const shift = 8 - bitDepth * ((x % perByte) + 1)
        raw[row + Math.floor(x / perByte)]! |= value << shift
      }
    }
  }
  return raw
}

/** Encodes a grey or palette image as a PNG file. */
export async function encodePng(image: PngImage): Promise<Uint8Array> {
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, image.width)
  view.setUint32(4, image.height)
  header[8] = image.bitDepth
  header[9] = image.colorType
  const parts = [Uint8Array.from(SIGNATURE), chunk('IHDR', header)]
  if (image.colorType === 3) {
    const palette = image.palette ?? []
    parts.push(chunk('PLTE', Uint8Array.from(palette.flatMap((c) => [c[0], c[1], c[2]]))))
  }
  parts.push(chunk('IDAT', await zlibDeflate(scanlines(image))))
  parts.push(chunk('IEND', new Uint8Array(0)))
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

function unfilter(data: Uint8Array, height: number, rowBytes: number, bpp: number): Uint8Array | null {
  const out = new Uint8Array(height * rowBytes)
  for (let y = 0; y < height; y++) {
    const filter = data[y * (rowBytes + 1)]
    const src = y * (rowBytes + 1) + 1
    const dst = y * rowBytes
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[src + x] ?? 0
      const a = x >= bpp ? out[dst + x - bpp]! : 0
      const b = y > 0 ? out[dst - rowBytes + x]! : 0
      const c = x >= bpp && y > 0 ? out[dst - rowBytes + x - bpp]! : 0
      let value: number
      if (filter === 0) value = raw
      else if (filter === 1) value = raw + a
      else if (filter === 2) value = raw + b
      else if (filter === 3) value = raw + ((a + b) >> 1)
      else if (filter === 4) value = raw + paeth(a, b, c)
      else return null
      out[dst + x] = value & 255
    }
  }
  return out
}

const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }

/**
 * Decodes a non-interlaced PNG into RGBA (transparent pixels over white, as a specimen is printed), or null
 * when the file uses what this decoder leaves to the browser (interlacing, 16-bit samples).
 */
export async function decodePng(bytes: Uint8Array): Promise<RgbaPixels | null> {
  if (!SIGNATURE.every((b, i) => bytes[i] === b)) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = 8
  let width = 0
  let height = 0
  let bitDepth = 0
  let colorType = 0
  let interlace = 0
  let palette: Uint8Array = new Uint8Array(0)
  let alphas: Uint8Array = new Uint8Array(0)
  const idat: Uint8Array[] = []
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    const data = bytes.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = view.getUint32(at + 8)
      height = view.getUint32(at + 12)
      bitDepth = data[8] ?? 0
      colorType = data[9] ?? 0
      interlace = data[12] ?? 0
    } else if (type === 'PLTE') palette = data
    else if (type === 'tRNS') alphas = data
    else if (type === 'IDAT') idat.push(data)
    else if (type === 'IEND') break
    at += 12 + length
  }
  const channels = CHANNELS[colorType]
  if (!width || !height || !channels || interlace !== 0 || bitDepth > 8) return null
  if (bitDepth !== 8 && colorType !== 0 && colorType !== 3) return null
  const joined = new Uint8Array(idat.reduce((n, d) => n + d.length, 0))
  let offset = 0
  for (const d of idat) {
    joined.set(d, offset)
    offset += d.length
  }
  let inflated: Uint8Array
  try {
    inflated = await zlibInflate(joined)
  } catch {
    return null
  }
  const rowBytes = Math.ceil((width * channels * bitDepth) / 8)
  const data = unfilter(inflated, height, rowBytes, Math.max(1, (channels * bitDepth) >> 3))
  if (!data) return null
  const rgba = new Uint8Array(width * height * 4)
  const max = (1 << bitDepth) - 1
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4
      let r: number
      let g: number
      let b: number
      let a = 255
      if (bitDepth < 8) {
        const bit = x * bitDepth
        const sample = (data[y * rowBytes + (bit >> 3)]! >> (8 - bitDepth - (bit & 7))) & max
        if (colorType === 3) {
          ;[r, g, b] = [palette[sample * 3] ?? 0, palette[sample * 3 + 1] ?? 0, palette[sample * 3 + 2] ?? 0]
          a = alphas[sample] ?? 255
        } else r = g = b = Math.round((sample * 255) / max)
      } else {
        const p = y * rowBytes + x * channels
        if (colorType === 3) {
          const i = data[p]!
          ;[r, g, b] = [palette[i * 3] ?? 0, palette[i * 3 + 1] ?? 0, palette[i * 3 + 2] ?? 0]
          a = alphas[i] ?? 255
        } else if (colorType === 0 || colorType === 4) {
          r = g = b = data[p]!
          if (colorType === 4) a = data[p + 1]!
        } else {
          ;[r, g, b] = [data[p]!, data[p + 1]!, data[p + 2]!]
          if (colorType === 6) a = data[p + 3]!
        }
      }
      rgba[o] = r
      rgba[o + 1] = g
      rgba[o + 2] = b
      rgba[o + 3] = a
    }
  }
  return { width, height, rgba }
}
