// The utif package (TIFF decoder) ships no types; this declares the three calls the query image uses.
declare module 'utif' {
  /** One image file directory of a TIFF: its tags, plus width and height once decoded. */
  export interface Ifd {
    width?: number
    height?: number
    [tag: string]: unknown
  }
  export function decode(buffer: ArrayBuffer): Ifd[]
  export function decodeImage(buffer: ArrayBuffer, ifd: Ifd, ifds?: Ifd[]): void
  export function toRGBA8(ifd: Ifd): Uint8Array
  export function encodeImage(rgba: ArrayBuffer | Uint8Array, width: number, height: number): ArrayBuffer
  const UTIF: {
    decode: typeof decode
    decodeImage: typeof decodeImage
    toRGBA8: typeof toRGBA8
    encodeImage: typeof encodeImage
  }
  export default UTIF
}
