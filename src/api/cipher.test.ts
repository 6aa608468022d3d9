import { createCipheriv } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decryptBody, encryptBody, shouldEncrypt } from './cipher'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('cipher', () => {
  it('round-trips a value with Chinese text', () => {
    const value = { name: '商标名称', list: [1, '二', { 三: true }], note: 'émoji 🚀' }
    const { cipherTextData } = encryptBody(value)
    expect(cipherTextData).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(decryptBody(cipherTextData)).toEqual(value)
  })

  it("matches Node's aes-128-cbc byte for byte", () => {
    const value = { account: '测试用户', password: 'p@ss word', page: 1 }
    const cipher = createCipheriv(
      'aes-128-cbc',
      Buffer.from(import.meta.env.VITE_CIPHER_KEY as string, 'utf8'),
      Buffer.from(import.meta.env.VITE_CIPHER_IV as string, 'utf8'),
    )
    const expected = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]).toString(
      'base64',
    )
    expect(import.meta.env.VITE_CIPHER_KEY).toBe('test-key-16bytes')
    expect(encryptBody(value).cipherTextData).toBe(expected)
  })

  it('names the variable when the key or IV is missing or not 16 bytes', () => {
    vi.stubEnv('VITE_CIPHER_KEY', '')
    expect(() => encryptBody({})).toThrow(/VITE_CIPHER_KEY/)
    vi.stubEnv('VITE_CIPHER_KEY', 'too-short')
    expect(() => encryptBody({})).toThrow(/VITE_CIPHER_KEY.*16 bytes/)
    vi.unstubAllEnvs()
    vi.stubEnv('VITE_CIPHER_IV', '一二三四五六') // 18 bytes of UTF-8
    expect(() => decryptBody('AAAA')).toThrow(/VITE_CIPHER_IV/)
  })

  it('encrypts always, never, or on https pages only', () => {
    vi.stubEnv('VITE_ENCRYPT', 'always')
    expect(shouldEncrypt()).toBe(true)
    expect(shouldEncrypt('http:')).toBe(true)
    vi.stubEnv('VITE_ENCRYPT', 'never')
    expect(shouldEncrypt('https:')).toBe(false)
    vi.stubEnv('VITE_ENCRYPT', 'auto')
    expect(shouldEncrypt('https:')).toBe(true)
    expect(shouldEncrypt('http:')).toBe(false)
    expect(shouldEncrypt()).toBe(location.protocol === 'https:')
  })
})
