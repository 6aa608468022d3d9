import { describe, expect, it } from 'vitest'
import { codePointsOf, parseUnicodeRange, subsetFileName, subsetsFor } from './font-subsets'

const CATALOGUE = {
  '[101]': 'U+4e00-4e0f,U+4e3a',
  '[102]': 'U+4e3b-4eff',
  latin: 'U+0000-00FF,U+2212',
  cyrillic: 'U+0400-045F',
}

describe('font subsets', () => {
  it('reads CSS unicode ranges, single points and wildcards', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+0131,U+4E??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x4e00, 0x4eff],
    ])
  })

  it('picks only the files that hold the characters, Latin first', () => {
    const chosen = subsetsFor(codePointsOf(['为 A−1']), CATALOGUE)
    expect([...chosen.keys()]).toEqual(['latin', '[101]'])
    expect(chosen.get('[101]')).toEqual(['为'.codePointAt(0)])
    expect(subsetsFor(codePointsOf(['abc']), CATALOGUE).size).toBe(1)
  })

  it('names the package file of a subset', () => {
    expect(subsetFileName('[106]')).toBe('noto-sans-sc-106-400-normal.woff')
    expect(subsetFileName('latin')).toBe('noto-sans-sc-latin-400-normal.woff')
  })
})
