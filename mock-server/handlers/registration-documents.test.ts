import { describe, expect, it } from 'vitest'
import type { UploadedDocument } from '../../src/api/schemas/registration-documents'
import { DOCUMENT_MAX_BYTES } from '../../src/domain/registration/types'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'

function form(name: string, size: number, kind = 'powerOfAttorney', type = '') {
  const body = new FormData()
  const bytes = new Uint8Array(size)
  for (let i = 0; i < Math.min(size, 64); i++) bytes[i] = (i * 7 + 3) % 256
  body.append('file', new File([bytes], name, { type }))
  body.append('kind', kind)
  body.append('draftId', 'd-test')
  return body
}

const upload = (path: string, body: FormData, lang = 'en', auth: string | null = token) =>
  callApi<UploadedDocument>(path, body, { token: auth, lang })

describe('trademark/uploadFile and trademark/globalUploadFile', () => {
  const suffixes = ['jpg', 'PNG', 'gif', 'tiff', 'JPEG', 'bmp', 'pdf', 'Pdf']

  it.each(suffixes)('accepts a .%s document and stores it for download', async (suffix) => {
    const { body } = await upload('trademark/uploadFile', form(`委托书.${suffix}`, 1500))
    expect(body.code).toBe(200)
    const stored = server.db.files.find((f) => f.id === body.data.fileId)
    expect(stored).toMatchObject({ userId: 'u-demo', fileName: `委托书.${suffix}`, size: 1500 })
    expect(body.data).toMatchObject({ fileName: `委托书.${suffix}`, size: 1500 })
    expect(body.data.url).toBe(`file/download?fileId=${encodeURIComponent(body.data.fileId)}`)
    const ext = suffix.toLowerCase()
    const expected = ext === 'pdf' ? 'application/pdf' : ext === 'jpg' ? 'image/jpeg' : `image/${ext}`
    expect(body.data.contentType).toBe(expected)
  })

  it('serves the same bytes back through file/download', async () => {
    const { body } = await upload('trademark/globalUploadFile', form('translation.pdf', 300, 'translation'))
    expect(body.code).toBe(200)
    const response = await fetchApi('file/download', { fileId: body.data.fileId }, { token })
    const bytes = new Uint8Array(await (await response.blob()).arrayBuffer())
    expect(bytes.length).toBe(300)
    expect(bytes[1]).toBe(10)
  })

  it('accepts exactly 2,048,000 bytes and refuses one byte more, in both languages', async () => {
    const atLimit = await upload('trademark/uploadFile', form('licence.png', DOCUMENT_MAX_BYTES))
    expect(atLimit.body.code).toBe(200)
    const over = await upload('trademark/uploadFile', form('licence.png', DOCUMENT_MAX_BYTES + 1))
    expect(over.body.code).toBe(1001)
    expect(over.body.msg).toMatch(/^File too large/)
    const zh = await upload(
      'trademark/globalUploadFile',
      form('公证书.pdf', DOCUMENT_MAX_BYTES + 1, 'notarised'),
      'zh-CN',
    )
    expect(zh.body.msg).toMatch(/^文件过大/)
  })

  it.each(['scan.docx', 'photo.heic', 'archive.zip', 'no-suffix', 'image.png.exe'])(
    'refuses %s as the wrong file format before looking at its size',
    async (name) => {
      const before = server.db.files.length
      const { body } = await upload('trademark/uploadFile', form(name, DOCUMENT_MAX_BYTES + 10))
      expect(body.code).toBe(1001)
      expect(body.msg).toMatch(/^Wrong file format/)
      expect(server.db.files.length).toBe(before)
    },
  )

  it('names the wrong format in Chinese for a Chinese page', async () => {
    const { body } = await upload('trademark/globalUploadFile', form('译文.doc', 10, 'translation'), 'zh-CN')
    expect(body.msg).toMatch(/^文件格式错误/)
  })

  it('refuses an empty file, an unknown kind and a missing draft', async () => {
    expect((await upload('trademark/uploadFile', form('empty.pdf', 0))).body.msg).toBe('The file is empty')
    const unknown = await upload('trademark/uploadFile', form('a.pdf', 10, 'contract'))
    expect(unknown.body.code).toBe(800)
    const noDraft = form('a.pdf', 10)
    noDraft.delete('draftId')
    expect((await upload('trademark/uploadFile', noDraft)).body.code).toBe(800)
  })

  it('needs a session', async () => {
    const { body } = await upload('trademark/uploadFile', form('a.pdf', 10), 'en', null)
    expect(body.code).toBe(401)
  })
})
