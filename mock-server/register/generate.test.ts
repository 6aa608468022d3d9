import { beforeAll, describe, expect, it } from 'vitest'
import { addBusinessDays } from '../../src/domain/clock'
import { addMonths, isIsoDate, parseIsoDate, toIsoDate } from '../../src/domain/dates'
import {
  currentTerm,
  generateRegister,
  REGISTER_START,
  REGISTER_TODAY,
  RENEWAL_ODDS,
  type GeneratedRegister,
} from './generate'
import { hashString } from './prng'
import { specimenDataUrl, specimenSvg } from './specimen'
import { dHashFromGray } from './specimen-grid'
import { markById, partyById } from './index'
import type { RegisterClass, RegisterMark } from './types'

let register: GeneratedRegister
const share = (count: number, total: number) => count / total
const anniversary = (registered: string, term: number) =>
  toIsoDate(addMonths(parseIsoDate(registered)!, 120 * term))
/** The terms up to a mark's expiry: each starts on a tenth anniversary and ends the business day before the next. */
const termsOf = (m: RegisterMark) => {
  const terms: { starts: string; ends: string }[] = []
  if (!m.registrationDate) return terms
  for (let k = 0; k < 5; k++) {
    const ends = addBusinessDays(anniversary(m.registrationDate, k + 1), -1)
    terms.push({ starts: anniversary(m.registrationDate, k), ends })
    if (ends === m.expiryDate) return terms
  }
  return []
}

beforeAll(() => {
  register = generateRegister()
}, 30_000)

describe('generateRegister', () => {
  it('holds at least 50,000 marks with unique ids and resolvable parties', () => {
    const { marks, parties } = register
    expect(marks.length).toBeGreaterThanOrEqual(50_000)
    expect(new Set(marks.map((m) => m.id)).size).toBe(marks.length)
    const partyIds = new Set(parties.map((p) => p.id))
    expect(
      marks.every((m) => partyIds.has(m.applicantId) && (m.agentId === null || partyIds.has(m.agentId))),
    ).toBe(true)
    expect(new Set(marks.map((m) => m.agentId).filter(Boolean)).size).toBeGreaterThan(150)
    expect(share(marks.filter((m) => m.agentId).length, marks.length)).toBeGreaterThan(0.7)
  })

  it('is deterministic for a seed and differs across seeds', () => {
    const again = generateRegister({ size: 2_000 })
    const small = generateRegister({ size: 2_000 })
    expect(again.marks[0]).toEqual(small.marks[0])
    expect(again.marks.at(-1)).toEqual(small.marks.at(-1))
    const fingerprint = (r: GeneratedRegister) =>
      hashString(r.marks.map((m) => m.id + m.name + m.imageHash).join())
    expect(fingerprint(again)).toBe(fingerprint(small))
    expect(fingerprint(generateRegister({ size: 2_000, seed: 7 }))).not.toBe(fingerprint(small))
  })

  it('keeps filing < publication < registration inside 1995–2026, each term ending the day before ten years on', () => {
    const incoherent = register.marks.filter((m) => {
      const dates = [m.filingDate, m.publicationDate, m.registrationDate].filter(
        (d): d is string => d !== null,
      )
      const ordered = dates.every((d, i) => i === 0 || dates[i - 1]! < d)
      const inRange = dates.every((d) => isIsoDate(d) && d >= REGISTER_START && d <= REGISTER_TODAY)
      const priorityOk = m.priorityDate === null || m.priorityDate < m.filingDate
      // The current term: the first, or a later one whose renewal (on its first day) is on record by today.
      const terms = termsOf(m)
      const started = terms.length > 0 && terms.at(-1)!.starts <= REGISTER_TODAY
      return !ordered || !inRange || !priorityOk || (m.registrationDate !== null && !started)
    })
    expect(incoherent.map((m) => m.id)).toEqual([])
    expect(register.marks.filter((m) => !m.registrationDate && m.expiryDate).map((m) => m.id)).toEqual([])
  })

  it('renews about three registrations in five at the end of each term, and invalidates only the lapsed', () => {
    const { marks } = register
    // Every registration whose first (or second) term's renewal would be on record by today had the choice.
    const renewedShare = (term: number) => {
      const due = marks.filter(
        (m) => m.registrationDate && anniversary(m.registrationDate, term) <= REGISTER_TODAY,
      )
      return share(due.filter((m) => termsOf(m).length > term).length, due.length)
    }
    expect(renewedShare(1)).toBeGreaterThan(0.55)
    expect(renewedShare(1)).toBeLessThan(0.65)
    // Of those renewed once, about as many again renewed at the end of the second term.
    const second = marks.filter(
      (m) => termsOf(m).length > 1 && anniversary(m.registrationDate!, 2) <= REGISTER_TODAY,
    )
    expect(share(second.filter((m) => termsOf(m).length > 2).length, second.length)).toBeGreaterThan(0.5)
    expect(share(second.filter((m) => termsOf(m).length > 2).length, second.length)).toBeLessThan(0.7)
    // A renewed registration is invalid only when its last term ended unrenewed more than six months ago; a
    // renewed one in its current term (or its grace period) is registered.
    const renewed = marks.filter((m) => termsOf(m).length > 1)
    expect(renewed.length).toBeGreaterThan(1_000)
    const graceOver = (m: RegisterMark) =>
      toIsoDate(addMonths(parseIsoDate(m.expiryDate!)!, 6)) < REGISTER_TODAY
    const wrong = renewed.filter((m) => ([2, 9].includes(m.status) ? !graceOver(m) : graceOver(m)))
    expect(wrong.map((m) => m.id)).toEqual([])
    expect(renewed.some((m) => m.status === 2)).toBe(true)
    expect(renewed.some((m) => m.status === 1 && termsOf(m).length > 2)).toBe(true)
    // Decided from the mark id alone (the build's stream is left as drawn): the same answer for the same mark,
    // whatever the status drawn for it; never renewed, the registration lapses after its first term.
    const old = renewed.find((m) => m.status === 1 && m.registrationDate! < '2000-01-01')!
    const odds = RENEWAL_ODDS[partyById(old.applicantId)!.kind]
    expect(currentTerm(old.id, old.registrationDate, 2, odds)).toEqual({
      status: 1,
      expiryDate: old.expiryDate,
    })
    expect(currentTerm(old.id, old.registrationDate, 1, odds)).toEqual({
      status: 1,
      expiryDate: old.expiryDate,
    })
    expect(currentTerm(old.id, old.registrationDate, 2, 0)).toEqual({
      status: 2,
      expiryDate: addBusinessDays(anniversary(old.registrationDate!, 1), -1),
    })
    expect(currentTerm(old.id, null, 6, odds)).toEqual({ status: 6, expiryDate: null })
  })

  it('gives statuses by country in believable proportions, with dates that fit them', () => {
    const { marks } = register
    const china = marks.filter((m) => m.country === 'CN')
    expect(china.every((m) => m.status >= 1 && m.status <= 8)).toBe(true)
    expect(marks.filter((m) => m.country !== 'CN').every((m) => m.status >= 9 && m.status <= 12)).toBe(true)
    const counts = new Map<number, number>()
    for (const m of china) counts.set(m.status, (counts.get(m.status) ?? 0) + 1)
    const registered = counts.get(1) ?? 0
    expect([...counts.entries()].every(([status, n]) => status === 1 || n < registered)).toBe(true)
    expect(counts.size).toBe(8)
    expect(marks.filter((m) => [1, 7, 10].includes(m.status)).every((m) => m.registrationDate !== null)).toBe(
      true,
    )
    expect(
      marks.filter((m) => [3, 4, 5, 6, 11, 12].includes(m.status)).every((m) => m.registrationDate === null),
    ).toBe(true)
    const cnShare = share(china.length, marks.length)
    expect(cnShare).toBeGreaterThan(0.6)
    expect(cnShare).toBeLessThan(0.8)
    for (const code of ['US', 'EM', 'JP', 'KR', 'HK', 'GB', 'WO'])
      expect(marks.some((m) => m.country === code)).toBe(true)
  })

  it('numbers applications in each office format', () => {
    const wrong = register.marks.filter(
      (m) =>
        (m.country === 'CN' && !/^\d{8}$/.test(m.applicationNo)) ||
        (m.country === 'WO' && !/^G\d{7}$/.test(m.applicationNo)) ||
        (m.registrationNo === '') !== (m.registrationDate === null),
    )
    expect(wrong.map((m) => m.id)).toEqual([])
  })

  it('draws figurative marks with Vienna codes and no name, word marks with a name and no codes', () => {
    const wrong = register.marks.filter((m) => {
      const codes = m.viennaCodes.length
      const shaped = m.kind === 'word' ? codes === 0 : codes >= 1 && codes <= 3
      const named = m.kind === 'figurative' ? m.name === '' : m.name !== ''
      return !shaped || !named || !m.viennaCodes.every((c) => /^\d{1,2}\.\d{1,2}\.\d{1,2}$/.test(c))
    })
    expect(wrong.map((m) => m.id)).toEqual([])
    expect(register.marks.filter((m) => m.kind === 'figurative').length).toBeGreaterThan(3_000)
  })

  it('lists 1–3 Nice classes, each with 2–6 goods in both languages', () => {
    const classOk = (c: RegisterClass) =>
      /^(0[1-9]|[1-3]\d|4[0-5])$/.test(c.no) &&
      c.goodsZh.length >= 2 &&
      c.goodsZh.length <= 6 &&
      c.goodsEn.length === c.goodsZh.length &&
      c.goodsZh.every((g) => /[\u4e00-\u9fff]/.test(g)) &&
      c.goodsEn.every((g) => /^[a-zA-Z0-9]/.test(g))
    const wrong = register.marks.filter(
      (m) => m.classes.length < 1 || m.classes.length > 3 || !m.classes.every(classOk),
    )
    expect(wrong.map((m) => m.id)).toEqual([])
    expect(new Set(register.marks.flatMap((m) => m.classes.map((c) => c.no))).size).toBe(45)
  })

  it('gives Chinese names their pinyin and every mark a 16-hex image hash', () => {
    const chinese = register.marks.filter((m) => /[\u4e00-\u9fff]/.test(m.name))
    expect(chinese.length).toBeGreaterThan(10_000)
    expect(chinese.every((m) => /^[a-zü]+( [a-zü]+)+$/.test(m.pinyin))).toBe(true)
    expect(register.marks.find((m) => m.name === '华为')?.pinyin ?? 'hua wei').toBe('hua wei')
    expect(register.marks.every((m) => /^[0-9a-f]{16}$/.test(m.imageHash))).toBe(true)
    expect(new Set(register.marks.map((m) => m.imageHash)).size).toBeGreaterThan(5_000)
  })

  it('keeps parties consistent: bilingual names and addresses, Chinese parties in China', () => {
    const wrong = register.parties.filter(
      (p) =>
        !(p.nameZh && p.nameEn && p.addressZh && p.addressEn && p.country) ||
        (p.country === 'CN' && !/^(.{2,3}省|.{2,3}自治区|北京市|上海市|天津市|重庆市)/.test(p.addressZh)) ||
        (p.country === 'US' && !p.addressEn.endsWith('United States')),
    )
    expect(wrong.map((p) => p.id)).toEqual([])
    expect(register.parties.some((p) => p.kind === 'person')).toBe(true)
  })
})

describe('specimens and lookups', () => {
  it('renders every kind of mark as an SVG document', () => {
    const samples = ['word', 'figurative', 'combined'].map((kind) =>
      register.marks.find((m) => m.kind === kind)!,
    )
    for (const mark of samples) {
      const svg = specimenSvg(mark)
      expect(svg.startsWith('<svg')).toBe(true)
      expect(svg.endsWith('</svg>')).toBe(true)
      expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull()
      expect(specimenSvg(mark)).toBe(svg)
      expect(specimenDataUrl(mark)).toMatch(/^data:image\/svg\+xml/)
    }
    const word = samples[0]!
    expect(specimenSvg(word)).toContain(`>${word.name}</text>`)
  })

  it('hashes a gray grid by horizontal differences', () => {
    const ramp = Array.from({ length: 72 }, (_, i) => 255 - (i % 9) * 20)
    expect(dHashFromGray(ramp)).toBe('ffffffffffffffff')
    expect(dHashFromGray(ramp.map((v) => 255 - v))).toBe('0000000000000000')
  })

  it('looks marks and parties up by id', () => {
    const mark = markById('TM0000042')
    expect(mark?.id).toBe('TM0000042')
    expect(markById('TM9999999')).toBeUndefined()
    expect(partyById(mark!.applicantId)?.id).toBe(mark!.applicantId)
  })
})
