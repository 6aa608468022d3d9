/**
 * Who works on a case (brandmanagement/getCasemanagementAgents): the agent firm with the account's other cases
 * it handles, and the team members involved (assignee, who recorded its events, who changed it, task
 * assignees); and, for the case form, the team, applicants and agents to choose from.
 */
import type { TeamMemberView } from '../../src/api/schemas/cases-detail'
import type { CaseRecord } from '../../src/domain/cases/case-record'
import { seesApplicant } from '../../src/domain/cases/authorities'
import type { HandlerContext } from '../context'
import { visibleCases } from './store'
import type { Acting } from './team'

type Involvement = TeamMemberView['involvement'][number]

const activeMembers = (ctx: HandlerContext<unknown>, acting: Acting) =>
  ctx.db.teamMembers
    .filter((m) => m.accountId === acting.account.id && m.active)
    .map((m) => ({ id: m.id, name: m.name }))

const sorted = (values: Iterable<string>) =>
  [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b, 'zh-CN'))

export function caseAgents(ctx: HandlerContext<unknown>, acting: Acting, record: CaseRecord) {
  const ties = new Map<string, Set<Involvement>>()
  const tie = (id: string | null | undefined, why: Involvement) => {
    if (!id) return
    if (!ties.has(id)) ties.set(id, new Set())
    ties.get(id)!.add(why)
  }
  tie(record.assigneeId, 'assignee')
  for (const e of record.events) tie(e.recordedBy, 'recorded')
  for (const h of ctx.db.caseHistory ?? []) if (h.caseId === record.id) tie(h.memberId, 'history')
  for (const t of record.tasks) tie(t.assigneeId, 'task')
  const involved = [...ties].flatMap(([id, why]) => {
    const m = ctx.db.teamMembers.find((x) => x.id === id)
    if (!m) return []
    const role = ctx.db.teamRoles.find((r) => r.id === m.roleId)
    const dept = ctx.db.teamDepartments.find((d) => d.id === m.departmentId)
    return [
      {
        id: m.id,
        name: m.name,
        roleName: role?.name ?? '',
        roleNameEn: role?.nameEn ?? '',
        departmentName: dept?.name ?? '',
        departmentNameEn: dept?.nameEn ?? '',
        email: m.email,
        involvement: [...why],
      },
    ]
  })
  return {
    agent: record.agent
      ? {
          name: record.agent,
          caseCount: visibleCases(ctx, acting).filter((c) => c.agent === record.agent).length,
        }
      : null,
    involved,
    members: activeMembers(ctx, acting),
    applicants: [],
    agents: [],
  }
}

/** What the case form offers: the team, the applicants the role covers (book and cases) and known agents. */
export function formOptions(ctx: HandlerContext<unknown>, acting: Acting) {
  const cases = visibleCases(ctx, acting)
  const owner = acting.account.companyName || acting.account.name
  const book = ctx.db.applicants
    .filter((a) => a.userId === acting.account.id)
    .map((a) => a.nameZh || a.nameEn)
  return {
    agent: null,
    involved: [],
    members: activeMembers(ctx, acting),
    applicants: sorted([owner, ...book, ...cases.map((c) => c.applicant)]).filter((name) =>
      seesApplicant(acting.grant, name),
    ),
    agents: sorted(cases.map((c) => c.agent)),
  }
}
