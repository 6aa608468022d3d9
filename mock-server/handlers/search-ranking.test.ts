import { describe, expect, it } from 'vitest'
import type { SearchResultItem, TrademarkDetail } from '../../src/api/schemas/search'
import { partyById, getRegister } from '../register'
import { callApi, setupTestServer } from '../test-support'

// Issue 11 §5: a search finds the obvious. The register holds the well-known brands with their real owners,
// identical marks come first, and every row says why it matched.
setupTestServer()

interface Page {
  total: number
  list: SearchResultItem[]
}

const TEXT = 'tmInfo/queryTmInfoTextByMulCountry'
const search = (body: object) => callApi<Page>(TEXT, { queryWay: 'similar', pageNum: 1, ...body })

describe('search ranking and match reasons', () => {
  it('finds 华为 first for 华为, owned by Huawei, with the reason "identical"', async () => {
    const { body } = await search({ tradeMarkText: '华为' })
    const [first] = body.data.list
    expect(first).toMatchObject({ name: '华为', similarity: 'high', matchReason: { kind: 'identical' } })
    expect(first!.applicantZh).toBe('华为技术有限公司')
    expect(first!.applicantEn).toBe('Huawei Technologies Co., Ltd.')
    // Every identical mark comes before anything else; HUAWEI is the same pronunciation.
    const kinds = body.data.list.map((i) => i.matchReason?.kind)
    const lastIdentical = kinds.lastIndexOf('identical')
    expect(kinds.slice(0, lastIdentical + 1).every((k) => k === 'identical')).toBe(true)
    expect(body.data.list.find((i) => i.name === 'HUAWEI')?.matchReason).toEqual({
      kind: 'same-pronunciation',
    })
  }, 60_000)

  it('ranks identical, then same pronunciation, then containment, then the rest', async () => {
    const order = ['identical', 'same-pronunciation', 'contains', 'contained']
    for (const query of ['华为', '华美', 'NOVA']) {
      const { body } = await search({ tradeMarkText: query, pageSize: 100 })
      const high = body.data.list.filter((i) => i.similarity === 'high').map((i) => i.matchReason!.kind)
      const tiers = high.map((k) => (order.includes(k) ? order.indexOf(k) : order.length))
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b))
    }
    // 华美 has all three: the identical mark, HUAMEI, and names containing 华美.
    const { body } = await search({ tradeMarkText: '华美', pageSize: 100 })
    const kinds = [...new Set(body.data.list.map((i) => i.matchReason!.kind))]
    expect(kinds.slice(0, 3)).toEqual(['identical', 'same-pronunciation', 'contains'])
  })

  it('finds APPLE for 苹果 and 苹果 for APPLE through the brand-word dictionary', async () => {
    const zh = await search({ tradeMarkText: '苹果' })
    expect(zh.body.data.list[0]).toMatchObject({ name: '苹果', matchReason: { kind: 'identical' } })
    const apple = zh.body.data.list.find((i) => i.name === 'APPLE')
    expect(apple).toMatchObject({ similarity: 'high', matchReason: { kind: 'translation' } })
    expect(apple!.applicantEn).toBe('Apple Inc.')

    const en = await search({ tradeMarkText: 'apple' })
    expect(en.body.data.list[0]).toMatchObject({ name: 'APPLE', matchReason: { kind: 'identical' } })
    expect(en.body.data.list.find((i) => i.name === '苹果')?.matchReason).toEqual({ kind: 'translation' })
  })

  it('names the edit distance of the rest: "n characters differ"', async () => {
    const { body } = await search({ tradeMarkText: 'NOVA' })
    const differ = body.data.list.filter((i) => i.matchReason?.kind === 'characters-differ')
    expect(differ.length).toBeGreaterThan(0)
    expect(differ.every((i) => (i.matchReason!.count ?? 0) >= 1)).toBe(true)
  })

  it('holds a few hundred well-known marks with their owners, in their classes', () => {
    const { marks } = getRegister()
    const famous = marks.filter((m) => partyById(m.applicantId)?.id.startsWith('AP9'))
    expect(famous.length).toBeGreaterThan(200)
    const moutai = famous.find((m) => m.name === '茅台')!
    expect(moutai.classes.map((c) => c.no)).toEqual(['33'])
    expect(partyById(moutai.applicantId)?.nameZh).toBe('中国贵州茅台酒厂（集团）有限责任公司')
    expect(marks.filter((m) => m.name === 'NIKE').every((m) => m.classes[0]!.no !== '09')).toBe(true)
  })
})

describe('similar groups (类似群)', () => {
  it('keeps only marks with goods in the asked group', async () => {
    const all = await search({ tradeMarkText: '华为' })
    const phones = await search({ tradeMarkText: '华为', groupChoosedStr: '0907' })
    expect(phones.status).toBe(200)
    expect(phones.body.data.total).toBeGreaterThan(0)
    expect(phones.body.data.total).toBeLessThan(all.body.data.total)
    const { marks } = getRegister()
    const byId = new Map(marks.map((m) => [m.id, m]))
    for (const item of phones.body.data.list) {
      expect(byId.get(item.id)!.classes.some((c) => c.groups.includes('0907'))).toBe(true)
    }
    expect(phones.body.data.list[0]).toMatchObject({ name: '华为', matchReason: { kind: 'identical' } })
  })

  it('refuses a malformed group and a group outside the chosen classes', async () => {
    const bad = await search({ tradeMarkText: '华为', groupChoosedStr: '090' })
    expect(bad.status).toBe(500)
    expect(bad.body.msg).toContain('similar group')
    const outside = await search({ tradeMarkText: '华为', niceChoosedStr: '35', groupChoosedStr: '0901' })
    expect(outside.status).toBe(500)
    expect(outside.body.msg).toContain('chosen class')
    const inside = await search({ tradeMarkText: '华为', niceChoosedStr: '09;35', groupChoosedStr: '0901' })
    expect(inside.status).toBe(200)
  })

  it('gives the record its goods with their similar groups', async () => {
    const { body } = await search({ tradeMarkText: '华为' })
    const detail = await callApi<{ list: TrademarkDetail[] }>('tmInfo/queryTmInfoByIds', {
      ids: [body.data.list[0]!.id],
    })
    const cls = detail.body.data.list[0]!.classes[0]!
    expect(cls.groups).toHaveLength(cls.goodsZh.length)
    expect(cls.groups.every((g) => /^\d{4}$/.test(g) && g.startsWith(cls.no))).toBe(true)
  })
})
