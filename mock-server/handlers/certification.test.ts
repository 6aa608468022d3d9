import { describe, expect, it } from 'vitest'
import type { Certification } from '../../src/api/schemas/member'
import type { StoredFile } from '../../src/api/schemas/files'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-seed-1' })
const SEED_1 = 't-u-seed-1'

function call<T = unknown>(path: string, body: object = {}, token: string | null = SEED_1, lang = 'en') {
  return callApi<T>(path, body, { token, lang })
}

const form = {
  companyName: '深圳市前海星辰贸易有限公司',
  companyAddress: '深圳市南山区前海深港合作区前湾一路1号A栋201室',
  city: '深圳',
  country: 'CN',
  postCode: '518052',
  contactPerson: '张伟',
  officePhone: '0755-86001234',
  email: 'member1@example.com',
  uscc: '91440300MA5F8KQ27E',
}

/** A 1x1 PNG head (signature and IHDR) padded to `size` bytes. */
function png(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
    1,
  ])
  return bytes
}

const pdf = (size = 64) => {
  const bytes = new Uint8Array(size)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'))
  return bytes
}

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const body = new FormData()
  body.append('file', new File([bytes], name))
  body.append('bizType', 'businessLicence')
  return (await callApi<StoredFile>('file/upload', body, { token: SEED_1 })).body
}

async function submit(licenceFileId: string, changes: object = {}, token = SEED_1) {
  return call<Certification>('memberInfo/insertCertification', { ...form, licenceFileId, ...changes }, token)
}

describe('business licence upload (checked by content)', () => {
  it('takes an image named .pdf as an image up to 10 MB, and a PDF named .jpg as a PDF', async () => {
    const image = await upload(png(), 'licence.pdf')
    expect(image.code).toBe(200)
    expect(image.data.contentType).toBe('image/png')
    const doc = await upload(pdf(), 'scan.jpg')
    expect(doc.data.contentType).toBe('application/pdf')
  })

  it('refuses what is neither, a PDF over 2 MB and an image over 10 MB', async () => {
    const text = await upload(new TextEncoder().encode('just text'), 'licence.png')
    expect(text.code).toBe(1001)
    expect(text.msg).toMatch(/^Wrong file format/)
    expect((await upload(pdf(2_048_001), 'l.pdf')).msg).toBe('File too large: a PDF may be at most 2 MB')
    expect((await upload(pdf(2_048_000), 'l.pdf')).code).toBe(200)
    // The same 2 MB+ size is fine for an image.
    expect((await upload(png(2_048_001), 'l.png')).code).toBe(200)
    expect((await upload(png(10_240_001), 'l.png')).msg).toBe('File too large: an image may be at most 10 MB')
  })
})

describe('memberInfo/insertCertification and getCertification', () => {
  it('shows the seeded states: demo approved, agency reviewing, this member rejected with a reason', async () => {
    signInAs(server, 'u-demo')
    expect((await call<Certification>('memberInfo/getCertification', {}, 't-u-demo')).body.data.status).toBe(
      'approved',
    )
    signInAs(server, 'u-agency')
    const agency = await call<Certification>('memberInfo/getCertification', {}, 't-u-agency')
    expect(agency.body.data.status).toBe('reviewing')
    const rejected = (await call<Certification>('memberInfo/getCertification')).body.data
    expect(rejected).toMatchObject({ status: 'rejected', uscc: form.uscc })
    expect(rejected.rejectReason).toMatch(/blurred/)
    expect(rejected.licenceFile.contentType).toBe('application/pdf')
  })

  it('resubmits after a rejection: under review, the profile agrees, a second submission is refused', async () => {
    const image = await upload(png(), '营业执照.png')
    const { body } = await submit(image.data.fileId)
    expect(body.code).toBe(200)
    expect(body.data).toMatchObject({ status: 'reviewing', rejectReason: '', id: 'cert-u-seed-1' })
    expect(body.data.licenceFile).toMatchObject({ fileName: '营业执照.png', contentType: 'image/png' })
    const profile = await call<{ certificationStatus: string }>('member/getUserInfo')
    expect(profile.body.data.certificationStatus).toBe('reviewing')
    const again = await submit(image.data.fileId)
    expect(again.body.code).toBe(1001)
    expect(again.body.msg).toMatch(/under review/)
    expect(server.db.certifications.filter((c) => c.userId === 'u-seed-1')).toHaveLength(1)
  })

  it('normalises what it stores: half-width digits, upper-case credit code, no code for a foreign company', async () => {
    const file = await upload(pdf(), 'l.pdf')
    const { body } = await submit(file.data.fileId, { postCode: '５１８０５２', uscc: '91440300ma5f8kq27e' })
    expect(body.data).toMatchObject({ postCode: '518052', uscc: '91440300MA5F8KQ27E' })
    server.db.certifications.find((c) => c.userId === 'u-seed-1')!.status = 'rejected'
    const foreign = await submit(file.data.fileId, {
      companyName: 'Acme Trading Ltd.',
      companyAddress: '10 Downing Street',
      city: 'London',
      country: 'GB',
      postCode: 'SW1A 2AA',
      officePhone: '+44 20 7946 0958',
    })
    expect(foreign.body.code).toBe(200)
    expect(foreign.body.data).toMatchObject({ country: 'GB', uscc: '' })
  })

  it('checks every field with the §5 rules and names the fields in the refusal', async () => {
    const file = await upload(pdf(), 'l.pdf')
    const { body } = await call<{ issues: { field: string; message: string }[] }>(
      'memberInfo/insertCertification',
      {
        ...form,
        companyName: 'Acme Ltd',
        companyAddress: 'No Chinese here',
        postCode: '12345',
        officePhone: '12',
        email: 'x@y',
        uscc: '91440300MA5F8KQ27P',
        licenceFileId: file.data.fileId,
      },
    )
    expect(body.code).toBe(1001)
    expect(body.msg).toContain('Company name: The company name must contain Chinese characters')
    expect(body.msg).toContain('E-mail: Please enter a valid email address')
    expect(body.data.issues).toEqual([
      { field: 'companyName', message: 'validation:chineseNameEnterprise' },
      { field: 'companyAddress', message: 'certification:rules.addressChinese' },
      { field: 'postCode', message: 'validation:zipCode' },
      { field: 'officePhone', message: 'validation:contactPhone' },
      { field: 'email', message: 'validation:email' },
      { field: 'uscc', message: 'certification:rules.usccCheck' },
    ])
    const zh = await call(
      'memberInfo/insertCertification',
      { ...form, email: '', licenceFileId: '' },
      SEED_1,
      'zh-CN',
    )
    expect(zh.body.msg).toBe('电子邮箱: 此项为必填项；营业执照: 请上传营业执照')
    expect(server.db.certifications.find((c) => c.userId === 'u-seed-1')?.status).toBe('rejected')
  })

  it('refuses an unknown country, a missing or foreign licence file, and a file that is no licence', async () => {
    const file = await upload(pdf(), 'l.pdf')
    expect(
      (
        await submit(file.data.fileId, {
          country: 'ZZ',
          postCode: 'AB1',
          companyName: 'Acme',
          companyAddress: 'Main St 1',
          officePhone: '+1 555 0100',
        })
      ).body.msg,
    ).toBe('Unknown country or region')
    expect((await submit('f-none')).body.code).toBe(1004)
    // Another member's licence cannot be borrowed.
    expect((await submit('f-licence-u-demo')).body.code).toBe(1004)
    // A file uploaded for another purpose is checked by content again.
    const text = await call<StoredFile>('file/uploadBase64', { fileName: 'notes.pdf', base64: btoa('hello') })
    expect(text.body.code).toBe(200)
    expect((await submit(text.body.data.fileId)).body.msg).toMatch(/must be an image .* or a PDF/)
  })

  it('refuses individual accounts, and an approved company', async () => {
    signInAs(server, 'u-person')
    expect(
      (await call('memberInfo/insertCertification', { ...form, licenceFileId: 'x' }, 't-u-person')).body.msg,
    ).toBe('Individual accounts do not need company verification')
    expect((await call('memberInfo/getCertification', {}, 't-u-person')).body.data).toBeNull()
    signInAs(server, 'u-demo')
    const approved = await call(
      'memberInfo/insertCertification',
      { ...form, licenceFileId: 'f-licence-u-demo' },
      't-u-demo',
    )
    expect(approved.body.msg).toMatch(/already verified/)
  })

  it('needs a session', async () => {
    expect((await call('memberInfo/getCertification', {}, null)).body.code).toBe(401)
  })
})

describe("simulation 'certification.review'", () => {
  it('rejects with a reason, the member reads it and a notice, resubmits, and is approved', async () => {
    const file = await upload(pdf(), 'l.pdf')
    const id = (await submit(file.data.fileId)).body.data.id
    expect(server.simulate('certification.review', id, 'reject', 'Seal missing')).toBe('rejected')
    const rejected = (await call<Certification>('memberInfo/getCertification')).body.data
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Seal missing' })
    expect(rejected.reviewedAt).not.toBeNull()
    expect(server.db.notices.filter((n) => n.userId === 'u-seed-1').at(-1)).toMatchObject({
      type: 'system',
      titleEn: 'Company verification rejected',
      read: false,
    })
    expect((await submit(file.data.fileId)).body.data.status).toBe('reviewing')
    expect(server.simulate('certification.review', id, 'approve')).toBe('approved')
    const profile = await call<{ certificationStatus: string }>('member/getUserInfo')
    expect(profile.body.data.certificationStatus).toBe('approved')
  })

  it('refuses a rejection without a reason, an unknown outcome, and a verification not under review', () => {
    expect(() => server.simulate('certification.review', 'cert-u-agency', 'reject', '  ')).toThrow(/reason/)
    expect(() => server.simulate('certification.review', 'cert-u-agency', 'maybe')).toThrow(/outcome/)
    expect(() => server.simulate('certification.review', 'cert-u-demo', 'approve')).toThrow(
      /not under review/,
    )
    expect(() => server.simulate('certification.review', 'cert-none', 'approve')).toThrow(/no company/)
  })
})
