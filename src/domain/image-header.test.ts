import { describe, expect, it } from 'vitest'
import { imageFormat, readImageHeader } from './image-header'

/** The first bytes of a PNG: signature and IHDR with the given size. */
function pngHead(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  bytes[24] = 8
  bytes[25] = 2
  return bytes
}

/** A JPEG head: SOI, an APP0 segment, a DQT-like segment, then a frame header (SOF0 or SOF2). */
function jpegHead(width: number, height: number, sof = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]
  const dqt = [0xff, 0xdb, 0x00, 0x04, 0x00, 0x01]
  const sofSeg = [
    0xff,
    sof,
    0x00,
    0x11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]
  return Uint8Array.from([0xff, 0xd8, ...app0, ...dqt, ...sofSeg])
}

describe('readImageHeader', () => {
  it('reads the size of a PNG', () => {
    expect(readImageHeader(pngHead(800, 600))).toEqual({ format: 'png', width: 800, height: 600 })
  })

  it('reads the size of baseline and progressive JPEGs past other segments', () => {
    expect(readImageHeader(jpegHead(1024, 400))).toEqual({ format: 'jpeg', width: 1024, height: 400 })
    expect(readImageHeader(jpegHead(300, 299, 0xc2))).toEqual({ format: 'jpeg', width: 300, height: 299 })
  })

  it('does not take a Huffman table segment for a frame', () => {
    const dht = [0xff, 0xc4, 0x00, 0x05, 0, 0, 0]
    const head = jpegHead(500, 500)
    const bytes = Uint8Array.from([...head.slice(0, 2), ...dht, ...head.slice(2)])
    expect(readImageHeader(bytes)).toEqual({ format: 'jpeg', width: 500, height: 500 })
  })

  it('names other image formats without a size, and nothing for other files', () => {
    expect(readImageHeader(new TextEncoder().encode('GIF89a…'))?.format).toBe('gif')
    expect(readImageHeader(Uint8Array.from([0x42, 0x4d, 0, 0]))?.format).toBe('bmp')
    expect(readImageHeader(Uint8Array.from([0x49, 0x49, 0x2a, 0]))?.format).toBe('tiff')
    expect(readImageHeader(new TextEncoder().encode('%PDF-1.4'))).toBeNull()
    expect(readImageHeader(pngHead(1, 1).slice(0, 20))).toBeNull()
    expect(readImageHeader(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull()
  })
})

describe('imageFormat', () => {
  it('names the format from the signature alone, without the size', () => {
    expect(imageFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg')
    expect(imageFormat(pngHead(1, 1).subarray(0, 8))).toBe('png')
    expect(imageFormat(new TextEncoder().encode('%PDF-1.4'))).toBeNull()
  })
})
