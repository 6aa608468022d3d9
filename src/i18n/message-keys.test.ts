import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resources } from './resources'

/*
 * A key in a typed position (a MessageKey, an argument of t()) is checked by the compiler. Libraries that take
 * a message as a plain string are not: zod's `error`, react-hook-form's rules, the mock server's replies. This
 * finds every key written as a literal ('validation:required', 'benefits:rules.cvv') anywhere in the sources,
 * typed or not, and looks it up in both languages, so a typo there fails here instead of showing a raw key.
 */
const root = join(import.meta.dirname, '..', '..')
const namespaces = Object.keys(resources['zh-CN'])
// A whole quoted literal ending in a word: template literals (`${…}`) are left to the compiler, whose parts
// are typed, and prefixes ('registration:issues.') are no keys.
const KEY = new RegExp(`['"](${namespaces.join('|')}):([\\w.-]*\\w)['"]`, 'g')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts')
      ? [path]
      : []
  })
}

const found = new Map<string, string>()
for (const file of [...sources(join(root, 'src')), ...sources(join(root, 'mock-server'))]) {
  for (const m of readFileSync(file, 'utf8').matchAll(KEY)) found.set(`${m[1]}:${m[2]}`, relative(root, file))
}

const PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other']
function has(words: Record<string, unknown>, key: string): boolean {
  const [ns = '', path = ''] = key.split(':')
  const parts = path.split('.')
  const last = parts.pop() ?? ''
  const parent = parts.reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], words[ns])
  if (typeof parent !== 'object' || parent === null) return false
  const leaves = parent as Record<string, unknown>
  return typeof leaves[last] === 'string' || PLURALS.some((p) => typeof leaves[`${last}_${p}`] === 'string')
}

describe('translation keys written as literals', () => {
  it('finds the keys of the schemas, the rules and the mock server', () => {
    expect(found.get('validation:required')).toBeDefined()
    expect(found.get('benefits:rules.cardNumber')).toBe('src/domain/bank-card.ts')
    expect(found.get('validation:niceFormat')).toBe('src/domain/validation.ts')
    expect([...found.values()].some((file) => file.startsWith('mock-server/'))).toBe(true)
  })

  it.each(['zh-CN', 'en'] as const)('names only words %s has', (lang) => {
    const words = resources[lang] as Record<string, unknown>
    const missing = [...found].filter(([key]) => !has(words, key)).map(([key, file]) => `${key} (${file})`)
    expect(missing).toEqual([])
  })

  it('tells a missing key from a present one', () => {
    expect(has(resources.en, 'validation:required')).toBe(true)
    expect(has(resources.en, 'validation:nope')).toBe(false)
    // A plural key is written without its suffix (expiresIn_one, expiresIn_other).
    expect(has(resources.en, 'benefits:expiresIn')).toBe(true)
  })
})
