import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { registerReady } from '../register'
import type { ProcedureEvent } from '../../src/api/schemas/search-records'
import type { TrademarkDetail } from '../../src/api/schemas/search-shared'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })

// Every search-area call waits for the register, which takes seconds to build once.
beforeAll(() => registerReady(), 60_000)

afterEach(() => {
  expect(server.schemaViolations).toEqual([])
})

interface Archive {
  record: TrademarkDetail
  events: ProcedureEvent[]
  today: string
}
const archive = async (body: object) =>
  (await callApi<Archive>('tmInfo/queryTrademarkArchives', body, { token: 't-u-demo' })).body

describe('the record of a demo account’s mark', () => {
  it('is found by the application number a home deadline links with, and shows the same deadline', async () => {
    const tasks = server.db.customerTasks.filter((t) => t.userId === 'u-demo')
    expect(tasks.length).toBeGreaterThan(0)
    for (const task of tasks) {
      const { code, data } = await archive({ applicationNo: task.applicationNo })
      expect(code).toBe(200)
      expect(data.record.name).toBe(task.trademarkName)
      expect(data.record.registrationNo).toBe(task.trademarkRegNo)
      expect(data.events.find((e) => e.code === task.taskType)).toMatchObject({
        date: task.deadline,
        state: 'due',
      })
    }
  })

  it('a mark open to opposition is an application: no registration number, no renewal, status published', async () => {
    const { data } = await archive({ applicationNo: '41870233' })
    expect(data.record).toMatchObject({ status: 3, registrationNo: '', expiryDate: null, id: 'PF41870233' })
    expect(data.events.map((e) => e.code)).toEqual(['filed', 'published', 'oppositionDeadline'])
    expect((await archive({ id: 'PF41870233' })).data.record.applicationNo).toBe('41870233')
  })

  it('an invalidated mark is invalid and has no deadline', async () => {
    const { data } = await archive({ applicationNo: '60411829' })
    expect(data.record.status).toBe(2)
    expect(data.events.filter((e) => e.state === 'due')).toEqual([])
  })
})
