import { describe, expect, it } from 'vitest'
import { callApi, setupTestServer } from '../test-support'
import type { HandlerContext, Lang, Reply } from '../context'
import { createSeededDb } from '../seeds'
import { VIENNA_CODES } from '../register/vienna'
import { viennaByCode } from '../reference-data/vienna'
import type { NiceClassHeading, NiceGroup, ViennaNode, ViennaTree } from '../../src/api/schemas/filing'
import { classificationHandlers } from './classification'

/**
 * Runs one of this file's handlers in isolation, as the server would: the body goes through the request
 * schema, the answer through the response schema. The last block goes through the real server.
 */
async function call<T>(path: string, body: object = {}, lang: Lang = 'en'): Promise<Reply<T>> {
  const bound = classificationHandlers.find((h) => h.endpoint.path === path)
  if (!bound) throw new Error(`no handler for ${path}`)
  const t = (zh: string, en: string) => (lang === 'en' ? en : zh)
  const ctx: HandlerContext<unknown> = {
    body: bound.schema.req.parse(body),
    params: {},
    query: {},
    lang,
    db: createSeededDb(),
    now: () => new Date('2025-01-15T00:00:00Z'),
    today: () => '2025-01-15',
    t,
    user: null,
    token: null,
    requireUser: () => {
      throw new Error('not signed in')
    },
    ok: (data) => ({ kind: 'ok', data }),
    fail: (zh, en, code = 1001, data) => ({ kind: 'fail', code, msg: t(zh, en), data }),
    blob: (base64, fileName, contentType) => ({ kind: 'blob', base64, fileName, contentType }),
    changed: () => {},
  }
  const reply = await bound.handle(ctx)
  if (reply.kind === 'ok') bound.schema.res.parse(reply.data)
  return reply as Reply<T>
}

async function data<T>(path: string, body: object = {}): Promise<T> {
  const reply = await call<T>(path, body)
  if (reply.kind !== 'ok') throw new Error(`${path} answered ${JSON.stringify(reply)}`)
  return reply.data
}

describe('Vienna classification', () => {
  it('lists the 29 categories, each with children', async () => {
    const categories = await data<ViennaNode[]>('trademark/getVienna')
    expect(categories.map((c) => c.code)).toEqual(Array.from({ length: 29 }, (_, i) => String(i + 1)))
    expect(categories.every((c) => c.level === 'category' && c.parent === null && c.hasChildren)).toBe(true)
    expect(categories[25]).toMatchObject({
      nameZh: '几何图形和立体',
      nameEn: 'Geometrical figures and solids',
    })
  })

  it('gives the divisions of category 26 and the sections of 26.4', async () => {
    const divisions = await data<ViennaNode[]>('trademark/getVienna', { parent: '26' })
    expect(divisions.map((d) => d.code)).toEqual(expect.arrayContaining(['26.1', '26.4']))
    expect(divisions.find((d) => d.code === '26.4')).toMatchObject({
      nameEn: 'Quadrilaterals',
      hasChildren: true,
    })
    const sections = await data<ViennaNode[]>('trademark/getVienna', { parent: '26.04' })
    expect(sections.find((s) => s.code === '26.4.2')).toMatchObject({
      nameEn: 'Rectangles',
      hasChildren: false,
    })
  })

  it('answers an unknown parent with not found', async () => {
    expect(await call('trademark/getVienna', { parent: '99' })).toMatchObject({ kind: 'fail', code: 1004 })
  })

  it('finds 1.1 by an English or a Chinese keyword', async () => {
    for (const keyword of ['star', '星']) {
      const found = await data<ViennaNode[]>('trademark/getVienna', { keyword })
      expect(found.map((n) => n.code)).toContain('1.1')
    }
  })

  it('knows every code the mock register draws', () => {
    for (const { code } of VIENNA_CODES) expect(viennaByCode(code), code).toBeDefined()
  })

  it('returns the whole tree nested', async () => {
    const tree = await data<ViennaTree[]>('trademark/getViennaAll')
    expect(tree).toHaveLength(29)
    const rectangles = tree[25]?.children
      .find((d) => d.code === '26.4')
      ?.children.find((s) => s.code === '26.4.2')
    expect(rectangles?.nameZh).toBe('长方形')
  })
})

describe('Nice classification', () => {
  it('lists the 45 classes 01–45', async () => {
    const classes = await data<NiceClassHeading[]>('trademark/getNice')
    expect(classes.map((c) => c.classNo)).toEqual(
      Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0')),
    )
    expect(classes.every((c) => c.nameZh && c.nameEn)).toBe(true)
  })

  it('gives the similar groups of class 09 with Chinese and English goods', async () => {
    const answer = await data<{ classNo: string; groups: NiceGroup[] }>('trademark/getNiceCode', {
      classNo: '09',
    })
    expect(answer.classNo).toBe('09')
    expect(answer.groups.map((g) => g.code)).toContain('0901')
    expect(answer.groups.every((g) => /^09\d\d$/.test(g.code) && g.goods.length > 0)).toBe(true)
    expect(answer.groups.flatMap((g) => g.goods).every((item) => item.nameZh && item.nameEn)).toBe(true)
  })

  it('filters the goods by keyword and accepts an unpadded class number', async () => {
    const answer = await data<{ groups: NiceGroup[] }>('trademark/getNiceCode', {
      classNo: '9',
      keyword: '手机',
    })
    expect(answer.groups.flatMap((g) => g.goods.map((item) => item.nameEn))).toContain('mobile phones')
  })

  it('rejects a class outside 01–45', async () => {
    await expect(call('trademark/getNiceCode', { classNo: '46' })).rejects.toThrow()
  })

  it('lists the goods English first for international filings, in every class', async () => {
    const answer = await data<{ headingEn: string; goods: { nameEn: string }[] }>(
      'trademark/getNiceCodeGlobal',
      {
        classNo: '25',
      },
    )
    expect(answer.headingEn).toBe('Clothing, footwear, headwear.')
    const names = answer.goods.map((g) => g.nameEn)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    for (let n = 1; n <= 45; n++) {
      const g = await data<{ goods: unknown[] }>('trademark/getNiceCodeGlobal', { classNo: String(n) })
      expect(g.goods.length).toBeGreaterThan(0)
    }
  })
})

describe('through the mock server', () => {
  setupTestServer()

  it('answers every classification call over HTTP with a valid envelope', async () => {
    const nice = await callApi<NiceClassHeading[]>('trademark/getNice')
    expect(nice.body.code).toBe(200)
    expect(nice.body.data).toHaveLength(45)
    const vienna = await callApi<ViennaNode[]>('trademark/getVienna', { parent: '26' })
    expect(vienna.body.data.map((n) => n.code)).toContain('26.4')
    const tree = await callApi<ViennaTree>('trademark/getViennaAll')
    expect(tree.body.code).toBe(200)
    const goods = await callApi('trademark/getNiceCode', { classNo: '09' })
    expect(goods.body.code).toBe(200)
    const global = await callApi('trademark/getNiceCodeGlobal', { classNo: '25' })
    expect(global.body.code).toBe(200)
  })

  it('rejects a class outside 01–45 with the Attention answer', async () => {
    const bad = await callApi('trademark/getNiceCode', { classNo: '46' })
    expect(bad.status).toBe(500)
    expect(bad.body.code).toBe(800)
  })
})
