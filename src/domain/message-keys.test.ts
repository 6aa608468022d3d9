import { describe, it, expect } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import zh from '../i18n/locales/zh-CN/validation.json'
import en from '../i18n/locales/en/validation.json'

// Keys are plain strings in the domain modules, so a typo would only show up as a raw key on screen.
const domainDir = import.meta.dirname
const referencedKeys = new Set(
  readdirSync(domainDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(join(domainDir, file), 'utf8').matchAll(/'validation:(\w+)'/g)].map((m) => m[1] ?? ''),
    ),
)

describe('validation messages', () => {
  it('finds the keys the modules use', () => {
    expect(referencedKeys.has('required')).toBe(true)
    expect(referencedKeys.has('niceFormat')).toBe(true)
  })
  it.each([
    ['zh-CN', zh],
    ['en', en],
  ] as const)('%s defines every referenced key with a non-empty message', (_lang, messages) => {
    const missing = [...referencedKeys].filter((key) => !(key in messages))
    expect(missing).toEqual([])
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('')
  })
  it('zh-CN and en carry the same keys', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort())
  })
})
