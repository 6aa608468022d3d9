import { describe, expect, it } from 'vitest'
import { renewalApi } from './renewal'
import { renewalListKeys } from './renewal-list'
import { ordersKeys } from './orders'

describe('renewal wizard calls', () => {
  it('refresh the renewal list and the orders once a renewal is ordered, filed or deleted', () => {
    for (const change of ['order', 'complete', 'discard'] as const) {
      expect(renewalApi.changes[change]).toEqual(expect.arrayContaining([...renewalListKeys.all]))
    }
    expect(renewalApi.changes.order).toEqual(expect.arrayContaining([...ordersKeys.all]))
  })
})
