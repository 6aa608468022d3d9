import { cbc } from '@noble/ciphers/aes.js'
import { bytesToUtf8, utf8ToBytes } from '@noble/ciphers/utils.js'

/** The shape of an encrypted request body. */
export interface CipherBody {
  cipherTextData: string
}

type CipherVar = 'VITE_CIPHER_KEY' | 'VITE_CIPHER_IV'

/** Reads a 16-byte secret from the environment at call time (so tests can stub it). */
function secret(name: CipherVar): Uint8Array {
  const text: unknown = import.meta.env[name]
  if (typeof text !== 'string' || text === '') {
    throw new Error(`${name} is not set: it must be 16 bytes of UTF-8 text.`)
  }
  const bytes = utf8ToBytes(text)
  if (bytes.length !== 16) {
    throw new Error(`${name} must be 16 bytes of UTF-8 text (it is ${bytes.length}).`)
  }
  return bytes
}

function cipher() {
  return cbc(secret('VITE_CIPHER_KEY'), secret('VITE_CIPHER_IV'))
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return btoa(binary)
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** JSON → UTF-8 → AES-CBC (PKCS#7) → Base64, wrapped as `{ cipherTextData }`. */
export function encryptBody(value: unknown): CipherBody {
  const plain = utf8ToBytes(JSON.stringify(value) ?? 'null')
  return { cipherTextData: bytesToBase64(cipher().encrypt(plain)) }
}

/** The inverse of `encryptBody`: Base64 → AES-CBC → UTF-8 → JSON. */
export function decryptBody<T = unknown>(cipherTextData: string): T {
  const plain = cipher().decrypt(base64ToBytes(cipherTextData))
  return JSON.parse(bytesToUtf8(plain)) as T
}

/**
 * `VITE_ENCRYPT`: always | never | auto (the default: encrypt on https pages only).
 * `protocol` defaults to the page's; it is a parameter so tests can check the https case.
 */
export function shouldEncrypt(
  protocol: string | undefined = typeof location === 'undefined' ? undefined : location.protocol,
): boolean {
  const mode: unknown = import.meta.env.VITE_ENCRYPT
  if (mode === 'always') return true
  if (mode === 'never') return false
  return protocol === 'https:'
}
