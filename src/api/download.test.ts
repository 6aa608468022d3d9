import { createServer, Response, type Server } from 'miragejs'
import type { AnyResponse } from 'miragejs/-types'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineEndpoint } from './catalogue/define'
import { downloadFile } from './download'

const report = defineEndpoint<{ reportId: string }, Blob>('test', 'GET reports/{reportId}', {
  body: 'blob',
  loading: false,
})

let server: Server
let clicked: { href: string; download: string }[] = []
const createObjectURL = vi.fn((_blob: Blob) => 'blob:mock-1')
const revokeObjectURL = vi.fn((_url: string) => {})

function serve(handler: () => AnyResponse): void {
  server = createServer({
    environment: 'test',
    logging: false,
    routes() {
      this.namespace = 'api'
      this.get('reports/:reportId', handler)
    },
  })
}

beforeEach(() => {
  clicked = []
  createObjectURL.mockClear()
  revokeObjectURL.mockClear()
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download })
  })
})

afterEach(() => {
  server.shutdown()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('downloadFile', () => {
  it('saves the file under the name from Content-Disposition and revokes the URL', async () => {
    serve(
      () =>
        new Response(
          200,
          {
            'Content-Type': 'application/pdf',
            'Content-Disposition': "attachment; filename*=UTF-8''%E6%8A%A5.pdf",
          },
          'PDF',
        ),
    )
    await expect(downloadFile(report, { reportId: '1' })).resolves.toBe(true)
    expect(clicked).toEqual([{ href: 'blob:mock-1', download: '报.pdf' }])
    expect(createObjectURL).toHaveBeenCalledTimes(1)
    const blob = createObjectURL.mock.calls[0]?.[0]
    expect(await blob?.text()).toBe('PDF')
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:mock-1'))
    expect(document.querySelectorAll('a')).toHaveLength(0)
  })

  it('falls back to report.pdf, or to the given name, without Content-Disposition', async () => {
    serve(() => new Response(200, { 'Content-Type': 'application/pdf' }, 'PDF'))
    await downloadFile(report, { reportId: '1' })
    await downloadFile(report, { reportId: '2' }, 'analysis.xlsx')
    expect(clicked.map((c) => c.download)).toEqual(['report.pdf', 'analysis.xlsx'])
  })

  it('logs a failure and resolves false', async () => {
    serve(() => new Response(500, {}, { code: 500, msg: 'boom', data: null }))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(downloadFile(report, { reportId: '1' })).resolves.toBe(false)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String(error.mock.calls[0]?.[0])).toContain('reports/{reportId}')
    expect(clicked).toEqual([])
  })
})
