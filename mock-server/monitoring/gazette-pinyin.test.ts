import { pinyin } from 'pinyin-pro'
import { describe, expect, it } from 'vitest'
import { issueContent } from './gazette'
import { FIRST_LIVING_ISSUE } from './gazette-schedule'
import { fullPinyinLoaded, hanSyllables } from '../register/pinyin'

const HAN = /\p{Script=Han}/u
const read = (text: string) => pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed' })
/**
 * Names read as the name they imitate rather than as pinyin-pro reads them alone: 招商印行, one character off
 * 招商银行, keeps the bank's 行 hang (pinyin-pro reads the new word 印行 yin xing), the likeness that matters.
 */
const READ_AS_THEIR_BASE = ['招商印行']

// The gazette's marks are variants of the register's, the well-known and the demo accounts' names. They are read
// from the names they were made from, so neither the search nor the watches wait for pinyin-pro (about 140 kB
// gzip) on their account (issue 11 §9).
describe("the gazette's names", () => {
  it('are read without pinyin-pro, as pinyin-pro reads them, for a year of issues', () => {
    const names = new Set<string>()
    for (let no = FIRST_LIVING_ISSUE; no < FIRST_LIVING_ISSUE + 48; no++)
      for (const entry of issueContent(no).entries)
        if (entry.section === 'preliminary' && HAN.test(entry.mark.name)) names.add(entry.mark.name)
    expect(fullPinyinLoaded()).toBe(false)
    expect(names.size).toBeGreaterThan(500)
    const differ = [...names].filter((name) => hanSyllables(name).join(' ') !== read(name).join(' '))
    expect(differ.filter((name) => !READ_AS_THEIR_BASE.includes(name))).toEqual([])
    expect(hanSyllables('招商印行')).toEqual(['zhao', 'shang', 'yin', 'hang'])
  })
})
