import { describe, it, expect } from 'vitest'
import { NICE_CLASSES, createNiceClassList, niceClassMatches, niceClassOf } from './nice-classes'

describe('NICE_CLASSES', () => {
  it('lists classes 01–45 in order', () => {
    expect(NICE_CLASSES).toHaveLength(45)
    expect(NICE_CLASSES.map((c) => c.no)).toEqual(
      Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0')),
    )
  })
  it('carries the official NCL 12 headings in English and Chinese', () => {
    expect(niceClassOf('09')?.headingEn).toMatch(
      /^Scientific, research, navigation, surveying, .*; recorded and downloadable media, computer software, .*; fire-extinguishing apparatus\.$/,
    )
    expect(niceClassOf('25')).toMatchObject({
      heading: '服装，鞋，帽。',
      headingEn: 'Clothing, footwear, headwear.',
    })
    expect(niceClassOf('35')).toMatchObject({
      heading: '广告；商业经营、组织和管理；办公事务。',
      headingEn: 'Advertising; business management, organization and administration; office functions.',
    })
    expect(niceClassOf('38')?.headingEn).toBe('Telecommunications services.')
    expect(niceClassOf('42')?.headingEn).toBe(
      'Scientific and technological services and research and design relating thereto; industrial analysis, industrial research and industrial design services; quality control and authentication services; design and development of computer hardware and software.',
    )
    expect(niceClassOf('45')).toMatchObject({
      heading:
        '法律服务；为有形财产和个人提供实体保护的安全服务；交友服务，在线社交网络服务；殡仪服务；临时照看婴孩。',
      headingEn:
        'Legal services; security services for the physical protection of tangible property and individuals; dating services, online social networking services; funerary services; babysitting.',
    })
  })
  it('titles each class with terms of its own heading, the same in both languages', () => {
    for (const c of NICE_CLASSES) {
      // Every character of the Chinese title (but the joining 、和（）) occurs in the Chinese heading ...
      const missingZh = [...c.name].filter((ch) => !'、和（）'.includes(ch) && !c.heading.includes(ch))
      expect(missingZh, `${c.no} ${c.name}`).toEqual([])
      // ... and every word of the English title (by its first six letters) in the English heading.
      const words = c.nameEn.toLowerCase().match(/[a-z’'-]+/g) ?? []
      const missingEn = words
        .filter((w) => !['and', 'of', 'not'].includes(w))
        .filter((w) => !c.headingEn.toLowerCase().includes(w.slice(0, 6)))
      expect(missingEn, `${c.no} ${c.nameEn}`).toEqual([])
    }
    // The old English titles were USPTO's (37 CFR 6.1), not Nice terms, and disagreed with the Chinese ones.
    expect(niceClassOf('28')).toMatchObject({
      name: '游戏器具、玩具和体育用品',
      nameEn: 'Games, toys and sporting articles',
    })
    expect(niceClassOf('45')).toMatchObject({ name: '法律和安全服务', nameEn: 'Legal and security services' })
  })
  it('is found by number, title, heading term or the trade alias', () => {
    const found = (filter: string) => NICE_CLASSES.filter((c) => niceClassMatches(c, filter)).map((c) => c.no)
    expect(found('9')).toEqual(['09', '19', '29', '39'])
    expect(found('09')).toEqual(['09'])
    expect(found('广告销售')).toEqual(['35'])
    expect(found('服装鞋帽')).toEqual(['25'])
    expect(found('babysitting')).toEqual(['45'])
    expect(found('')).toHaveLength(45)
  })
  it('has unique, non-empty names and every flag false', () => {
    expect(new Set(NICE_CLASSES.map((c) => c.name)).size).toBe(45)
    expect(new Set(NICE_CLASSES.map((c) => c.nameEn)).size).toBe(45)
    expect(new Set(NICE_CLASSES.map((c) => c.headingEn)).size).toBe(45)
    expect(new Set(NICE_CLASSES.map((c) => c.heading)).size).toBe(45)
    for (const c of NICE_CLASSES) {
      expect([c.isCheck, c.isQuery, c.show0129, c.chosen0129]).toEqual([false, false, false, false])
    }
  })
  it('is frozen', () => {
    expect(Object.isFrozen(NICE_CLASSES)).toBe(true)
    expect(Object.isFrozen(NICE_CLASSES[0])).toBe(true)
  })
})

describe('createNiceClassList', () => {
  it('returns independent mutable copies', () => {
    const a = createNiceClassList()
    const b = createNiceClassList()
    const first = a[0]
    if (!first) throw new Error('empty list')
    first.isCheck = true
    expect(b[0]?.isCheck).toBe(false)
    expect(NICE_CLASSES[0]?.isCheck).toBe(false)
    expect(a).toHaveLength(45)
  })
})
