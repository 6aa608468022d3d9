import { businessDateTime } from '../../src/domain/clock'
import { utf8 } from './bytes'

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 (IEEE 802.3), as ZIP stores it. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

export interface ZipEntry {
  name: string
  bytes: Uint8Array
  date?: Date
}

/**
 * The DOS date and time of a ZIP entry. The format has no time zone (unzip tools show the fields as written),
 * so they are Beijing wall-clock time, like every other date the portal shows, not the machine's zone.
 */
function dosDateTime(date: Date): { time: number; day: number } {
  const stamp = businessDateTime(date) // 'YYYY-MM-DD HH:mm:ss'
  const field = (from: number) => Number(stamp.slice(from, from === 0 ? 4 : from + 2))
  const year = Math.max(1980, field(0))
  return {
    time: (field(11) << 11) | (field(14) << 5) | Math.floor(field(17) / 2),
    day: ((year - 1980) << 9) | (field(5) << 5) | field(8),
  }
}

/**
 * A ZIP archive with every entry STOREd (no compression): enough for a download bundle, and readable by every
 * unzip tool. Names are UTF-8 (general purpose flag bit 11), so Chinese file names survive.
 */
export function buildZip(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  const used = new Set<string>()
  for (const entry of entries) {
    const name = uniqueName(entry.name, used)
    const nameBytes = utf8(name)
    const crc = crc32(entry.bytes)
    const size = entry.bytes.length
    const { time, day } = dosDateTime(entry.date ?? new Date())

    const local = new Uint8Array(30 + nameBytes.length + size)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true)
    lv.setUint16(6, 0x0800, true)
    lv.setUint16(8, 0, true)
    lv.setUint16(10, time, true)
    lv.setUint16(12, day, true)
    lv.setUint32(14, crc, true)
    lv.setUint32(18, size, true)
    lv.setUint32(22, size, true)
    lv.setUint16(26, nameBytes.length, true)
    lv.setUint16(28, 0, true)
    local.set(nameBytes, 30)
    local.set(entry.bytes, 30 + nameBytes.length)

    const central = new Uint8Array(46 + nameBytes.length)
    const cv = new DataView(central.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, 20, true)
    cv.setUint16(6, 20, true)
    cv.setUint16(8, 0x0800, true)
    cv.setUint16(10, 0, true)
    cv.setUint16(12, time, true)
    cv.setUint16(14, day, true)
    cv.setUint32(16, crc, true)
    cv.setUint32(20, size, true)
    cv.setUint32(24, size, true)
    cv.setUint16(28, nameBytes.length, true)
    cv.setUint32(42, offset, true)
    central.set(nameBytes, 46)

    locals.push(local)
    centrals.push(central)
    offset += local.length
  }
  const centralSize = centrals.reduce((sum, c) => sum + c.length, 0)
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, entries.length, true)
  ev.setUint16(10, entries.length, true)
  ev.setUint32(12, centralSize, true)
  ev.setUint32(16, offset, true)

  const out = new Uint8Array(offset + centralSize + end.length)
  let at = 0
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at)
    at += part.length
  }
  return out
}

// Two uploads called "licence.pdf" must not overwrite each other when unzipped.
function uniqueName(name: string, used: Set<string>): string {
  let candidate = name
  const dot = name.lastIndexOf('.')
  const stem = dot > 0 ? name.slice(0, dot) : name
  const ext = dot > 0 ? name.slice(dot) : ''
  for (let n = 2; used.has(candidate); n++) candidate = `${stem} (${n})${ext}`
  used.add(candidate)
  return candidate
}
