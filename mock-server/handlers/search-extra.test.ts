import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MarkGoods, SuccessRate, ViennaCodeInfo } from '../../src/api/schemas/search-extra'
import type { GazetteRef } from '../../src/api/schemas/search-records'
import type { TrademarkDetail } from '../../src/api/schemas/search'
import { getRegister } from '../register'
import { getLookup } from '../search/engine'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'

// TM0000011 PEAKCRAFT: a registered China mark (preliminary publication and registration notices).
const MARK = 'TM0000011'

beforeAll(() => {
  getLookup()
}, 60_000)

afterEach(() => {
  expect(server.schemaViolations).toEqual([])
})

describe('tmInfo/getImageCodeList', () => {
  it('answers the codes whose Chinese or English wording holds the keyword, with their path', async () => {
    const { body } = await callApi<{ total: number; list: ViennaCodeInfo[] }>(
      'tmInfo/getImageCodeList',
      { keyword: 'lion' },
      { token },
    )
    expect(body.code).toBe(200)
    const lions = body.data.list.find((h) => h.code === '3.1.1')!
    expect(lions.nameZh).toBe('狮子')
    expect(lions.path.map((p) => p.code)).toEqual(['3', '3.1'])
    // The same search in Chinese finds the same code; a code-shaped keyword answers the code and those under it.
    const zh = await callApi<{ list: ViennaCodeInfo[] }>(
      'tmInfo/getImageCodeList',
      { keyword: '狮' },
      { token },
    )
    expect(zh.body.data.list.map((h) => h.code)).toContain('3.1.1')
    const byCode = await callApi<{ list: ViennaCodeInfo[] }>(
      'tmInfo/getImageCodeList',
      { keyword: '03.01' },
      { token },
    )
    expect(byCode.body.data.list.map((h) => h.code)).toEqual(['3.1', '3.1.1'])
  })

  it('answers nothing for words no code holds, and refuses an empty or overlong keyword', async () => {
    const none = await callApi<{ total: number }>('tmInfo/getImageCodeList', { keyword: 'zebra' }, { token })
    expect(none.body.data.total).toBe(0)
    expect((await callApi('tmInfo/getImageCodeList', { keyword: '  ' }, { token })).body.code).not.toBe(200)
    expect(
      (await callApi('tmInfo/getImageCodeList', { keyword: 'x'.repeat(51) }, { token })).body.code,
    ).not.toBe(200)
  })
})

describe('tmInfo/getImageCodeInfoList', () => {
  it('answers the wording and path of the codes asked, in order, and lists unknown codes apart', async () => {
    const { body } = await callApi<{ list: ViennaCodeInfo[]; unknown: string[] }>(
      'tmInfo/getImageCodeInfoList',
      { codes: ['26.04.02', '3.1', '99.9'] },
      { token },
    )
    expect(body.data.list.map((i) => i.code)).toEqual(['26.4.2', '3.1'])
    expect(body.data.list[0]!.level).toBe('section')
    expect(body.data.list[0]!.path.map((p) => p.code)).toEqual(['26', '26.4'])
    expect(body.data.list[1]!.nameEn).toMatch(/Quadrupeds/)
    expect(body.data.unknown).toEqual(['99.9'])
  })

  it('refuses an empty list', async () => {
    expect((await callApi('tmInfo/getImageCodeInfoList', { codes: [] }, { token })).body.code).not.toBe(200)
  })
})

describe('tmInfo/queryTmNice and tmInfo/queryNotivce', () => {
  it('answer the goods by class with named similar groups, and the notices, as the archive has them', async () => {
    const archive = await callApi<{ record: TrademarkDetail; notices: GazetteRef[] }>(
      'tmInfo/queryTrademarkArchives',
      { id: MARK },
      { token },
    )
    const { body } = await callApi<MarkGoods>('tmInfo/queryTmNice', { id: MARK }, { token })
    expect(body.code).toBe(200)
    const record = archive.body.data.record
    expect(body.data.classes.map((c) => c.no)).toEqual(record.classes.map((c) => c.no))
    const first = body.data.classes[0]!
    expect(first.goods.map((g) => g.zh)).toEqual(record.classes[0]!.goodsZh)
    expect(first.goods.map((g) => g.group)).toEqual(record.classes[0]!.groups)
    expect(first.groups.reduce((n, g) => n + g.count, 0)).toBe(first.goods.length)
    expect(first.groups.every((g) => g.nameZh && g.nameEn)).toBe(true)

    const notices = await callApi<{ notices: GazetteRef[] }>('tmInfo/queryNotivce', { id: MARK }, { token })
    expect(notices.body.data.notices).toEqual(archive.body.data.notices)
    expect(notices.body.data.notices.map((n) => n.type)).toEqual(['preliminary', 'registration'])
  })

  it('say not found for an unknown mark and refuse an empty id', async () => {
    for (const path of ['tmInfo/queryTmNice', 'tmInfo/queryNotivce']) {
      const { body } = await callApi(path, { id: 'TM9999999' }, { token, lang: 'en' })
      expect(body.code).toBe(1004)
      expect(body.msg).toBe('Trademark not found')
      expect((await callApi(path, { id: ' ' }, { token })).body.code).not.toBe(200)
    }
  })
})

describe('euQuery/queryTmText and usQuery/queryTmText', () => {
  type Page = { total: number; list: { id: string; country: string }[] }
  it.each([
    ['euQuery/queryTmText', 'EM'],
    ['usQuery/queryTmText', 'US'],
  ])(
    '%s searches only the office marks, answering as the multi-country search does',
    async (path, country) => {
      const name = getRegister().marks.find((m) => m.country === country && /^[A-Z]{4,}$/.test(m.name))!.name
      const office = await callApi<Page>(path, { tradeMarkText: name, countries: ['CN'] }, { token })
      expect(office.body.code).toBe(200)
      expect(office.body.data.total).toBeGreaterThan(0)
      expect(office.body.data.list.every((m) => m.country === country)).toBe(true)
      const multi = await callApi<Page>(
        'tmInfo/queryTmInfoTextByMulCountry',
        { tradeMarkText: name, countries: [country] },
        { token },
      )
      expect(office.body.data.list.map((m) => m.id)).toEqual(multi.body.data.list.map((m) => m.id))
      expect(office.body.data.total).toBe(multi.body.data.total)
    },
  )

  it('refuses a similar search without its text', async () => {
    const { status, body } = await callApi('euQuery/queryTmText', { queryWay: 'similar' }, { token })
    expect(status).toBe(500)
    expect(body.code).toBe(800)
  })
})

describe('tmInfo/analyzeSuccessRate', () => {
  type Estimate = SuccessRate
  it('rates a live identical mark in a shared class as a low chance, listing it first and saying why', async () => {
    const mark = getRegister().marks.find((m) => m.id === MARK)!
    const no = mark.classes[0]!.no
    const { body } = await callApi<Estimate>(
      'tmInfo/analyzeSuccessRate',
      { tradeMarkText: mark.name.toLowerCase(), niceChoosedStr: no },
      { token },
    )
    expect(body.code).toBe(200)
    const c = body.data.classes[0]!
    expect(c.no).toBe(no)
    expect(c.band).toBe('low')
    expect(c.conflicting.identical).toBeGreaterThanOrEqual(1)
    expect(c.reasons).toContainEqual({ kind: 'noGroups' })
    expect(c.marks.map((m) => m.id)).toContain(MARK)
    expect(c.marks[0]!.tier).toBe('identical')

    // Goods in a group the mark's goods are not in: the identical mark no longer conflicts, it only weighs.
    const own = new Set(mark.classes[0]!.groups)
    const other = (await callApi<MarkGoods>('tmInfo/queryTmNice', { id: MARK }, { token })).body.data
    expect(other.classes[0]!.groups.map((g) => g.code).sort()).toEqual([...own].sort())
    const free = ['01', '02', '03', '04', '05', '06'].map((n) => `${no}${n}`).find((g) => !own.has(g))!
    const apart = await callApi<Estimate>(
      'tmInfo/analyzeSuccessRate',
      { tradeMarkText: mark.name, niceChoosedStr: no, groupChoosedStr: free },
      { token },
    )
    const a = apart.body.data.classes[0]!
    expect(a.groups).toEqual([free])
    expect(a.inClass.identical).toBe(c.inClass.identical)
    expect(a.conflicting.identical).toBeLessThan(c.conflicting.identical)
  })

  it('refuses a missing word, no class, a group outside the classes and too many classes', async () => {
    const bad = [
      { tradeMarkText: '', niceChoosedStr: '09' },
      { tradeMarkText: 'abc', niceChoosedStr: '' },
      { tradeMarkText: 'abc', niceChoosedStr: '09', groupChoosedStr: '0306' },
      { tradeMarkText: 'abc', niceChoosedStr: '1;2;3;4;5;6;7;8;9;10;11' },
      { tradeMarkText: 'a<b>', niceChoosedStr: '09' },
    ]
    for (const body of bad) {
      const reply = await callApi('tmInfo/analyzeSuccessRate', body, { token })
      expect(reply.body.code, JSON.stringify(body)).toBe(800)
    }
  })
})
