/**
 * The case manager's team (issue 15 "Roles and users"): each account has members, departments and roles; a
 * role grants authorities (src/domain/cases/authorities.ts) and limits the applicants whose cases its members
 * see. Every cases, documents and portfolio handler asks `requireAuthority` first, so a member without the
 * authority is refused by the server, not only hidden by the page.
 */
import {
  ROLE_PRESETS,
  type Authority,
  type MemberGrant,
  type RolePreset,
} from '../../src/domain/cases/authorities'
import type { HandlerContext } from '../context'
import { BIZ, ReplyError } from '../context'
import type { MockDb, UserRecord } from '../db'
import type { Seeder } from '../seeds/seed-kit'

export interface TeamRole {
  id: string
  accountId: string
  name: string
  nameEn: string
  description: string
  authorities: Authority[]
  /** Applicant names whose cases members of this role see; null = all the account's applicants. */
  applicants: string[] | null
  /** The preset it started from; the administrator role ('admin') cannot be deleted or lose team.manage. */
  preset: RolePreset | null
  createdAt: string
}

export interface TeamDepartment {
  id: string
  accountId: string
  name: string
  nameEn: string
}

export interface TeamMember {
  id: string
  accountId: string
  /** The sign-in user of the member; the owner's is the account itself. */
  userId: string | null
  name: string
  email: string
  mobile: string
  departmentId: string | null
  roleId: string
  active: boolean
  /** The account's owner: always an administrator, never deleted. */
  owner: boolean
  createdAt: string
}

declare module '../db' {
  interface MockTables {
    teamRoles: TeamRole[]
    teamDepartments: TeamDepartment[]
    teamMembers: TeamMember[]
  }
}

export const PRESET_NAMES: Record<RolePreset, [string, string, string]> = {
  admin: ['管理员', 'Administrator', '管理团队、角色与全部案件'],
  attorney: ['代理人', 'Attorney', '处理全部案件与文件，不管理团队'],
  paralegal: ['流程专员', 'Paralegal', '维护案件与期限，上传文件，不能删除'],
  readOnly: ['只读', 'Read-only', '只能查看与导出'],
}

/** The seeded team of each demo account: an owner (admin) and, for companies and firms, three colleagues. */
const TEAMS: Record<
  string,
  { name: string; email: string; mobile: string; preset: RolePreset; dept: number }[]
> = {
  'u-demo': [
    {
      name: '刘思远',
      email: 'siyuan.liu@yunshan.example.com',
      mobile: '13812345601',
      preset: 'attorney',
      dept: 0,
    },
    {
      name: '赵一帆',
      email: 'yifan.zhao@yunshan.example.com',
      mobile: '13812345602',
      preset: 'paralegal',
      dept: 0,
    },
    {
      name: '孙晴',
      email: 'qing.sun@yunshan.example.com',
      mobile: '13812345603',
      preset: 'readOnly',
      dept: 1,
    },
  ],
  'u-agency': [
    { name: '周律', email: 'lv.zhou@huaxin.example.com', mobile: '13912345601', preset: 'attorney', dept: 0 },
    {
      name: '吴婷',
      email: 'ting.wu@huaxin.example.com',
      mobile: '13912345602',
      preset: 'paralegal',
      dept: 1,
    },
    {
      name: '郑浩',
      email: 'hao.zheng@huaxin.example.com',
      mobile: '13912345603',
      preset: 'readOnly',
      dept: 1,
    },
  ],
}

const DEPARTMENTS: Record<string, [string, string][]> = {
  'u-demo': [
    ['法务部', 'Legal'],
    ['品牌市场部', 'Brand & Marketing'],
  ],
  'u-agency': [
    ['商标代理部', 'Trademark Practice'],
    ['流程管理部', 'Docketing'],
  ],
}

export const roleIdOf = (accountId: string, preset: RolePreset) => `role-${accountId}-${preset}`
export const ownerMemberId = (accountId: string) => `m-${accountId}-owner`

/** Seeds every demo account's team; other accounts get theirs (owner and roles) on first use. */
export const seedTeams: Seeder = (db) => {
  db.teamRoles = []
  db.teamDepartments = []
  db.teamMembers = []
  for (const user of db.users.filter((u) => ['u-demo', 'u-agency', 'u-person'].includes(u.id)))
    // The team was set up when the account was opened: no seeded record is dated after the seed runs.
    createTeam(db, user, user.createdAt)
}

function createTeam(db: MockDb, user: UserRecord, at: string) {
  for (const preset of Object.keys(ROLE_PRESETS) as RolePreset[]) {
    const [name, nameEn, description] = PRESET_NAMES[preset]
    db.teamRoles.push({
      id: roleIdOf(user.id, preset),
      accountId: user.id,
      name,
      nameEn,
      description,
      authorities: [...ROLE_PRESETS[preset]],
      applicants: null,
      preset,
      createdAt: at,
    })
  }
  const departments = (DEPARTMENTS[user.id] ?? []).map(([name, nameEn], i) => ({
    id: `dept-${user.id}-${i + 1}`,
    accountId: user.id,
    name,
    nameEn,
  }))
  db.teamDepartments.push(...departments)
  db.teamMembers.push({
    id: ownerMemberId(user.id),
    accountId: user.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    departmentId: departments[0]?.id ?? null,
    roleId: roleIdOf(user.id, 'admin'),
    active: true,
    owner: true,
    createdAt: user.createdAt,
  })
  for (const [i, m] of (TEAMS[user.id] ?? []).entries())
    db.teamMembers.push({
      id: `m-${user.id}-${i + 1}`,
      accountId: user.id,
      userId: null,
      name: m.name,
      email: m.email,
      mobile: m.mobile,
      departmentId: departments[m.dept]?.id ?? null,
      roleId: roleIdOf(user.id, m.preset),
      active: true,
      owner: false,
      createdAt: at,
    })
}

/** The account's team, made (owner and preset roles) the first time an account without one asks. */
export function teamOf(ctx: HandlerContext<unknown>, user: UserRecord) {
  if (!ctx.db.teamMembers.some((m) => m.accountId === user.id)) {
    createTeam(ctx.db, user, ctx.now().toISOString())
    ctx.changed()
  }
  return {
    members: ctx.db.teamMembers.filter((m) => m.accountId === user.id),
    roles: ctx.db.teamRoles.filter((r) => r.accountId === user.id),
    departments: ctx.db.teamDepartments.filter((d) => d.accountId === user.id),
  }
}

export interface Acting {
  /** The account whose cases these are (the signed-in user). */
  account: UserRecord
  member: TeamMember
  role: TeamRole
  grant: MemberGrant
}

/** The member the request acts as, with the grant of their role. */
export function actingMember(ctx: HandlerContext<unknown>): Acting {
  const account = ctx.requireUser()
  const team = teamOf(ctx, account)
  const session = ctx.db.sessions.find((s) => s.token === ctx.token)
  const member =
    team.members.find((m) => m.id === session?.memberId && m.active) ?? team.members.find((m) => m.owner)!
  const role = team.roles.find((r) => r.id === member.roleId) ?? team.roles.find((r) => r.preset === 'admin')!
  return {
    account,
    member,
    role,
    grant: {
      memberId: member.id,
      roleId: role.id,
      authorities: member.owner ? ROLE_PRESETS.admin : role.authorities,
      applicants: member.owner ? null : role.applicants,
    },
  }
}

/** Business code of a refusal for want of an authority. */
export const FORBIDDEN = 403

/** The acting member, or the call ends with a refusal naming the authority the member's role lacks. */
export function requireAuthority(ctx: HandlerContext<unknown>, authority: Authority): Acting {
  const acting = actingMember(ctx)
  if (!acting.grant.authorities.includes(authority))
    throw new ReplyError(
      ctx.fail(
        `您的角色"${acting.role.name}"没有此权限（${authority}），请联系管理员`,
        `Your role "${acting.role.nameEn || acting.role.name}" does not allow this (${authority}); ask an administrator`,
        FORBIDDEN,
        { authority },
      ),
    )
  return acting
}

export { BIZ }
