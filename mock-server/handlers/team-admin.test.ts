import { describe, expect, it } from 'vitest'
import type { SeatOrderView, SeatsView, TeamMemberView, TeamRoleView } from '../../src/api/schemas/team'
import { AUTHORITIES } from '../../src/domain/cases/authorities'
import { SEAT_PRICE } from '../../src/domain/cases/team-rules'
import { markOrderPaid } from '../commerce/orders-store'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'
const get = <T>(path: string) => callApi<T>(path, {}, { token, method: 'GET' })
const put = <T>(what: 'role' | 'user', body: object) =>
  callApi<T>(`caseManagement/authority/${what}`, body, { token, method: 'PUT' })
const del = (what: 'role' | 'user', id: string) =>
  callApi<{ id: string }>(`caseManagement/authority/${what}/${id}`, {}, { token, method: 'DELETE' })
const orderSeats = (seats: unknown, as = token) =>
  callApi<SeatOrderView>('brandmanagement/createAccountOrder', { seats }, { token: as })
/** A seat order placed through brandmanagement/createAccountOrder: its row in the orders table. */
async function seatOrder(seats: number) {
  const { body } = await orderSeats(seats)
  expect(body.code).toBe(200)
  return server.db.orders.find((o) => o.id === body.data.orderId)!
}
const pay = (order: { id: string }) =>
  markOrderPaid(
    server.db,
    server.db.orders.find((o) => o.id === order.id)!,
    'wallet',
    new Date().toISOString(),
  )
const members = (query = '') =>
  get<{ list: TeamMemberView[]; total: number; seats: SeatsView }>(`caseManagement/authority/user${query}`)

const memberOf = (preset: string) =>
  server.db.teamMembers.find((m) => m.accountId === 'u-demo' && m.roleId === `role-u-demo-${preset}`)!
const actAs = (preset: string) => server.simulate('team.actAs', token, memberOf(preset).id)
const newcomer = {
  name: '钱多多',
  email: 'duoduo.qian@yunshan.example.com',
  mobile: '13712345678',
  departmentName: '法务部',
  roleId: 'role-u-demo-readOnly',
}
const newRole = {
  name: '外部顾问',
  nameEn: 'Outside counsel',
  description: '只看本公司的案件',
  authorities: ['case.view', 'document.view'],
  applicants: null,
}

describe('team reads', () => {
  it('lists the members owner first, with the seats of the enterprise plan', async () => {
    const { body } = await members()
    expect(body.code).toBe(200)
    expect(body.data.list[0]).toMatchObject({ owner: true, self: true, roleName: '管理员' })
    expect(body.data.total).toBe(4)
    expect(body.data.seats).toMatchObject({ plan: 'enterprise', included: 5, bought: 0, total: 5, used: 4 })
  })

  it('filters members by role, department and text', async () => {
    expect((await members('?roleId=role-u-demo-readOnly')).body.data.list.map((m) => m.name)).toEqual([
      '孙晴',
    ])
    const dept = server.db.teamDepartments.find((d) => d.accountId === 'u-demo' && d.nameEn === 'Legal')!
    expect((await members(`?departmentId=${dept.id}`)).body.data.total).toBe(3)
    expect((await members('?keyword=YIFAN')).body.data.list.map((m) => m.name)).toEqual(['赵一帆'])
    expect((await members('?keyword=13812345603')).body.data.total).toBe(1)
  })

  it('lists roles (administrator first, with member counts), departments and the authority groups', async () => {
    const roles = await get<{ list: TeamRoleView[] }>('caseManagement/authority/role')
    // A preset's seeded description reads in the caller's language.
    expect(roles.body.data.list[0]).toMatchObject({
      preset: 'admin',
      memberCount: 1,
      description: 'Manages the team, the roles and every case',
    })
    expect(roles.body.data.list).toHaveLength(4)
    const depts = await get<{ list: { nameEn: string; memberCount: number }[] }>(
      'caseManagement/authority/department',
    )
    expect(depts.body.data.list.map((d) => [d.nameEn, d.memberCount])).toEqual([
      ['Legal', 3],
      ['Brand & Marketing', 1],
    ])
    const catalogue = await get<{ groups: { authorities: { id: string }[] }[] }>(
      'caseManagement/authority/authority',
    )
    expect(catalogue.body.data.groups.flatMap((g) => g.authorities.map((a) => a.id))).toHaveLength(
      AUTHORITIES.length,
    )
  })

  it("answers the applicants a role sees and the account's choice list", async () => {
    const role = server.db.teamRoles.find((r) => r.id === 'role-u-demo-paralegal')!
    const all = await get<{ choices: { name: string; cases: number }[]; scope: null }>(
      'caseManagement/authority/applicantsByRole?roleId=role-u-demo-paralegal',
    )
    expect(all.body.data.scope).toBeNull()
    const first = all.body.data.choices[0]!
    expect(first.cases).toBeGreaterThan(0)
    role.applicants = [first.name]
    const limited = await get<{ scope: string[]; visible: { name: string }[] }>(
      'caseManagement/authority/applicantsByRole?roleId=role-u-demo-paralegal',
    )
    expect(limited.body.data).toMatchObject({ scope: [first.name], visible: [{ name: first.name }] })
    const missing = await get('caseManagement/authority/applicantsByRole?roleId=nope')
    expect(missing.body.code).toBe(1004)
  })

  it('refuses the reads to a member whose role cannot see the cases', async () => {
    const role = server.db.teamRoles.find((r) => r.id === 'role-u-demo-readOnly')!
    role.authorities = ['document.view']
    actAs('readOnly')
    const { body } = await members()
    expect(body.code).toBe(403)
    expect(body.msg).toMatch(/case\.view/)
  })
})

describe('roles', () => {
  it('creates a role, then edits it, limited to chosen applicants', async () => {
    const created = await put<TeamRoleView>('role', newRole)
    expect(created.body.data).toMatchObject({ name: '外部顾问', preset: null, memberCount: 0 })
    const owner = server.db.users.find((u) => u.id === 'u-demo')!
    const edited = await put<TeamRoleView>('role', {
      ...newRole,
      id: created.body.data.id,
      applicants: [owner.companyName || owner.name],
    })
    expect(edited.body.data.applicants).toEqual([owner.companyName || owner.name])
    expect(server.db.teamRoles.filter((r) => r.accountId === 'u-demo')).toHaveLength(5)
  })

  it('refuses a taken name, an unknown applicant and authorities without what they need', async () => {
    const taken = await put('role', { ...newRole, name: '只读' })
    expect(taken.body).toMatchObject({ code: 1001, data: { field: 'name' } })
    const stranger = await put('role', { ...newRole, applicants: ['无关公司'] })
    expect(stranger.body.msg).toMatch(/无关公司/)
    const lacking = await put('role', { ...newRole, authorities: ['case.edit'] })
    expect(lacking.body.code).toBe(800)
    expect(lacking.body.msg).toMatch(/authority|needs/i)
  })

  it('keeps team.manage on the administrator role', async () => {
    const admin = server.db.teamRoles.find((r) => r.id === 'role-u-demo-admin')!
    const { body } = await put('role', { ...newRole, id: admin.id, authorities: ['case.view'] })
    expect(body.code).toBe(1001)
    expect(body.msg).toMatch(/Manage the team/)
    expect(admin.authorities).toContain('team.manage')
  })

  it('deletes an unused role, never the administrator nor one members hold', async () => {
    const adminDelete = await del('role', 'role-u-demo-admin')
    expect(adminDelete.body.msg).toMatch(/administrator role cannot be deleted/)
    const inUse = await del('role', 'role-u-demo-paralegal')
    expect(inUse.body.msg).toMatch(/^1 member/)
    const created = await put<TeamRoleView>('role', newRole)
    expect((await del('role', created.body.data.id)).body.code).toBe(200)
    expect(server.db.teamRoles.some((r) => r.id === created.body.data.id)).toBe(false)
  })

  it('refuses every role write to read-only and paralegal members', async () => {
    for (const preset of ['readOnly', 'paralegal']) {
      actAs(preset)
      const { body } = await put('role', newRole)
      expect(body.code).toBe(403)
      expect(body.msg).toMatch(/team\.manage/)
      expect((await del('role', 'role-u-demo-attorney')).body.code).toBe(403)
    }
  })
})

describe('members', () => {
  it('adds a member into a new department, then refuses the sixth for want of a seat', async () => {
    const added = await put<TeamMemberView>('user', { ...newcomer, departmentName: '知识产权部' })
    expect(added.body.data).toMatchObject({ name: '钱多多', departmentName: '知识产权部', active: true })
    expect(server.db.teamDepartments.some((d) => d.name === '知识产权部')).toBe(true)
    const sixth = await put('user', { ...newcomer, email: 'sixth@yunshan.example.com' })
    expect(sixth.body.code).toBe(1009)
    expect(sixth.body.msg).toMatch(/5\/5/)
    // A disabled member takes no seat; a paid seat order adds one.
    const parked = await put<TeamMemberView>('user', {
      ...newcomer,
      email: 'parked@yunshan.example.com',
      active: false,
    })
    expect(parked.body.code).toBe(200)
    pay(await seatOrder(1))
    const enabled = await put<TeamMemberView>('user', {
      ...newcomer,
      email: 'parked@yunshan.example.com',
      id: parked.body.data.id,
    })
    expect(enabled.body.data.active).toBe(true)
    expect((await members()).body.data.seats).toMatchObject({ bought: 1, total: 6, used: 6 })
  })

  it('refuses an e-mail another member uses, and bad e-mails and mobiles', async () => {
    const dup = await put('user', { ...newcomer, email: 'QING.SUN@yunshan.example.com' })
    expect(dup.body).toMatchObject({ code: 1001, data: { field: 'email' } })
    const bad = await put('user', { ...newcomer, email: 'qian@localhost', mobile: '14712345678' })
    expect(bad.body.code).toBe(800)
    expect(bad.body.msg).toMatch(/email/i)
    expect(bad.body.msg).toMatch(/mobile/i)
  })

  it("never changes the owner's role, nor disables the owner or oneself", async () => {
    const owner = server.db.teamMembers.find((m) => m.id === 'm-u-demo-owner')!
    const base = { ...newcomer, id: owner.id, email: owner.email, mobile: owner.mobile }
    const role = await put('user', { ...base, roleId: 'role-u-demo-readOnly' })
    expect(role.body.msg).toMatch(/always an administrator/)
    const off = await put('user', { ...base, roleId: owner.roleId, active: false })
    expect(off.body.msg).toMatch(/owner cannot be disabled/)
    // A second administrator cannot disable themself.
    const attorney = memberOf('attorney')
    attorney.roleId = 'role-u-demo-admin'
    server.simulate('team.actAs', token, attorney.id)
    const self = await put('user', {
      ...newcomer,
      id: attorney.id,
      email: attorney.email,
      roleId: attorney.roleId,
      active: false,
    })
    expect(self.body.msg).toMatch(/cannot disable yourself/)
  })

  it('deletes a member (cases wait for an assignee, an empty department goes), never the owner or oneself', async () => {
    const readOnly = memberOf('readOnly')
    const dept = readOnly.departmentId
    const theirCase = server.db.cases.find((c) => c.accountId === 'u-demo')!
    theirCase.assigneeId = readOnly.id
    expect((await del('user', readOnly.id)).body.code).toBe(200)
    expect(theirCase.assigneeId).toBeNull()
    expect(server.db.teamDepartments.some((d) => d.id === dept)).toBe(false)
    expect((await del('user', 'm-u-demo-owner')).body.msg).toMatch(/owner cannot be deleted/)
    const attorney = memberOf('attorney')
    attorney.roleId = 'role-u-demo-admin'
    server.simulate('team.actAs', token, attorney.id)
    expect((await del('user', attorney.id)).body.msg).toMatch(/cannot delete yourself/)
  })

  it('refuses member writes to read-only and paralegal members', async () => {
    for (const preset of ['readOnly', 'paralegal']) {
      actAs(preset)
      expect((await put('user', newcomer)).body.code).toBe(403)
      expect((await del('user', memberOf('attorney').id)).body.code).toBe(403)
    }
    expect(server.db.teamMembers.filter((m) => m.accountId === 'u-demo')).toHaveLength(4)
  })
})

describe('brandmanagement/getBrandManagementAccountOrder', () => {
  it("lists the account's seat orders, newest first, with the seats", async () => {
    const order = await seatOrder(2)
    const { body } = await callApi<{
      list: { orderId: string; seats: number; status: string }[]
      seats: SeatsView
    }>('brandmanagement/getBrandManagementAccountOrder', {}, { token })
    expect(body.data.list).toEqual([
      expect.objectContaining({ orderId: order.id, seats: 2, status: 'unpaid' }),
    ])
    expect(body.data.seats).toMatchObject({ bought: 0, total: 5 })
    server.db.teamRoles.find((r) => r.id === 'role-u-demo-readOnly')!.authorities = ['document.view']
    actAs('readOnly')
    const refused = await callApi('brandmanagement/getBrandManagementAccountOrder', {}, { token })
    expect(refused.body.code).toBe(403)
  })
})

describe('brandmanagement/createAccountOrder', () => {
  interface OrderRow {
    id: string
    productType: number
    serviceName: { en: string }
    status: string
    total: number
  }
  const orderList = async () =>
    (
      await callApi<{ list: OrderRow[] }>(
        'tbOrder/getMemberOrderList',
        { pageNum: 1, pageSize: 100, productTypes: [40] },
        { token },
      )
    ).body.data.list

  it('makes an unpaid seat order priced per seat; once paid it is complete and adds the seats', async () => {
    const { body } = await orderSeats(3)
    expect(body.code).toBe(200)
    expect(body.data).toMatchObject({ seats: 3, total: 3 * SEAT_PRICE, status: 'unpaid', paidAt: null })
    const order = server.db.orders.find((o) => o.id === body.data.orderId)!
    expect(order).toMatchObject({
      userId: 'u-demo',
      productType: 40,
      officialFee: 0,
      serviceFee: 3 * SEAT_PRICE,
      payload: { kind: 'teamSeats', seats: 3 },
      lines: [{ kind: 'seats', quantity: 3, official: 0, service: 3 * SEAT_PRICE }],
    })
    // It is an order of the orders area, under its own service name.
    expect(await orderList()).toEqual([
      expect.objectContaining({
        id: order.id,
        serviceName: expect.objectContaining({ en: 'Team member seats' }),
      }),
    ])
    expect((await members()).body.data.seats).toMatchObject({ bought: 0, total: 5 })
    pay(order)
    expect(order.status).toBe('completed')
    expect((await members()).body.data.seats).toMatchObject({ bought: 3, total: 8, used: 4 })
    const listed = await callApi<{ list: SeatOrderView[] }>(
      'brandmanagement/getBrandManagementAccountOrder',
      {},
      { token },
    )
    expect(listed.body.data.list[0]).toMatchObject({ orderId: order.id, status: 'paid' })
    // A seat order is no trademark case: the case list leaves it out.
    const cases = await callApi<{ list: { orderId: string }[] }>(
      'tbOrder/getNoLimitOrder',
      { keyword: '' },
      { token },
    )
    expect(cases.body.data.list.length).toBeGreaterThan(0)
    expect(cases.body.data.list.some((c) => c.orderId === order.id)).toBe(false)
  })

  it('refuses a new seat order while one waits for payment, naming it; paid, the next one goes through', async () => {
    const first = await seatOrder(2)
    const { body } = await orderSeats(1)
    expect(body.code).toBe(1001)
    expect(body.msg).toContain(first.orderNo)
    expect(body.msg).toMatch(/not paid yet/)
    expect(body.data).toMatchObject({ refusal: 'unpaidSeatOrder', orderId: first.id, orderNo: first.orderNo })
    expect(server.db.orders.filter((o) => o.productType === 40)).toHaveLength(1)
    pay(first)
    expect((await orderSeats(1)).body.code).toBe(200)
  })

  it('refuses a seat count outside 1 to 20', async () => {
    for (const seats of [0, 21, 1.5, '2']) {
      const { body } = await orderSeats(seats)
      expect(body.code).toBe(800)
      expect(body.msg).toMatch(/seats/)
    }
    expect(server.db.orders.some((o) => o.productType === 40)).toBe(false)
  })

  it('refuses an individual account', async () => {
    const personToken = signInAs(server, 'u-person')
    const { body } = await orderSeats(1, personToken)
    expect(body.code).toBe(1001)
    expect(body.msg).toMatch(/individual account/)
    expect(body.data).toMatchObject({ refusal: 'individualSeats' })
    expect(server.db.orders.some((o) => o.productType === 40)).toBe(false)
  })

  it('refuses members without team.manage', async () => {
    for (const preset of ['attorney', 'readOnly']) {
      actAs(preset)
      const { body } = await orderSeats(1)
      expect(body.code).toBe(403)
      expect(body.msg).toMatch(/team\.manage/)
    }
    expect(server.db.orders.some((o) => o.productType === 40)).toBe(false)
  })
})
