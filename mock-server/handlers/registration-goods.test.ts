import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type {
  ExcelRow,
  GoodsGroup,
  GoodsVerdict,
  StandardHit,
} from '../../src/api/schemas/registration-goods'
import type { ClassSelection } from '../../src/domain/registration/types'
import { SECTORS } from '../reference-data/business-sectors'
import { classEntries } from '../registration-goods/standard-index'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'

async function data<T>(path: string, body: object | FormData = {}, lang = 'en'): Promise<T> {
  const res = await callApi<T>(path, body, { token, lang })
  if (res.body.code !== 200) throw new Error(`${path} answered ${JSON.stringify(res.body)}`)
  expect(server.schemaViolations).toEqual([])
  return res.body.data
}

async function verify(classNo: string, name: string, region = 'mainland') {
  const { results } = await data<{ results: GoodsVerdict[] }>('trademark/CommodityVerification', {
    region,
    items: [{ classNo, name }],
  })
  return results[0]!
}

async function workbook(rows: (string | number)[][], fileName = 'goods.xlsx'): Promise<FormData> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Goods')
  sheet.addRow(['类别 Class', '商品/服务名称 Goods or services', '规范编号 Code (optional)'])
  for (const row of rows) sheet.addRow(row)
  const bytes = new Uint8Array(await book.xlsx.writeBuffer())
  const form = new FormData()
  form.append('file', new File([bytes], fileName, { type: 'application/octet-stream' }))
  form.append('region', 'mainland')
  return form
}

const codeOf = (classNo: string, nameZh: string) =>
  classEntries(classNo).find((e) => e.nameZh === nameZh)!.code

describe('standard goods', () => {
  it('gives the goods of a class grouped by similar group, and filters them by keyword', async () => {
    const all = await data<{ classNo: string; nameEn: string; total: number; groups: GoodsGroup[] }>(
      'trademark/getGoods',
      { classNo: 9 },
    )
    expect(all).toMatchObject({ classNo: '09', nameEn: 'Scientific apparatus and computers' })
    expect(all.total).toBeGreaterThanOrEqual(20)
    expect(all.groups.map((g) => g.code)).toEqual(expect.arrayContaining(['0901', '0907', '0921', '0922']))
    const phones = all.groups.find((g) => g.code === '0907')!
    expect(phones.goods.every((item) => item.groupCode === '0907' && /^0907\d\d$/.test(item.code))).toBe(true)

    const filtered = await data<{ total: number; groups: GoodsGroup[] }>('trademark/getGoods', {
      classNo: '09',
      keyword: '手机',
    })
    const names = filtered.groups.flatMap((g) => g.goods.map((item) => item.nameEn))
    expect(names).toEqual(expect.arrayContaining(['mobile phones', 'smartphones']))
    expect(filtered.total).toBe(names.length)
    expect(names).not.toContain('computers')
  })

  it('refuses a class outside 01–45', async () => {
    const res = await callApi('trademark/getGoods', { classNo: '46' }, { token })
    expect(res.body.code).toBe(800)
  })

  it('searches standard items across classes, best matches first and paged', async () => {
    const found = await data<{ total: number; items: StandardHit[] }>('trademark/getStandard', {
      keyword: 'bags',
      pageSize: 5,
    })
    expect(found.total).toBeGreaterThan(5)
    expect(found.items).toHaveLength(5)
    expect(new Set(found.items.map((i) => i.classNo)).size).toBeGreaterThan(1)
    const second = await data<{ items: StandardHit[] }>('trademark/getStandard', {
      keyword: 'bags',
      pageSize: 5,
      pageNum: 2,
    })
    expect(second.items[0]?.code).not.toBe(found.items[0]?.code)

    const exact = await data<{ items: StandardHit[] }>('trademark/getStandard', { keyword: '鞋' })
    expect(exact.items[0]).toMatchObject({
      classNo: '25',
      nameZh: '鞋',
      groupCode: '2507',
      groupNameEn: 'Footwear',
    })
    const limited = await data<{ items: StandardHit[] }>('trademark/getStandard', {
      keyword: '鞋',
      classNos: ['3'],
    })
    expect(limited.items.map((i) => i.nameZh)).toEqual(['鞋油'])
  })

  it('requires a keyword to search', async () => {
    const res = await callApi('trademark/getStandard', { keyword: '  ' }, { token })
    expect(res.body.code).toBe(800)
  })

  it('describes a class: official heading, note and the groups with their counts', async () => {
    const detail = await data<{
      kind: string
      headingEn: string
      noteZh: string
      total: number
      groups: { code: string; count: number }[]
    }>('trademark/queryCategoryDetail', { classNo: '35' })
    expect(detail.kind).toBe('services')
    expect(detail.headingEn).toBe(
      'Advertising; business management, organization and administration; office functions.',
    )
    expect(detail.noteZh).toContain('广告')
    expect(detail.groups.map((g) => g.code)).toContain('3501')
    expect(detail.groups.reduce((n, g) => n + g.count, 0)).toBe(detail.total)
    const goods = await data<{ kind: string }>('trademark/queryCategoryDetail', { classNo: '34' })
    expect(goods.kind).toBe('goods')
  })

  it('adds a whole similar group', async () => {
    const whole = await data<{ classNo: string; group: { nameZh: string }; goods: { groupCode: string }[] }>(
      'trademark/addWhole',
      { groupCode: '2507' },
    )
    expect(whole.classNo).toBe('25')
    expect(whole.group.nameZh).toBe('鞋')
    expect(whole.goods.length).toBeGreaterThanOrEqual(5)
    expect(whole.goods.every((g) => g.groupCode === '2507')).toBe(true)
    const missing = await callApi('trademark/addWhole', { groupCode: '2599' }, { token })
    expect(missing.body.code).toBe(1004)
  })
})

describe('CommodityVerification', () => {
  it('accepts a standard item typed in either language and answers its standard names', async () => {
    const zh = await verify('09', '智能手机')
    expect(zh).toMatchObject({
      verdict: 'accepted',
      kind: 'standard',
      groupCode: '0907',
      nameEn: 'smartphones',
    })
    expect(zh.match?.code).toBe(codeOf('09', '智能手机'))
    const en = await verify('09', 'Mobile Phones')
    expect(en).toMatchObject({ verdict: 'accepted', kind: 'standard', nameZh: '手机' })
  })

  it('accepts a name close to a standard item of the class, in its group', async () => {
    const v = await verify('25', '男士真皮休闲鞋')
    expect(v).toMatchObject({
      verdict: 'accepted',
      kind: 'similar',
      groupCode: '2507',
      nameZh: '男士真皮休闲鞋',
    })
    expect(v.reason.zh).toContain('2507')
    const en = await verify('09', 'wireless headphones', 'global')
    expect(en).toMatchObject({
      verdict: 'accepted',
      groupCode: '0908',
      nameEn: 'wireless headphones',
      nameZh: '',
    })
  })

  it('refuses vague wording, lists, special characters, empty and over-long names', async () => {
    for (const [name, kind] of [
      ['服装等', 'vague'],
      ['其他电子产品', 'vague'],
      ['all goods', 'vague'],
      ['mobile phones, etc.', 'vague'],
      ['手机、电脑', 'multiple'],
      ['phones; laptops', 'multiple'],
      ['手机@#', 'characters'],
      ['   ', 'empty'],
      ['超'.repeat(51), 'tooLong'],
    ] as const) {
      const region = /[a-z]/i.test(name) ? 'hk' : 'mainland'
      const v = await verify('09', name, region)
      expect(v, name).toMatchObject({ verdict: 'rejected', kind })
      expect(v.reason.zh && v.reason.en, name).toBeTruthy()
    }
  })

  it('refuses an item of another class and names the class', async () => {
    const v = await verify('25', '手机')
    expect(v).toMatchObject({ verdict: 'rejected', kind: 'otherClass' })
    expect(v.match?.classNo).toBe('09')
    expect(v.reason.en).toContain('class 09')
    const close = await verify('25', '折叠屏智能手机')
    expect(close).toMatchObject({ verdict: 'rejected', kind: 'otherClass' })
  })

  it('asks for the filing language of the region', async () => {
    expect(await verify('09', 'folding smartphones', 'mainland')).toMatchObject({ kind: 'language' })
    expect(await verify('09', '折叠屏智能手机', 'madrid')).toMatchObject({ kind: 'language' })
    expect(await verify('09', '折叠屏智能手机', 'hk')).toMatchObject({ verdict: 'accepted' })
  })

  it('refuses what it cannot classify in the class', async () => {
    expect(await verify('41', '量子纠缠')).toMatchObject({ verdict: 'rejected', kind: 'unknown' })
  })

  it('answers every item of a batch in order, in the caller’s language shape', async () => {
    const { results } = await data<{ results: GoodsVerdict[] }>('trademark/CommodityVerification', {
      items: [
        { classNo: '03', name: '洗发液' },
        { classNo: '03', name: '植物精华洗发液' },
        { classNo: '03', name: '化妆品等' },
      ],
    })
    expect(results.map((r) => r.verdict)).toEqual(['accepted', 'accepted', 'rejected'])
    expect(results.map((r) => r.name)).toEqual(['洗发液', '植物精华洗发液', '化妆品等'])
  })
})

describe('business sectors and recommendations', () => {
  it('lists about fifteen sectors with their sub-sectors', async () => {
    const sectors =
      await data<{ code: string; nameZh: string; nameEn: string; subCount: number }[]>('trademark/getDomain')
    expect(sectors.length).toBeGreaterThanOrEqual(15)
    expect(sectors.every((s) => s.nameZh && s.nameEn && s.subCount >= 3 && s.subCount <= 8)).toBe(true)
    const subs = await data<{ code: string; sector: string }[]>('trademark/getDomainSecond', {
      sector: 'beauty',
    })
    expect(subs.map((s) => s.code)).toContain('be-skincare')
    expect(subs.every((s) => s.sector === 'beauty')).toBe(true)
    const none = await callApi('trademark/getDomainSecond', { sector: 'nope' }, { token })
    expect(none.body.code).toBe(1004)
  })

  it('recommends standard items by class for a sub-sector', async () => {
    const rec = await data<{
      subSector: { nameEn: string }
      classes: { classNo: string; goods: { code: string; nameZh: string }[] }[]
    }>('trademark/addIntelligence', { subSector: 'be-skincare' })
    expect(rec.subSector.nameEn).toBe('Skin care')
    expect(rec.classes.map((c) => c.classNo)).toEqual(['03', '44'])
    expect(rec.classes[0]!.goods.map((g) => g.nameZh)).toContain('面膜')
    expect(rec.classes[0]!.goods.every((g) => g.code.startsWith('03'))).toBe(true)
  })

  it('names only items of the standard list in every recommendation', () => {
    for (const sector of SECTORS) {
      for (const sub of sector.subSectors) {
        for (const pick of sub.picks) {
          const [classNo = '', nameZh] = pick.split(':')
          expect(
            classEntries(classNo).some((e) => e.nameZh === nameZh),
            `${sub.code} ${pick}`,
          ).toBe(true)
        }
      }
    }
  })
})

describe('Excel template and import', () => {
  it('downloads a real .xlsx template with a header, two examples and instructions', async () => {
    const res = await fetchApi('trademark/downloadTcExcel', {}, { token, lang: 'en' })
    expect(res.headers.get('content-disposition')).toContain('goods-import-template.xlsx')
    const bytes = new Uint8Array(await (await res.blob()).arrayBuffer())
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(bytes.buffer as ArrayBuffer)
    const [goods, help] = book.worksheets
    expect(goods?.getRow(1).getCell(1).text).toBe('类别 Class')
    expect(goods?.getRow(2).getCell(2).text).toBe('智能手机')
    expect(goods?.getRow(2).getCell(3).text).toBe(codeOf('09', '智能手机'))
    expect(goods?.getRow(3).getCell(2).text).toBe('T-shirts')
    expect(help?.name).toBe('填写说明 Instructions')
    expect(help?.getRow(8).getCell(2).text).toContain('¥27')
  })

  it('checks each row: standard, custom, unknown class, wrong code, duplicate, empty, other class', async () => {
    const phone = codeOf('09', '智能手机')
    const form = await workbook([
      ['09', '智能手机', phone],
      [9, 'laptop computers', ''],
      ['09', '折叠屏智能手机', ''],
      ['46', '手机', ''],
      ['09', '电视机', phone],
      ['09', 'smartphones', ''],
      ['25', '', ''],
      ['25', '手机', ''],
    ])
    const check = await data<{ rows: ExcelRow[]; summary: Record<string, number> }>(
      'trademark/CategoryExcelcheck',
      form,
    )
    expect(check.rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'standard'],
      [3, 'standard'],
      [4, 'custom'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
      [8, 'error'],
      [9, 'error'],
    ])
    expect(check.rows[0]?.item).toMatchObject({ code: phone, custom: false, verdict: 'accepted' })
    expect(check.rows[2]?.item).toMatchObject({
      custom: true,
      verdict: 'unchecked',
      nameZh: '折叠屏智能手机',
    })
    expect(check.rows[3]?.reason?.en).toContain('01–45')
    expect(check.rows[4]?.reason?.en).toContain('does not match')
    expect(check.rows[5]?.reason?.en).toBe('Duplicate of row 2')
    expect(check.rows[6]?.reason?.en).toContain('missing')
    expect(check.rows[7]?.reason?.en).toContain('class 09')
    expect(check.summary).toEqual({ total: 8, standard: 2, custom: 1, errors: 5 })
  })

  it('imports the good rows as classes to merge', async () => {
    const form = await workbook([
      ['25', 'T恤衫', ''],
      ['09', '智能手机', ''],
      ['09', '折叠屏智能手机', ''],
      ['99', '手机', ''],
    ])
    const result = await data<{ classes: ClassSelection[]; imported: number; skipped: number }>(
      'trademark/CategoryExcelImport',
      form,
    )
    expect(result).toMatchObject({ imported: 3, skipped: 1 })
    expect(result.classes.map((c) => c.classNo)).toEqual(['09', '25'])
    expect(result.classes[0]!.goods.map((g) => [g.nameZh, g.verdict])).toEqual([
      ['智能手机', 'accepted'],
      ['折叠屏智能手机', 'unchecked'],
    ])
  })

  it('refuses a file that is not an .xlsx workbook, or has no goods', async () => {
    const text = new FormData()
    text.append('file', new File(['class,name'], 'goods.csv'))
    const wrong = await callApi('trademark/CategoryExcelcheck', text, { token })
    expect(wrong.body).toMatchObject({ code: 1001, msg: 'Wrong file format: upload the .xlsx template' })
    const fake = new FormData()
    fake.append('file', new File(['not a workbook'], 'goods.xlsx'))
    const broken = await callApi('trademark/CategoryExcelcheck', fake, { token })
    expect(broken.body.msg).toContain('could not be read')
    const empty = await callApi('trademark/CategoryExcelImport', await workbook([]), { token })
    expect(empty.body.msg).toContain('no goods')
  })
})
