import { describe, expect, it } from 'vitest'
import type { ApplicantSaveRefusal, ApplicantView } from '../../src/api/schemas/registration-applicants'
import {
  hasValidIdCardCheck,
  hasValidUsccCheck,
  usccCheckChar,
} from '../../src/domain/registration/applicant-ids'
import { isUscc } from '../../src/domain/validation'
import { findDivision } from '../reference-data/china-divisions'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })

function call<T = unknown>(path: string, body: object | FormData = {}, lang = 'en', token = 't-u-demo') {
  return callApi<T>(path, body, { token, lang })
}

type Page = { list: ApplicantView[]; total: number; pageNum: number; pageSize: number }

const uscc = (first17: string) => `${first17}${usccCheckChar(first17)}`

/** `size` bytes that start as a file of that kind does (the mock tells a licence by its content). */
function bytesOf(kind: 'pdf' | 'png', size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set(
    kind === 'pdf'
      ? new TextEncoder().encode('%PDF-1.4\n')
      : [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  )
  return bytes
}

async function uploadLicence(
  name = 'licence.pdf',
  size = 2000,
): Promise<{ fileId: string; fileName: string }> {
  const form = new FormData()
  form.append('file', new File([bytesOf('pdf', size)], name, { type: 'application/pdf' }))
  form.append('kind', 'licence')
  const res = await call<{ fileId: string; fileName: string }>('applicantInfo/uploadFile', form)
  expect(res.body.code).toBe(200)
  return { fileId: res.body.data.fileId, fileName: res.body.data.fileName }
}

async function validEnterprise() {
  return {
    kind: 'enterprise',
    country: 'CN',
    nameZh: '宁波云杉贸易有限公司',
    nameEn: 'Ningbo Yunshan Trading Co., Ltd.',
    addressZh: '浙江省宁波市鄞州区天童南路588号宁波商会国贸中心A座20层',
    addressEn: '20/F, Tower A, No. 588 Tiantong South Road, Yinzhou District, Ningbo, Zhejiang',
    province: { code: '33', name: '浙江省' },
    city: { code: '3302', name: '宁波市' },
    district: { code: '330212', name: '鄞州区' },
    postalCode: '315100',
    contactPerson: '陈平',
    phone: '0574-87123456',
    email: 'nb@yunshan-tech.cn',
    licenceAddress: '浙江省宁波市鄞州区天童南路588号宁波商会国贸中心A座20层',
    uscc: uscc('91330212MA2H4KQ3X'),
    licenceFile: await uploadLicence(),
  }
}

describe('the seeded applicants', () => {
  it('gives each demo account its applicants, with valid codes and real divisions', () => {
    const of = (userId: string) => server.db.applicants.filter((a) => a.userId === userId)
    expect(of('u-demo')).toHaveLength(14)
    expect(of('u-agency').length).toBeGreaterThanOrEqual(30)
    expect(of('u-person')).toHaveLength(2)
    for (const userId of ['u-demo', 'u-agency', 'u-person'])
      expect(of(userId).filter((a) => a.isDefault)).toHaveLength(1)
    const demo = of('u-demo')
    expect(demo.filter((a) => a.kind === 'individual')).toHaveLength(1)
    const foreign = demo.filter((a) => a.country !== 'CN')
    expect(foreign).toHaveLength(2)
    expect(foreign.every((a) => a.nameZh === '' && a.addressZh === '' && a.nameEn !== '')).toBe(true)
    expect(new Set(demo.filter((a) => a.country === 'CN').map((a) => a.province?.code)).size).toBeGreaterThan(
      6,
    )
    for (const a of server.db.applicants) {
      if (a.uscc) expect(isUscc(a.uscc) && hasValidUsccCheck(a.uscc), a.uscc).toBe(true)
      if (a.idType === 'idCard') expect(hasValidIdCardCheck(a.idNumber), a.idNumber).toBe(true)
      if (a.country === 'CN') {
        expect(findDivision(a.district!.code)?.name).toBe(a.district!.name)
        expect(a.district!.code.startsWith(a.city!.code) && a.city!.code.startsWith(a.province!.code)).toBe(
          true,
        )
        expect(a.postalCode).toMatch(/^\d{6}$/)
      }
    }
  })
})

describe('trademark/getApplicants', () => {
  it('pages the account’s applicants 10 at a time, the default first', async () => {
    const first = await call<Page>('trademark/getApplicants', {})
    expect(first.body.data).toMatchObject({ total: 14, pageNum: 1, pageSize: 10 })
    expect(first.body.data.list).toHaveLength(10)
    expect(first.body.data.list[0]).toMatchObject({ isDefault: true, nameZh: '上海云杉智能科技有限公司' })
    const second = await call<Page>('trademark/getApplicants', { pageNum: 2 })
    expect(second.body.data.list).toHaveLength(4)
    const ids = [...first.body.data.list, ...second.body.data.list].map((a) => a.applicantId)
    expect(new Set(ids).size).toBe(14)
    // Another account sees only its own.
    const agency = await call<Page>('trademark/getApplicants', {}, 'en', signInAs(server, 'u-agency'))
    expect(agency.body.data.list.every((a) => a.applicantId.startsWith('app-agency'))).toBe(true)
  })

  it('searches Chinese and English names, the credit code and the ID number, and filters by kind', async () => {
    const search = async (body: object) =>
      (await call<Page>('trademark/getApplicants', body)).body.data.list.map((a) => a.nameEn)
    expect(await search({ keyword: '杭州' })).toEqual(['Hangzhou Yunshan Data Services Co., Ltd.'])
    expect(await search({ keyword: 'firlink' })).toEqual(['FirLink GmbH'])
    const demoCode = server.db.applicants.find((a) => a.applicantId === 'app-demo-03')!.uscc
    expect(await search({ keyword: demoCode.slice(-8).toLowerCase() })).toEqual([
      'Shenzhen Yunshan Hardware Technology Co., Ltd.',
    ])
    const id = server.db.applicants.find((a) => a.applicantId === 'app-demo-12')!.idNumber
    expect(await search({ keyword: id })).toEqual(['Jianguo Wang'])
    expect(await search({ kind: 'individual' })).toEqual(['Jianguo Wang'])
    expect(await search({ origin: 'foreign' })).toHaveLength(2)
    expect(await search({ keyword: 'no such applicant' })).toEqual([])
  })
})

describe('trademark/createApplicant', () => {
  it('creates an applicant that passes every rule and lists it', async () => {
    const res = await call<ApplicantView>('trademark/createApplicant', await validEnterprise())
    expect(res.body.code).toBe(200)
    expect(res.body.data).toMatchObject({ nameZh: '宁波云杉贸易有限公司', usedInOrders: 0, isDefault: false })
    const found = await call<Page>('trademark/getApplicants', { keyword: '宁波云杉' })
    expect(found.body.data.list.map((a) => a.applicantId)).toEqual([res.body.data.applicantId])
  })

  it('normalises full-width input before checking it', async () => {
    const body = await validEnterprise()
    const res = await call<ApplicantView>('trademark/createApplicant', {
      ...body,
      uscc: body.uscc.replace(/[0-9A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
      postalCode: '３１５１００',
      phone: '０５７４－８７１２３４５６',
    })
    expect(res.body.code).toBe(200)
    expect(res.body.data).toMatchObject({ uscc: body.uscc, postalCode: '315100', phone: '0574-87123456' })
  })

  const broken: [string, (b: Record<string, unknown>) => object, string, RegExp][] = [
    ['no country', (b) => ({ ...b, country: '' }), 'country', /country or region/],
    [
      'a credit code with a wrong check character',
      (b) => ({ ...b, uscc: '91330212MA2H4KQ3X0' }),
      'uscc',
      /check character/,
    ],
    ['a credit code of the wrong form', (b) => ({ ...b, uscc: '12345' }), 'uscc', /18-character/],
    [
      'a Chinese name with a space',
      (b) => ({ ...b, nameZh: '宁波 云杉贸易有限公司' }),
      'nameZh',
      /Chinese characters and no spaces/,
    ],
    ['a Chinese name without Chinese', (b) => ({ ...b, nameZh: 'Yunshan' }), 'nameZh', /Chinese characters/],
    ['an English name in Chinese', (b) => ({ ...b, nameEn: '宁波云杉' }), 'nameEn', /English/],
    ['no Chinese address', (b) => ({ ...b, addressZh: '' }), 'addressZh', /required/],
    ['no district', (b) => ({ ...b, district: null }), 'district', /province, city and district/],
    [
      'a district of another city',
      (b) => ({ ...b, district: { code: '330106', name: '西湖区' } }),
      'district',
      /does not belong/,
    ],
    [
      'a district that does not exist',
      (b) => ({ ...b, district: { code: '330299', name: '某区' } }),
      'district',
      /does not exist/,
    ],
    ['a 5-digit postal code', (b) => ({ ...b, postalCode: '31510' }), 'postalCode', /6-digit/],
    ['a bad phone', (b) => ({ ...b, phone: '12345' }), 'phone', /mobile or landline/],
    ['a phone with letters', (b) => ({ ...b, phone: '021-5080ABCD' }), 'phone', /mobile or landline/],
    ['a bad email', (b) => ({ ...b, email: 'nb@localhost' }), 'email', /valid email address/],
    ['no contact person', (b) => ({ ...b, contactPerson: ' ' }), 'contactPerson', /required/],
    ['no licence address', (b) => ({ ...b, licenceAddress: '' }), 'licenceAddress', /required/],
    ['no licence file', (b) => ({ ...b, licenceFile: null }), 'licenceFile', /business licence/],
    [
      'a file of someone else',
      (b) => ({ ...b, licenceFile: { fileId: 'f-nobody', fileName: 'x.pdf' } }),
      'licenceFile',
      /not found/,
    ],
    ['an unknown country', (b) => ({ ...b, country: 'QQ' }), 'country', /Unknown country/],
  ]
  for (const [what, change, field, message] of broken) {
    it(`refuses ${what} with a message on ${field}`, async () => {
      const res = await call<ApplicantSaveRefusal>(
        'trademark/createApplicant',
        change(await validEnterprise()),
      )
      expect(res.body.code).toBe(1001)
      expect(res.body.data.fields[field as 'uscc']).toMatch(message)
    })
  }

  it('checks foreign applicants in English and individuals by their document', async () => {
    const licenceFile = await uploadLicence('passport.pdf')
    const foreign = {
      kind: 'enterprise',
      country: 'FR',
      nameEn: 'Société Lumière',
      addressEn: '12 Rue de la Paix, 75002 Paris',
      contactPerson: 'Claire',
      phone: '+33 1 42 00 00 00',
      licenceFile,
    }
    const bad = await call<ApplicantSaveRefusal>('trademark/createApplicant', foreign)
    expect(bad.body.data.fields).toEqual({ nameEn: expect.stringMatching(/English/) })
    const ok = await call<ApplicantView>('trademark/createApplicant', {
      ...foreign,
      nameEn: 'Societe Lumiere',
    })
    expect(ok.body.data).toMatchObject({ country: 'FR', province: null, uscc: '', postalCode: '' })

    const person = {
      kind: 'individual',
      country: 'CN',
      nameZh: '李雷',
      addressZh: '北京市海淀区学院路1号',
      province: { code: '11', name: '北京市' },
      city: { code: '1101', name: '市辖区' },
      district: { code: '110108', name: '海淀区' },
      postalCode: '100083',
      contactPerson: '李雷',
      phone: '13912345678',
      licenceFile,
    }
    const noType = await call<ApplicantSaveRefusal>('trademark/createApplicant', person)
    expect(noType.body.data.fields).toMatchObject({
      idType: expect.stringMatching(/document type/),
      idNumber: expect.stringMatching(/required/),
    })
    const badCheck = await call<ApplicantSaveRefusal>('trademark/createApplicant', {
      ...person,
      idType: 'idCard',
      idNumber: '110108199001011232',
    })
    expect(badCheck.body.data.fields.idNumber).toMatch(/check/)
    const abroad = await call<ApplicantSaveRefusal>('trademark/createApplicant', {
      ...person,
      country: 'US',
      nameEn: 'Lei Li',
      addressEn: '1 Main St, Boston',
      idType: 'idCard',
      idNumber: '110108199001011231',
    })
    expect(abroad.body.data.fields.idNumber).toMatch(/Chinese nationals/)
    const passport = await call<ApplicantSaveRefusal>('trademark/createApplicant', {
      ...person,
      idType: 'passport',
      idNumber: 'E12-34',
    })
    expect(passport.body.data.fields.idNumber).toMatch(/passport/)
    const created = await call<ApplicantView>('trademark/createApplicant', {
      ...person,
      idType: 'idCard',
      idNumber: '11010819900101108x',
    })
    expect(created.body.data).toMatchObject({ idNumber: '11010819900101108X', idType: 'idCard', uscc: '' })
  })

  it('answers field messages in the caller’s language', async () => {
    const res = await call<ApplicantSaveRefusal>(
      'trademark/createApplicant',
      { ...(await validEnterprise()), postalCode: '1' },
      'zh-CN',
    )
    expect(res.body.msg).toBe('申请人信息有 1 处需要修改')
    expect(res.body.data.fields.postalCode).toMatch(/6 位/)
  })

  it('blocks a duplicate: the same credit code, ID number, or name in the same country', async () => {
    const existing = server.db.applicants.find((a) => a.applicantId === 'app-demo-02')!
    const sameCode = await call<ApplicantSaveRefusal>('trademark/createApplicant', {
      ...(await validEnterprise()),
      uscc: existing.uscc,
    })
    expect(sameCode.body.msg).toMatch(/already exists/)
    expect(sameCode.body.data.fields.uscc).toMatch(/Hangzhou Yunshan Data Services/)
    expect(sameCode.body.data.duplicate?.applicantId).toBe('app-demo-02')
    const sameName = await call<ApplicantSaveRefusal>('trademark/createApplicant', {
      ...(await validEnterprise()),
      nameZh: existing.nameZh,
    })
    expect(sameName.body.data.fields.nameZh).toMatch(/already exists/)
    const person = server.db.applicants.find((a) => a.applicantId === 'app-demo-12')!
    const sameId = await call<ApplicantSaveRefusal>('trademark/createApplicant', {
      ...person,
      applicantId: undefined,
      nameZh: '王建华',
      nameEn: '',
      idType: 'idCard',
      licenceFile: await uploadLicence(),
    })
    expect(sameId.body.data.fields.idNumber).toMatch(/already used/)
    const foreign = server.db.applicants.find((a) => a.applicantId === 'app-demo-14')!
    const sameForeign = await call<ApplicantSaveRefusal>('trademark/createApplicant', {
      ...foreign,
      applicantId: undefined,
      idType: '',
      nameEn: 'firlink  gmbh',
      licenceFile: await uploadLicence(),
    })
    expect(sameForeign.body.data.fields.nameEn).toMatch(/already exists/)
    expect(server.db.applicants.filter((a) => a.userId === 'u-demo')).toHaveLength(14)
  })
})

describe('applicantInfo calls', () => {
  it('refuses to delete an applicant used in a filed order and says why; deletes an unused one', async () => {
    const limits = await call<{
      deletable: boolean
      lockedFields: string[]
      usedInOrders: number
      reason: string
    }>('applicantInfo/applicantEditAstrict', { applicantId: 'app-demo-01' })
    expect(limits.body.data.deletable).toBe(false)
    expect(limits.body.data.usedInOrders).toBeGreaterThan(0)
    expect(limits.body.data.lockedFields).toEqual(expect.arrayContaining(['nameZh', 'uscc', 'kind']))
    expect(limits.body.data.reason).toMatch(/cannot be changed/)
    const refused = await call('applicantInfo/deleteApplicant', { applicantId: 'app-demo-01' })
    expect(refused.body.code).toBe(1001)
    expect(refused.body.msg).toMatch(/is used in \d+ filed orders? \(TM\d+/)
    expect(server.db.applicants.some((a) => a.applicantId === 'app-demo-01')).toBe(true)

    const free = await call<{ deletable: boolean; lockedFields: string[] }>(
      'applicantInfo/applicantEditAstrict',
      { applicantId: 'app-demo-14' },
    )
    expect(free.body.data).toMatchObject({ deletable: true, lockedFields: [] })
    const deleted = await call<{ defaultId: string }>('applicantInfo/deleteApplicant', {
      applicantId: 'app-demo-14',
    })
    expect(deleted.body.data.defaultId).toBe('app-demo-01')
    const gone = await call('applicantInfo/getApplicant', { applicantId: 'app-demo-14' })
    expect(gone.body.code).toBe(1004)
  })

  it('updates an applicant, refusing the locked fields of a filed one', async () => {
    const record = server.db.applicants.find((a) => a.applicantId === 'app-demo-01')!
    const base = { ...record, idType: '' }
    const renamed = await call<ApplicantSaveRefusal>('applicantInfo/insertApplicant', {
      ...base,
      nameZh: '上海云杉科技有限公司',
    })
    expect(renamed.body.data.fields.nameZh).toMatch(/filed order.*cannot be changed/)
    const moved = await call<ApplicantView>('applicantInfo/insertApplicant', {
      ...base,
      contactPerson: '李娜',
    })
    expect(moved.body.data).toMatchObject({
      applicantId: 'app-demo-01',
      contactPerson: '李娜',
      nameZh: record.nameZh,
    })
  })

  it('keeps one default applicant and answers it', async () => {
    await call('applicantInfo/updateIsDefault', { applicantId: 'app-demo-05' })
    const def = await call<ApplicantView>('applicantInfo/getDefaultApplicant')
    expect(def.body.data.applicantId).toBe('app-demo-05')
    expect(server.db.applicants.filter((a) => a.userId === 'u-demo' && a.isDefault)).toHaveLength(1)
  })

  it('lists labels with counts, sets an applicant’s labels and filters by label', async () => {
    const list = await call<{ labels: { name: string; count: number }[] }>('applicantInfo/applicantLabel')
    expect(list.body.data.labels[0]).toEqual({ name: '子公司', count: 8 })
    const set = await call<{ applicant: ApplicantView }>('applicantInfo/applicantLabel', {
      applicantId: 'app-demo-13',
      labels: ['东南亚', '东南亚', ' 境外关联公司 '],
    })
    expect(set.body.data.applicant.labels).toEqual(['东南亚', '境外关联公司'])
    const tooMany = await call('applicantInfo/applicantLabel', {
      applicantId: 'app-demo-13',
      labels: ['1', '2', '3', '4', '5', '6'],
    })
    expect(tooMany.body.code).toBe(800)
    const filtered = await call<Page & { labels: unknown[] }>('applicantInfo/getApplicantList', {
      label: '东南亚',
    })
    expect(filtered.body.data.list.map((a) => a.applicantId)).toEqual(['app-demo-13'])
    expect(filtered.body.data.pageSize).toBe(10)
  })

  it('takes licence images up to 10 MB and PDFs up to 2 MB, told by their content, nothing else', async () => {
    const upload = (name: string, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData()
      form.append('file', new File([bytes], name))
      form.append('kind', 'licence')
      return call<{ fileId: string; contentType: string }>('applicantInfo/uploadFile', form)
    }
    expect((await upload('licence.png', bytesOf('png', 5 * 1024 * 1024))).body.code).toBe(200)
    expect((await upload('licence.pdf', bytesOf('pdf', 3 * 1024 * 1024))).body.msg).toMatch(/at most 2 MB/)
    expect((await upload('licence.png', bytesOf('png', 11 * 1024 * 1024))).body.msg).toMatch(/at most 10 MB/)
    expect((await upload('licence.docx', new Uint8Array(1000))).body.msg).toMatch(/Wrong file format/)
    // The name does not decide: a PNG called .pdf is a (large enough) image; zeros called .pdf are nothing.
    const renamed = await upload('scan.pdf', bytesOf('png', 3 * 1024 * 1024))
    expect(renamed.body.code).toBe(200)
    expect(renamed.body.data.contentType).toBe('image/png')
    expect((await upload('licence.pdf', new Uint8Array(1000))).body.msg).toMatch(/Wrong file format/)
  })
})

describe('divisions', () => {
  it('answers provinces, then a province’s cities, then a city’s districts', async () => {
    type Level = {
      level: string
      parent: { name: string } | null
      list: { code: string; name: string; leaf: boolean }[]
    }
    const provinces = await call<Level>('trademark/selectProvince', {})
    expect(provinces.body.data.level).toBe('province')
    expect(provinces.body.data.list).toHaveLength(31)
    const cities = await call<Level>('trademark/selectProvince', { code: '33' })
    expect(cities.body.data).toMatchObject({ level: 'city', parent: { name: '浙江省' } })
    expect(cities.body.data.list).toContainEqual({ code: '3301', name: '杭州市', leaf: false })
    const districts = await call<Level>('trademark/selectProvince', { code: '3301' })
    expect(districts.body.data.level).toBe('district')
    expect(districts.body.data.list).toContainEqual({ code: '330106', name: '西湖区', leaf: true })
    expect((await call('trademark/selectProvince', { code: '99' })).body.code).toBe(1004)
    expect((await call('trademark/selectProvince', { code: '330106' })).body.code).toBe(1004)
    const tree = await call<{ children: { children: unknown[] }[] }[]>('trademark/getProvinceAll')
    expect(tree.body.data).toHaveLength(31)
    expect(tree.body.data.flatMap((p) => p.children).flatMap((c) => c.children).length).toBeGreaterThan(2800)
  })
})

describe('applicant help', () => {
  it('leads from sections to questions to content, and searches both languages', async () => {
    type Section = { sectionId: string; title: { en: string }; questionCount: number }
    const sections = await call<Section[]>('applicantInfo/getTitle')
    expect(sections.body.data.map((s) => s.sectionId)).toEqual([
      'enterprise',
      'individual',
      'foreign',
      'joint',
      'contact',
    ])
    const joint = await call<{ questions: { questionId: string }[] }>('applicantInfo/getSectionQuestion', {
      sectionId: 'joint',
    })
    expect(joint.body.data.questions.map((q) => q.questionId)).toContain('joint-limit')
    const content = await call<{ paragraphs: { zh: string[]; en: string[] }; related: unknown[] }>(
      'applicantInfo/getContent',
      { questionId: 'joint-limit' },
    )
    expect(content.body.data.paragraphs.en[0]).toMatch(/at most 10 applicants/)
    expect(content.body.data.paragraphs.zh[0]).toMatch(/最多 10 个/)
    const hits = await call<{ questionId: string }[]>('applicantInfo/getQuestion', { keyword: '信用代码' })
    expect(hits.body.data.map((q) => q.questionId)).toContain('enterprise-uscc')
    const enHits = await call<{ questionId: string }[]>('applicantInfo/getQuestion', { keyword: 'passport' })
    expect(enHits.body.data.map((q) => q.questionId)).toContain('individual-id')
    expect((await call('applicantInfo/getContent', { questionId: 'nope' })).body.code).toBe(1004)
  })
})
