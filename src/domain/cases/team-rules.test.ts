import { describe, expect, it } from 'vitest'
import { CASE_STEPS, doneWhenPaid } from '../case-steps'
import { orderHomeOf } from '../order-routes'
import { FEE_SCHEDULES, seatOrderLines } from '../pricing'
import { SEAT_PRODUCT_TYPE } from '../product-types'
import {
  PLAN_SEATS,
  SEAT_PRICE,
  hasFreeSeat,
  memberDeleteRefusal,
  memberSaveRefusal,
  refusalText,
  roleDeleteRefusal,
  roleSaveRefusal,
  seatCountOf,
  seatOrderRefusal,
  seatsOf,
} from './team-rules'

const owner = { id: 'o', owner: true, email: 'boss@a.example.com', active: true, roleId: 'admin' }
const ann = { id: 'a', owner: false, email: 'ann@a.example.com', active: true, roleId: 'ro' }
const bob = { id: 'b', owner: false, email: 'bob@a.example.com', active: false, roleId: 'ro' }
const team = [owner, ann, bob]
const roomy = { total: 5, used: 2 }
const full = { total: 2, used: 2 }

describe('member seats', () => {
  it('counts the plan, bought seats and active members', () => {
    expect(PLAN_SEATS).toEqual({ enterprise: 5, agency: 10, individual: 1 })
    expect(seatsOf('agency', 3, 4)).toEqual({ included: 10, bought: 3, total: 13, used: 4 })
    expect(hasFreeSeat(seatsOf('individual', 0, 1))).toBe(false)
    expect(hasFreeSeat(seatsOf('individual', 1, 1))).toBe(true)
  })
})

describe('saving a member', () => {
  it('refuses an e-mail another member uses, whatever its case and spaces', () => {
    const input = { email: ' ANN@a.example.com', active: true, roleId: 'ro' }
    expect(memberSaveRefusal(input, undefined, team, 'o', roomy)).toBe('duplicateEmail')
    expect(memberSaveRefusal(input, ann, team, 'o', roomy)).toBeNull()
  })

  it("keeps the owner's role and status, and the acting member's status", () => {
    expect(memberSaveRefusal({ ...owner, roleId: 'ro' }, owner, team, 'o', roomy)).toBe('ownerRole')
    expect(memberSaveRefusal({ ...owner, active: false }, owner, team, 'a', roomy)).toBe('ownerDisable')
    expect(memberSaveRefusal({ ...ann, active: false }, ann, team, 'a', roomy)).toBe('selfDisable')
    expect(memberSaveRefusal({ ...ann, active: false }, ann, team, 'o', roomy)).toBeNull()
  })

  it('needs a free seat to add an active member or enable one, not to edit or add a disabled one', () => {
    const input = { email: 'new@a.example.com', active: true, roleId: 'ro' }
    expect(memberSaveRefusal(input, undefined, team, 'o', full)).toBe('seatsFull')
    expect(memberSaveRefusal({ ...input, active: false }, undefined, team, 'o', full)).toBeNull()
    expect(memberSaveRefusal({ ...bob, active: true }, bob, team, 'o', full)).toBe('seatsFull')
    expect(memberSaveRefusal({ ...ann, roleId: 'x' }, ann, team, 'o', full)).toBeNull()
  })
})

describe('deleting', () => {
  it('never deletes the owner or oneself', () => {
    expect(memberDeleteRefusal(owner, 'a')).toBe('ownerDelete')
    expect(memberDeleteRefusal(ann, 'a')).toBe('selfDelete')
    expect(memberDeleteRefusal(ann, 'o')).toBeNull()
  })

  it('never deletes the administrator role, nor a role members hold', () => {
    expect(roleDeleteRefusal({ preset: 'admin' }, 0)).toBe('adminRoleDelete')
    expect(roleDeleteRefusal({ preset: 'readOnly' }, 2)).toBe('roleInUse')
    expect(roleDeleteRefusal({ preset: null }, 0)).toBeNull()
    expect(refusalText('roleInUse', { n: 2 }).en).toMatch(/^2 member/)
  })

  it('keeps team.manage on the administrator role only', () => {
    expect(roleSaveRefusal({ preset: 'admin' }, ['case.view'])).toBe('adminKeepsTeam')
    expect(roleSaveRefusal({ preset: 'admin' }, ['case.view', 'team.manage'])).toBeNull()
    expect(roleSaveRefusal({ preset: 'attorney' }, ['case.view'])).toBeNull()
    expect(roleSaveRefusal(undefined, ['case.view'])).toBeNull()
  })
})

describe('seat orders', () => {
  it('take a whole number of seats from 1 to 20, as typed', () => {
    expect(seatCountOf(' 2 ')).toBe(2)
    expect(seatCountOf('20')).toBe(20)
    for (const typed of ['', '0', '21', '1.5', '-1', '2a', '１']) expect(seatCountOf(typed)).toBeNull()
  })

  it('are refused to an individual account, and while one waits for payment', () => {
    expect(seatOrderRefusal('individual', false)).toBe('individualSeats')
    expect(seatOrderRefusal('enterprise', true)).toBe('unpaidSeatOrder')
    expect(seatOrderRefusal('agency', false)).toBeNull()
    expect(refusalText('unpaidSeatOrder', { orderNo: 'TM1' }).en).toMatch(/^Seat order TM1 /)
  })

  it('are priced per seat from SEAT_PRICE, complete once paid and lead to the team page', () => {
    expect(FEE_SCHEDULES[SEAT_PRODUCT_TYPE].serviceFirstClass).toBe(SEAT_PRICE)
    expect(seatOrderLines(3)).toEqual([{ kind: 'seats', quantity: 3, official: 0, service: 3 * SEAT_PRICE }])
    expect(CASE_STEPS[SEAT_PRODUCT_TYPE]).toEqual(['ordered'])
    expect(doneWhenPaid(SEAT_PRODUCT_TYPE)).toBe(true)
    expect(doneWhenPaid(4)).toBe(false)
    expect(orderHomeOf(SEAT_PRODUCT_TYPE)).toBe('/userList')
    expect(orderHomeOf(4)).toBeUndefined()
  })
})
