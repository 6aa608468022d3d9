import { describe, expect, it, vi } from 'vitest'
import { emitApiEvent, onApiEvent, type ApiEvent } from './api-events'

describe('api events', () => {
  it('delivers events until unsubscribed and isolates a failing listener', () => {
    const got: ApiEvent[] = []
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const stopBad = onApiEvent(() => {
      throw new Error('bad listener')
    })
    const stop = onApiEvent((event) => got.push(event))
    emitApiEvent({ type: 'toast', key: 'errors:internal' })
    stop()
    emitApiEvent({ type: 'loading.reset' })
    stopBad()
    expect(got).toEqual([{ type: 'toast', key: 'errors:internal' }])
    expect(error).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })
})
