import { addBusinessDays } from '../../src/domain/clock'
/**
 * What the case list keeps beside the cases (issue 15): the account's labels, the account's custom field
 * definitions (the values live in CaseRecord.customFields), and each member's list settings (the visible
 * columns in their order, and saved filter views). Also the list's rows: a case with what the deadline engine
 * derives for it today.
 */
import type { CaseLabelColor, CustomFieldDef, SavedView } from '../../src/domain/cases/case-list-rules'
import type { CaseRow } from '../../src/domain/cases/case-query'
import { officeKindOf, type CaseRecord } from '../../src/domain/cases/case-record'
import type { HandlerContext } from '../context'
import type { Seeder } from '../seeds/seed-kit'
import { factsOf } from './store'

export interface CaseLabel {
  id: string
  accountId: string
  name: string
  color: CaseLabelColor
  createdAt: string
}

export interface CaseListConfig {
  accountId: string
  memberId: string
  /** Visible columns in order (null: the default set). */
  columns: string[] | null
  views: SavedView[]
}

declare module '../db' {
  interface MockTables {
    caseLabels: CaseLabel[]
    caseCustomFields: (CustomFieldDef & { accountId: string })[]
    caseListConfigs: CaseListConfig[]
  }
}

/** The list's row of a case on `today`: its columns and the earliest deadline not marked done. */
export function caseRowOf(record: CaseRecord, today: string): CaseRow {
  const facts = factsOf(record, today)
  const next = facts.deadlines.find((d) => !d.done) ?? null
  return {
    id: record.id,
    office: record.office,
    officeKind: officeKindOf(record.office),
    designations: record.designations,
    markName: record.markName,
    applicationNo: record.applicationNo,
    registrationNo: record.registrationNo,
    classes: record.classes,
    applicant: record.applicant,
    agent: record.agent,
    status: facts.status,
    expiryDate: facts.expiryDate,
    next: next
      ? {
          key: next.key,
          kind: next.kind,
          due: next.due,
          daysLeft: next.daysLeft,
          ...(next.title ? { title: next.title } : {}),
        }
      : null,
    assigneeId: record.assigneeId,
    labelIds: record.labelIds,
    reference: record.reference,
    customFields: record.customFields,
    source: record.source,
    createdAt: record.createdAt,
  }
}

/** The account's labels, oldest first. */
export const labelsOf = (ctx: HandlerContext<unknown>, accountId: string) =>
  (ctx.db.caseLabels ??= []).filter((l) => l.accountId === accountId)

/** The account's custom field definitions, in their order. */
export const customFieldsOf = (ctx: HandlerContext<unknown>, accountId: string) =>
  (ctx.db.caseCustomFields ??= []).filter((f) => f.accountId === accountId)

/** The member's list settings, made empty on first use. */
export function listConfigOf(ctx: HandlerContext<unknown>, accountId: string, memberId: string) {
  ctx.db.caseListConfigs ??= []
  let config = ctx.db.caseListConfigs.find((c) => c.accountId === accountId && c.memberId === memberId)
  if (!config) {
    config = { accountId, memberId, columns: null, views: [] }
    ctx.db.caseListConfigs.push(config)
  }
  return config
}

const DEMO_LABELS: [string, CaseLabelColor][] = [
  ['核心商标', 'red'],
  ['待续展', 'orange'],
  ['海外布局', 'blue'],
  ['诉讼关注', 'purple'],
]

/** The demo accounts' labels and custom fields, with some cases labelled (after the cases). */
export const seedCaseLists: Seeder = (db, { today }) => {
  db.caseLabels = []
  db.caseCustomFields = []
  db.caseListConfigs = []
  // A month before the seed's day: no seeded record is dated after the moment the seed runs.
  const at = `${addBusinessDays(today, -30)}T09:00:00+08:00`
  for (const accountId of ['u-demo', 'u-agency']) {
    const labels = DEMO_LABELS.map(([name, color], i) => ({
      id: `lb-${accountId}-${i + 1}`,
      accountId,
      name,
      color,
      createdAt: at,
    }))
    db.caseLabels.push(...labels)
    db.caseCustomFields.push(
      {
        accountId,
        id: `cf-${accountId}-1`,
        name: '产品线',
        type: 'select',
        options: ['智能硬件', '饮品', '出行服务', '软件'],
      },
      { accountId, id: `cf-${accountId}-2`, name: '内部负责部门', type: 'text', options: [] },
      { accountId, id: `cf-${accountId}-3`, name: '许可到期日', type: 'date', options: [] },
    )
    const cases = db.cases.filter((c) => c.accountId === accountId)
    const lines = ['智能硬件', '饮品', '出行服务', '软件']
    cases.forEach((c, i) => {
      if (c.source === 'portfolio') c.labelIds = [labels[0]!.id]
      if (c.office !== 'CN' && i % 3 === 0) c.labelIds = [...c.labelIds, labels[2]!.id]
      if (i % 4 === 0) c.customFields = { [`cf-${accountId}-1`]: lines[(i / 4) % lines.length]! }
    })
  }
}
