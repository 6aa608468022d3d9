import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { StoredFile } from '../src/api/schemas/files'
import { DB_STORAGE_KEY } from './db'
import { makeServer, type MockControls } from './server'
import { callApi, fetchApi, signInAs } from './test-support'

let server: MockControls | undefined
afterEach(() => {
  server?.shutdown()
  server = undefined
  localStorage.clear()
})

/** A demo tab: the persisting server the browser runs, over localStorage and IndexedDB. */
function openTab(fresh: boolean): MockControls {
  server?.shutdown()
  server = makeServer({ environment: 'test', persist: true, fresh })
  return server
}

const upload = async (bytes: Uint8Array<ArrayBuffer>, name: string, token: string) => {
  const form = new FormData()
  form.append('file', new File([bytes], name, { type: 'application/pdf' }))
  form.append('bizType', 'general')
  return (await callApi<StoredFile>('file/upload', form, { token })).body
}

describe('file contents in IndexedDB', () => {
  it(
    'keeps three 1.9 MB uploads across a reload without filling localStorage',
    { timeout: 60_000 },
    async () => {
      const token = signInAs(openTab(true), 'u-demo')
      const files = [1, 2, 3].map((n) => Uint8Array.from({ length: 1_900_000 }, (_, i) => (i * n + 7) % 256))
      const ids: string[] = []
      for (const [n, bytes] of files.entries()) {
        const answer = await upload(bytes, `scan-${n}.pdf`, token)
        expect(answer.code).toBe(200)
        ids.push(answer.data.fileId)
      }
      // As Base64 the three would take 7.6 MB of localStorage (its quota is about 5 MB).
      const saved = localStorage.getItem(DB_STORAGE_KEY) ?? ''
      expect(saved.length).toBeGreaterThan(0)
      expect(saved.length).toBeLessThan(2_000_000)

      // A reload: a new server over the saved database finds every byte again.
      openTab(false)
      for (const [n, id] of ids.entries()) {
        const response = await fetchApi('file/download', { fileId: id }, { token })
        const got = new Uint8Array(await (await response.blob()).arrayBuffer())
        expect(got.length).toBe(files[n]!.length)
        expect(got.every((byte, i) => byte === files[n]![i])).toBe(true)
      }
    },
  )
})
