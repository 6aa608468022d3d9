/**
 * The case list (issue 15): the member's visible cases as rows (status and next deadline derived by the
 * deadline engine), labels, bulk changes, deletion, the column set and saved views, the offices and
 * applicants with counts, the .xlsx export (the same case-query the page runs) and the all-or-nothing import.
 * Every call asks requireAuthority first: reads case.view, settings and labels case.edit, delete case.delete,
 * import case.import, export case.export.
 */
import { casesCalls } from '../../src/api/catalogue/cases'
import { portfolioCalls } from '../../src/api/catalogue/portfolio'
import { casesListSchemas, customFieldSchemas } from '../../src/api/schemas/cases-list'
import {
  caseIdentity,
  checkImportRows,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importFileProblem,
  type ImportMessage,
} from '../../src/domain/cases/case-import'
import { customValueOk, LABELS_MAX, VIEWS_MAX } from '../../src/domain/cases/case-list-rules'
import {
  CASE_COLUMNS,
  isColumnId,
  parseCaseSearch,
  queryCases,
  type ColumnId,
} from '../../src/domain/cases/case-query'
import { officeKindOf, type CaseRecord } from '../../src/domain/cases/case-record'
import zhValidation from '../../src/i18n/locales/zh-CN/validation.json'
import enValidation from '../../src/i18n/locales/en/validation.json'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId } from '../db'
import { defineHandlers, type BoundHandler } from '../define-handlers'
import { XLSX_TYPE } from '../exports/labels'
import { bytesToBase64 } from '../reference-data/bytes'
import { buildCasesExport, buildImportTemplate, readImportSheet, WorkbookError } from '../cases/cases-xlsx'
import { caseRowOf, customFieldsOf, labelsOf, listConfigOf } from '../cases/list-store'
import { recordHistory, visibleCases } from '../cases/store'
import { requireAuthority, teamOf, type Acting } from '../cases/team'

type Ctx = HandlerContext<unknown>

const labelViews = (ctx: Ctx, accountId: string) => {
  const cases = ctx.db.cases.filter((c) => c.accountId === accountId)
  return labelsOf(ctx, accountId).map((l) => ({
    id: l.id,
    name: l.name,
    color: l.color,
    count: cases.filter((c) => c.labelIds.includes(l.id)).length,
  }))
}

const fieldViews = (ctx: Ctx, accountId: string) =>
  customFieldsOf(ctx, accountId).map(({ id, name, type, options }) => ({ id, name, type, options }))

/** The visible cases named by `ids`; an id the member does not see ends the call. */
function chosenCases(ctx: Ctx, acting: Acting, ids: readonly string[]): CaseRecord[] {
  const visible = new Map(visibleCases(ctx, acting).map((c) => [c.id, c]))
  const chosen = [...new Set(ids)].map((id) => visible.get(id))
  if (chosen.some((c) => !c))
    throw new ReplyError(
      ctx.fail(
        '部分案件不存在或您无权查看，请刷新列表',
        'Some cases do not exist or are not yours to see: refresh the list',
        BIZ.notFound,
      ),
    )
  return chosen as CaseRecord[]
}

function readBlob(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((b) => new Uint8Array(b))
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(blob)
  })
}

const VALIDATION: Record<'zh-CN' | 'en', Record<string, string>> = { 'zh-CN': zhValidation, en: enValidation }

/** A row error's words in the caller's language (a shared rule's key is looked up as the client would). */
const wordsOf = (ctx: Ctx, m: ImportMessage) =>
  'key' in m ? (VALIDATION[ctx.lang][m.key.replace(/^validation:/, '')] ?? m.key) : ctx.t(m.zh, m.en)

export const FILE_PROBLEMS = {
  wrongType: [
    '文件格式错误：请上传 .xlsx 格式的导入模板',
    'Wrong file type: upload the .xlsx import template',
  ],
  empty: ['文件是空的', 'The file is empty'],
  tooLarge: ['文件过大：不能超过 5 MB', 'File too large: at most 5 MB'],
  notXlsx: [
    '无法读取该文件：它不是有效的 Excel (.xlsx) 文件，请使用下载的模板填写',
    'The file could not be read: it is not a valid Excel (.xlsx) file; fill in the downloaded template',
  ],
} as const

async function importRows(ctx: Ctx, file: Blob) {
  const name = file instanceof File ? file.name : ''
  const bytes = file.size > IMPORT_MAX_BYTES ? new Uint8Array(0) : await readBlob(file)
  const problem = importFileProblem({ name, size: file.size }, bytes)
  if (problem) throw new ReplyError(ctx.fail(FILE_PROBLEMS[problem][0], FILE_PROBLEMS[problem][1]))
  try {
    return await readImportSheet(bytes)
  } catch (error) {
    if (!(error instanceof WorkbookError)) throw error
    if (error.reason === 'tooManyRows')
      throw new ReplyError(
        ctx.fail(`每个文件最多 ${IMPORT_MAX_ROWS} 行`, `At most ${IMPORT_MAX_ROWS} rows per file`),
      )
    if (error.reason === 'notTemplate')
      throw new ReplyError(
        ctx.fail(
          '表头与导入模板不一致：请下载最新模板，勿修改表头',
          'The header row is not the import template’s: download the template again and keep its header',
        ),
      )
    throw new ReplyError(ctx.fail(FILE_PROBLEMS.notXlsx[0], FILE_PROBLEMS.notXlsx[1]))
  }
}

export const casesListHandlers: BoundHandler[] = [
  ...defineHandlers(casesCalls, casesListSchemas, {
    brandmanagementGetCaseManagementLists(ctx) {
      const acting = requireAuthority(ctx, 'case.view')
      const today = ctx.today()
      const team = teamOf(ctx, acting.account)
      return ctx.ok({
        today,
        rows: visibleCases(ctx, acting).map((c) => caseRowOf(c, today)),
        members: team.members.map((m) => ({ id: m.id, name: m.name, active: m.active })),
        labels: labelViews(ctx, acting.account.id),
        fields: fieldViews(ctx, acting.account.id),
      })
    },
    brandmanagementUserConfigV1Get(ctx) {
      const acting = requireAuthority(ctx, 'case.view')
      return ctx.ok({ columns: listConfigOf(ctx, acting.account.id, acting.member.id).columns })
    },
    brandmanagementUserConfigV1Update(ctx) {
      // A member's own column set is a view setting: anyone who may see the list may arrange it.
      const acting = requireAuthority(ctx, 'case.view')
      const config = listConfigOf(ctx, acting.account.id, acting.member.id)
      const fields = new Set(customFieldsOf(ctx, acting.account.id).map((f) => f.id))
      const unknown = ctx.body.columns?.find((c) => c.startsWith('cf:') && !fields.has(c.slice(3)))
      if (unknown) return ctx.fail('自定义字段不存在', 'No such custom field', BIZ.notFound)
      config.columns = ctx.body.columns
      ctx.changed()
      return ctx.ok({ columns: config.columns })
    },
    brandmanagementUserConfigV2Get(ctx) {
      const acting = requireAuthority(ctx, 'case.view')
      return ctx.ok({ views: listConfigOf(ctx, acting.account.id, acting.member.id).views })
    },
    brandmanagementUserConfigV2Update(ctx) {
      const acting = requireAuthority(ctx, 'case.view')
      const config = listConfigOf(ctx, acting.account.id, acting.member.id)
      const body = ctx.body
      if ('remove' in body) {
        if (!config.views.some((v) => v.id === body.remove))
          return ctx.fail('该视图不存在', 'No such view', BIZ.notFound)
        config.views = config.views.filter((v) => v.id !== body.remove)
      } else {
        const name = body.name.trim()
        if (config.views.some((v) => v.id !== body.id && v.name === name))
          return ctx.fail('已有同名的视图', 'A view with this name already exists')
        const search = parseCaseSearch(body.search) as Record<string, string | number>
        const existing = body.id ? config.views.find((v) => v.id === body.id) : undefined
        if (body.id && !existing) return ctx.fail('该视图不存在', 'No such view', BIZ.notFound)
        if (existing) Object.assign(existing, { name, search })
        else {
          if (config.views.length >= VIEWS_MAX)
            return ctx.fail(`最多保存 ${VIEWS_MAX} 个视图`, `At most ${VIEWS_MAX} saved views`)
          config.views.push({ id: newId('VW'), name, search })
        }
      }
      ctx.changed()
      return ctx.ok({ views: config.views })
    },
    brandmanagementCaseManagementLabelGet(ctx) {
      const acting = requireAuthority(ctx, 'case.view')
      return ctx.ok({ labels: labelViews(ctx, acting.account.id) })
    },
    brandmanagementCaseManagementLabelAdd(ctx) {
      const acting = requireAuthority(ctx, 'case.edit')
      const accountId = acting.account.id
      const { id, color } = ctx.body
      const name = ctx.body.name.trim()
      const labels = labelsOf(ctx, accountId)
      if (labels.some((l) => l.id !== id && l.name.toLowerCase() === name.toLowerCase()))
        return ctx.fail('已有同名的标签', 'A label with this name already exists')
      let label = id ? labels.find((l) => l.id === id) : undefined
      if (id && !label) return ctx.fail('该标签不存在', 'No such label', BIZ.notFound)
      if (label) Object.assign(label, { name, color })
      else {
        if (labels.length >= LABELS_MAX)
          return ctx.fail(`最多 ${LABELS_MAX} 个标签`, `At most ${LABELS_MAX} labels`)
        label = { id: newId('LB'), accountId, name, color, createdAt: ctx.now().toISOString() }
        ctx.db.caseLabels.push(label)
      }
      ctx.changed()
      return ctx.ok(labelViews(ctx, accountId).find((l) => l.id === label.id)!)
    },
    brandmanagementCaseManagementLabelDelete(ctx) {
      const acting = requireAuthority(ctx, 'case.edit')
      const label = labelsOf(ctx, acting.account.id).find((l) => l.id === ctx.body.id)
      if (!label) return ctx.fail('该标签不存在', 'No such label', BIZ.notFound)
      let removedFrom = 0
      for (const c of ctx.db.cases.filter(
        (x) => x.accountId === acting.account.id && x.labelIds.includes(label.id),
      )) {
        c.labelIds = c.labelIds.filter((l) => l !== label.id)
        removedFrom++
        recordHistory(ctx, acting, c.id, 'unlabelled', { label: label.name, reason: 'labelDeleted' })
      }
      ctx.db.caseLabels = ctx.db.caseLabels.filter((l) => l.id !== label.id)
      ctx.changed()
      return ctx.ok({ removedFrom })
    },
    brandmanagementTabCaseManagementLabel(ctx) {
      const acting = requireAuthority(ctx, 'case.edit')
      const body = ctx.body
      const cases = chosenCases(ctx, acting, body.caseIds)
      const now = ctx.now().toISOString()
      let changed = 0
      if (body.action === 'assign') {
        const member = body.assigneeId
          ? teamOf(ctx, acting.account).members.find((m) => m.id === body.assigneeId && m.active)
          : null
        if (body.assigneeId && !member)
          return ctx.fail('该成员不存在或已停用', 'No such active team member', BIZ.notFound)
        for (const c of cases) {
          if (c.assigneeId === body.assigneeId) continue
          recordHistory(ctx, acting, c.id, 'assigned', {
            from: c.assigneeId ?? '',
            to: body.assigneeId ?? '',
            toName: member?.name ?? '',
          })
          c.assigneeId = body.assigneeId
          c.updatedAt = now
          changed++
        }
      } else {
        const label = labelsOf(ctx, acting.account.id).find((l) => l.id === body.labelId)
        if (!label) return ctx.fail('该标签不存在', 'No such label', BIZ.notFound)
        const adding = body.action === 'addLabel'
        for (const c of cases) {
          if (c.labelIds.includes(label.id) === adding) continue
          c.labelIds = adding ? [...c.labelIds, label.id] : c.labelIds.filter((l) => l !== label.id)
          c.updatedAt = now
          recordHistory(ctx, acting, c.id, adding ? 'labelled' : 'unlabelled', { label: label.name })
          changed++
        }
      }
      ctx.changed()
      return ctx.ok({ changed })
    },
    brandmanagementDeleteManagement(ctx) {
      const acting = requireAuthority(ctx, 'case.delete')
      const cases = chosenCases(ctx, acting, ctx.body.caseIds)
      const gone = new Set(cases.map((c) => c.id))
      for (const c of cases)
        recordHistory(ctx, acting, c.id, 'deleted', {
          markName: c.markName,
          office: c.office,
          applicationNo: c.applicationNo,
        })
      ctx.db.cases = ctx.db.cases.filter((c) => !gone.has(c.id))
      ctx.changed()
      return ctx.ok({ deleted: cases.length })
    },
    brandmanagementGetMemberCaseCountry(ctx) {
      const acting = requireAuthority(ctx, 'case.view')
      const counts = new Map<string, number>()
      for (const c of visibleCases(ctx, acting)) counts.set(c.office, (counts.get(c.office) ?? 0) + 1)
      const offices = [...counts.entries()]
        .map(([office, count]) => ({ office, officeKind: officeKindOf(office), count }))
        .sort((a, b) => b.count - a.count || a.office.localeCompare(b.office))
      return ctx.ok({ offices })
    },
    brandmanagementGetMemberCaseApplicants(ctx) {
      const acting = requireAuthority(ctx, 'case.view')
      const counts = new Map<string, number>()
      for (const c of visibleCases(ctx, acting)) counts.set(c.applicant, (counts.get(c.applicant) ?? 0) + 1)
      const applicants = [...counts.entries()]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'))
      return ctx.ok({ applicants })
    },
    async brandmanagementCaseManagementExport(ctx) {
      const acting = requireAuthority(ctx, 'case.export')
      const today = ctx.today()
      const accountId = acting.account.id
      const team = teamOf(ctx, acting.account)
      const memberName = (id: string) => team.members.find((m) => m.id === id)?.name ?? id
      const labels = labelsOf(ctx, accountId)
      const labelName = (id: string) => labels.find((l) => l.id === id)?.name ?? id
      const fields = customFieldsOf(ctx, accountId)
      const source = ctx.body.ids ? chosenCases(ctx, acting, ctx.body.ids) : visibleCases(ctx, acting)
      const rows = queryCases(
        source.map((c) => caseRowOf(c, today)),
        parseCaseSearch(ctx.body.search),
        { member: memberName, label: labelName },
      )
      if (rows.length === 0) return ctx.fail('没有可导出的案件', 'There are no cases to export')
      const saved = listConfigOf(ctx, accountId, acting.member.id).columns
      const columns = (ctx.body.columns ?? saved ?? [...CASE_COLUMNS]).filter(isColumnId) as ColumnId[]
      const bytes = await buildCasesExport(rows, columns.length ? columns : [...CASE_COLUMNS], {
        lang: ctx.lang,
        member: memberName,
        label: labelName,
        field: (id) => fields.find((f) => f.id === id)?.name,
      })
      const name = ctx.t(`案件列表-${today}.xlsx`, `cases-${today}.xlsx`)
      return ctx.blob(bytesToBase64(bytes), name, XLSX_TYPE)
    },
    async brandmanagementDownloadCaseManagementExcel(ctx) {
      requireAuthority(ctx, 'case.import')
      const bytes = await buildImportTemplate(ctx.today())
      return ctx.blob(
        bytesToBase64(bytes),
        ctx.t('案件导入模板.xlsx', 'case-import-template.xlsx'),
        XLSX_TYPE,
      )
    },
    async brandmanagementCaseManagementImport(ctx) {
      const acting = requireAuthority(ctx, 'case.import')
      const rows = await importRows(ctx, ctx.body.file)
      if (rows.length === 0)
        return ctx.fail(
          '表格中没有案件：请从第2行开始填写',
          'The sheet has no cases: fill in the rows from row 2',
        )
      const today = ctx.today()
      const accountId = acting.account.id
      const mine = ctx.db.cases.filter((c) => c.accountId === accountId)
      const { cases, errors } = checkImportRows(
        rows,
        {
          identities: new Set(mine.map((c) => caseIdentity(c.office, c.applicationNo, c.registrationNo))),
          references: new Set(mine.filter((c) => c.reference).map((c) => c.reference.toUpperCase())),
        },
        today,
      )
      if (errors.length > 0)
        return ctx.ok({
          imported: 0,
          caseIds: [],
          rows: rows.length,
          errors: errors.map((e) => ({ row: e.row, column: e.column, message: wordsOf(ctx, e.message) })),
        })
      const at = ctx.now().toISOString()
      const created: CaseRecord[] = cases.map((c) => ({
        id: newId('CS'),
        accountId,
        office: c.office,
        designations: c.designations,
        markName: c.markName,
        applicationNo: c.applicationNo,
        registrationNo: c.registrationNo,
        classes: c.classes,
        goods: {},
        applicant: c.applicant,
        agent: c.agent,
        assigneeId: acting.member.id,
        reference: c.reference,
        labelIds: [],
        customFields: {},
        events: c.events.map((e) => ({ ...e, recordedBy: acting.member.id, recordedAt: at })),
        tasks: [],
        done: [],
        source: 'import',
        notes: c.notes,
        createdAt: at,
        updatedAt: at,
      }))
      ctx.db.cases.push(...created)
      for (const [i, c] of created.entries())
        recordHistory(ctx, acting, c.id, 'imported', { row: String(cases[i]!.row) })
      ctx.changed()
      return ctx.ok({
        imported: created.length,
        caseIds: created.map((c) => c.id),
        rows: rows.length,
        errors: [],
      })
    },
  }),
  ...defineHandlers(portfolioCalls, customFieldSchemas, {
    customFieldGetCustomField(ctx) {
      const acting = requireAuthority(ctx, 'case.view')
      return ctx.ok({ fields: fieldViews(ctx, acting.account.id) })
    },
    customFieldUpdateCustomField(ctx) {
      const acting = requireAuthority(ctx, 'case.edit')
      const accountId = acting.account.id
      const before = customFieldsOf(ctx, accountId)
      const unknown = ctx.body.fields.find((f) => f.id && !before.some((b) => b.id === f.id))
      if (unknown) return ctx.fail('自定义字段不存在', 'No such custom field', BIZ.notFound)
      const next = ctx.body.fields.map((f) => ({
        accountId,
        id: f.id || newId('CF'),
        name: f.name.trim(),
        type: f.type,
        options: f.type === 'select' ? f.options.map((o) => o.trim()) : [],
      }))
      // Values that no longer fit their field (a deleted field, a removed option, a changed type) are cleared.
      for (const c of ctx.db.cases.filter((x) => x.accountId === accountId)) {
        const kept = Object.entries(c.customFields).filter(([id, value]) => {
          const field = next.find((f) => f.id === id)
          return field && customValueOk(field, value)
        })
        if (kept.length !== Object.keys(c.customFields).length) c.customFields = Object.fromEntries(kept)
      }
      ctx.db.caseCustomFields = [...ctx.db.caseCustomFields.filter((f) => f.accountId !== accountId), ...next]
      for (const config of (ctx.db.caseListConfigs ??= []).filter(
        (c) => c.accountId === accountId && c.columns,
      ))
        config.columns = config.columns!.filter(
          (c) => !c.startsWith('cf:') || next.some((f) => `cf:${f.id}` === c),
        )
      ctx.changed()
      return ctx.ok({ fields: fieldViews(ctx, accountId) })
    },
    customFieldInitCustomField(ctx) {
      const acting = requireAuthority(ctx, 'case.edit')
      const accountId = acting.account.id
      if (customFieldsOf(ctx, accountId).length > 0)
        return ctx.fail('已设置自定义字段', 'The account already has custom fields')
      const suggested = [
        {
          name: ctx.t('产品线', 'Product line'),
          type: 'select' as const,
          options: ctx.lang === 'en' ? ['Hardware', 'Software', 'Services'] : ['硬件', '软件', '服务'],
        },
        { name: ctx.t('内部负责部门', 'Department'), type: 'text' as const, options: [] },
        { name: ctx.t('许可到期日', 'Licence ends'), type: 'date' as const, options: [] },
      ]
      ctx.db.caseCustomFields.push(...suggested.map((f) => ({ ...f, accountId, id: newId('CF') })))
      ctx.changed()
      return ctx.ok({ fields: fieldViews(ctx, accountId) })
    },
  }),
]
