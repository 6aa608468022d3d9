import { describe, expect, it } from 'vitest'
import {
  PLAN_SEATS,
  hasFreeSeat,
  memberDeleteRefusal,
  memberSaveRefusal,
  refusalText,
  roleDeleteRefusal,
  roleSaveRefusal,
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
