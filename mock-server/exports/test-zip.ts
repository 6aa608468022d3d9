/**
 * Reads the entries of a zip (xlsx/docx) in Node tests, so a test can look inside a generated document
 * without another dependency. Test-only: it uses node:zlib.
 */
import { inflateRawSync } from 'node:zlib'

export const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]

/** Entry name → bytes, read through the central directory. */
export function readZip(bytes: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = bytes.length - 22
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--
  if (end < 0) throw new Error('not a zip: no end of central directory')
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const entries = new Map<string, Uint8Array>()
  for (let k = 0; k < count; k++) {
    const method = view.getUint16(at + 10, true)
    const size = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const extra = view.getUint16(at + 30, true)
    const comment = view.getUint16(at + 32, true)
    const local = view.getUint32(at + 42, true)
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength))
    const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    const raw = bytes.subarray(dataAt, dataAt + size)
    entries.set(name, method === 0 ? raw : new Uint8Array(inflateRawSync(raw)))
    at += 46 + nameLength + extra + comment
  }
  return entries
}

export const entryText = (entries: Map<string, Uint8Array>, name: string) =>
  new TextDecoder().decode(entries.get(name) ?? new Uint8Array())
