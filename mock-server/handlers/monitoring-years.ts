import { monitoringCalls } from '../../src/api/catalogue/monitoring'
import {
  MONITOR_COUNTRIES,
  WATCH_PERIODS,
  WATCH_ROWS_MAX,
  monitoringSchemas,
  watchRequestSchema,
  type ImportRow,
  type WatchPeriod,
  type WatchProblem,
  type WatchRequestParsed,
} from '../../src/api/schemas/monitoring'
import { importFileProblem, IMPORT_MAX_BYTES } from '../../src/domain/cases/case-import'
import {
  MONITOR_FACTORS_BASIS,
  MONITOR_FACTORS_EFFECTIVE,
  MONITOR_OFFICE_FACTORS,
} from '../../src/domain/monitoring-offices'
import zhValidation from '../../src/i18n/locales/zh-CN/validation.json'
import enValidation from '../../src/i18n/locales/en/validation.json'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'
import { findOrder } from '../commerce/orders-store'
import { XLSX_TYPE } from '../exports/labels'
import { bytesToBase64 } from '../reference-data/bytes'
import { getRegister } from '../register'
import { officeOf } from '../register/records/offices'
import { normaliseName } from '../register/similarity'
import { countryName } from '../search/engine'
import { readTemplate, templateWorkbook, type TemplateKind } from '../monitoring/exports'
import { afterMonitoringReady } from '../monitoring/ready'
import { FILE_PROBLEMS as CASE_FILE_PROBLEMS } from './cases-list'
import { newWatch, orderFor, watchProblems } from '../monitoring/requests'
import {
  findWatch,
  monitoringPayload,
  statusOf,
  syncWatches,
  watchView,
  type WatchRecord,
} from '../monitoring/store'

type Ctx = HandlerContext<unknown>

let marksPerOffice: Map<string, number> | undefined
function officeMarks(code: string): number {
  if (!marksPerOffice) {
    marksPerOffice = new Map()
    for (const m of getRegister().marks)
      marksPerOffice.set(m.country, (marksPerOffice.get(m.country) ?? 0) + 1)
  }
  return marksPerOffice.get(code) ?? 0
}

const VALIDATION = { zh: zhValidation as Record<string, string>, en: enValidation as Record<string, string> }

/** A zod message key ('validation:niceRange') in both languages. */
const validationWords = (key: string) => {
  const k = key.replace(/^validation:/, '')
  return { zh: VALIDATION.zh[k] ?? key, en: VALIDATION.en[k] ?? key }
}

const PERIOD_WORDS: Record<string, WatchPeriod> = {
  '1年': 'year',
  一年: 'year',
  '12个月': 'year',
  '6个月': 'halfYear',
  半年: 'halfYear',
  '3个月': 'quarter',
  '1个月': 'month',
}
const list = (text: string) => text.split(/[;；,，、\s]+/).filter(Boolean)

function periodOf(text: string): WatchPeriod | null {
  const t = text.replace(/\s+/g, '')
  if (!t) return 'year'
  if ((WATCH_PERIODS as readonly string[]).includes(t)) return t as WatchPeriod
  return PERIOD_WORDS[t] ?? null
}

/** Business problems of rows checked together: each row's own, and a row repeating an earlier one. */
function rowsProblems(ctx: Ctx, rows: readonly WatchRequestParsed[]): WatchProblem[][] {
  const user = ctx.requireUser()
  const seen = new Map<string, number>()
  return rows.map((req, i) => {
    const problems = watchProblems(ctx, user, req)
    if (req.trial)
      problems.push({
        field: null,
        zh: '批量监测不能使用免费试用',
        en: 'Free trials cannot be used for several watches at once',
      })
    const key = `${req.kind}:${normaliseName(req.kind === 'applicant' ? req.applicant : req.name)}:${req.watchedRegNo ?? ''}`
    const earlier = seen.get(key)
    if (earlier !== undefined)
      problems.push({
        field: null,
        zh: `与第 ${earlier + 1} 行重复`,
        en: `The same watch as row ${earlier + 1}`,
      })
    else seen.set(key, i)
    return problems
  })
}

const FILE_PROBLEMS = {
  ...CASE_FILE_PROBLEMS,
  notTemplate: [
    '表头与导入模板不一致：请下载最新模板，勿修改表头',
    'The header row is not the import template’s: download the template again and keep its header',
  ],
} as const

function refuse(ctx: Ctx, problem: keyof typeof FILE_PROBLEMS) {
  const [zh, en] = FILE_PROBLEMS[problem]
  return ctx.fail(zh, en)
}

async function importSheet(ctx: Ctx, kind: TemplateKind, file: Blob) {
  ctx.requireUser()
  const name = file instanceof File ? file.name : ''
  const bytes = file.size > IMPORT_MAX_BYTES ? new Uint8Array(0) : new Uint8Array(await file.arrayBuffer())
  const fileProblem = importFileProblem({ name, size: file.size }, bytes)
  if (fileProblem) return refuse(ctx, fileProblem)
  const read = await readTemplate(kind, bytes)
  if ('problem' in read) return refuse(ctx, read.problem === 'unreadable' ? 'notXlsx' : 'notTemplate')
  if (read.rows.length > WATCH_ROWS_MAX)
    return ctx.fail(`每个文件最多 ${WATCH_ROWS_MAX} 行`, `At most ${WATCH_ROWS_MAX} rows per file`)
  if (read.rows.length === 0)
    return ctx.ok({
      rows: [],
      valid: 0,
      fileProblem: {
        field: null,
        zh: '表格中没有监测任务：请从第 2 行起填写',
        en: 'The sheet has no watches: fill in the rows from row 2',
      },
    })
  const parsed = read.rows.map(({ row, cells }) => {
    const period = periodOf(cells.period ?? '')
    const input = {
      kind: kind === 'mark' ? 'mark' : 'applicant',
      name: cells.name ?? '',
      applicant: cells.applicant ?? '',
      classes: list(cells.classes ?? ''),
      groups: list(cells.groups ?? ''),
      countries: list(cells.countries ?? '').length ? list(cells.countries ?? '') : ['CN'],
      period: period ?? 'year',
    }
    const result = watchRequestSchema.safeParse(input)
    const problems: WatchProblem[] = []
    if (!period)
      problems.push({
        field: 'period',
        zh: '监测期须为 1年、6个月、3个月 或 1个月',
        en: 'The period must be 1 year, 6 months, 3 months or 1 month',
      })
    if (!result.success)
      for (const issue of result.error.issues)
        problems.push({ field: String(issue.path[0] ?? ''), ...validationWords(issue.message) })
    return { row, input, request: result.success ? result.data : null, problems }
  })
  const valid = parsed.filter((p) => p.request) as ((typeof parsed)[number] & {
    request: WatchRequestParsed
  })[]
  const business = rowsProblems(
    ctx,
    valid.map((p) => p.request),
  )
  valid.forEach((p, i) => p.problems.push(...business[i]!))
  const rows: ImportRow[] = parsed.map((p) => ({
    row: p.row,
    request: {
      kind: p.input.kind as ImportRow['request']['kind'],
      name: p.input.name,
      classes: p.request?.classes ?? p.input.classes,
      groups: p.request?.groups ?? p.input.groups,
      applicant: p.input.applicant,
      countries: p.request?.countries ?? p.input.countries,
      period: p.input.period,
    },
    problems: p.problems,
  }))
  return ctx.ok({ rows, valid: rows.filter((r) => r.problems.length === 0).length, fileProblem: null })
}

function requireRunningWatch(ctx: Ctx, userId: string, id: string): WatchRecord {
  const watch = findWatch(ctx, userId, id)
  if (!watch)
    throw new ReplyError(
      ctx.fail('监测任务不存在或已删除', 'The watch does not exist or was deleted', BIZ.notFound),
    )
  return watch
}

export const monitoringYearsHandlers = afterMonitoringReady(
  defineHandlers(monitoringCalls, monitoringSchemas, {
    monitorYearsGetMonitorYearsCountry(ctx) {
      return ctx.ok({
        list: MONITOR_COUNTRIES.map((code) => {
          const office = officeOf(code)
          return {
            code,
            ...countryName(code),
            gazette: { zh: office.gazetteZh, en: office.gazetteEn },
            factor: MONITOR_OFFICE_FACTORS[code] ?? 1,
            marks: officeMarks(code),
          }
        }),
        effectiveDate: MONITOR_FACTORS_EFFECTIVE,
        basis: { ...MONITOR_FACTORS_BASIS },
      })
    },
    monitorYearsIsCanMonitor(ctx) {
      const user = ctx.requireUser()
      const problems = watchProblems(ctx, user, ctx.body)
      return ctx.ok({ ok: problems.length === 0, problems })
    },
    monitorYearsCreateStandardMonitor(ctx) {
      const user = ctx.requireUser()
      const problems = rowsProblems(ctx, ctx.body.rows).flatMap((list, row) =>
        list.map((p) => ({ ...p, row })),
      )
      if (problems.length) return ctx.ok({ watches: [], problems })
      const watches = ctx.body.rows.map((req) => newWatch(ctx, user, req))
      ctx.changed()
      return ctx.ok({ watches: watches.map((w) => watchView(ctx.db, w, ctx.today())), problems: [] })
    },
    monitorYearsCreateOrder(ctx) {
      const user = ctx.requireUser()
      const all = syncWatches(ctx, user.id)
      const today = ctx.today()
      const chosen = [...new Set(ctx.body.watchIds)].map((id) => all.find((w) => w.id === id))
      if (chosen.some((w) => !w))
        return ctx.fail(
          '部分监测任务不存在或已删除，请刷新列表',
          'Some watches do not exist or were deleted: refresh the list',
          BIZ.notFound,
        )
      const watches = chosen as WatchRecord[]
      const paid = watches.filter((w) => statusOf(w, today) !== 'unpaid')
      if (paid.length)
        return ctx.fail(
          `只有待支付的监测任务可以下单：${paid.map((w) => w.name).join('、')}`,
          `Only watches awaiting payment can be ordered: ${paid.map((w) => w.name).join(', ')}`,
        )
      const onOrder = watches.filter(
        (w) => w.orderId && findOrder(ctx.db, user.id, w.orderId)?.status === 'unpaid',
      )
      if (onOrder.length)
        return ctx.fail(
          `${onOrder.map((w) => w.name).join('、')} 已有待支付订单，请在订单中支付`,
          `${onOrder.map((w) => w.name).join(', ')} already on an order awaiting payment: pay that order`,
        )
      const order = orderFor(ctx.db, ctx, user, watches)
      ctx.changed()
      return ctx.ok({ orderId: order.id, orderNo: order.orderNo, total: order.total })
    },
    monitorYearsGetMonitorYearsOrder(ctx) {
      const user = ctx.requireUser()
      const all = syncWatches(ctx, user.id)
      const order = findOrder(ctx.db, user.id, ctx.body.orderId)
      const payload = order && monitoringPayload(order)
      if (!order || !payload) return ctx.fail('订单不存在', 'No such order', BIZ.notFound)
      const watches = payload.watchIds.flatMap((id) => all.find((w) => w.id === id) ?? [])
      const lines = payload.watchIds.flatMap((id, mark) => {
        const w = all.find((x) => x.id === id)
        if (!w) return []
        const amount = order.lines
          .filter((l) => (l.mark ?? 0) === mark)
          .reduce((s, l) => s + l.service + l.official, 0)
        return [
          {
            watchId: w.id,
            name: w.name,
            kind: w.kind,
            period: payload.renewal?.period ?? w.period,
            countries: [...w.countries],
            renewal: !!payload.renewal,
            amount,
          },
        ]
      })
      return ctx.ok({
        order: {
          id: order.id,
          orderNo: order.orderNo,
          status: order.status,
          paymentStatus: order.paymentStatus,
          total: order.total,
          createdAt: order.createdAt,
          paidAt: order.paidAt,
        },
        watches: watches.map((w) => watchView(ctx.db, w, ctx.today())),
        lines,
        total: order.total,
      })
    },
    monitorYearsPerFormMonitor(ctx) {
      const user = ctx.requireUser()
      const watch = requireRunningWatch(ctx, user.id, ctx.body.watchId)
      const status = statusOf(watch, ctx.today())
      if (!['active', 'trial', 'expired'].includes(status))
        return ctx.fail(
          '只有监测中、试用中或已到期的任务可以续期',
          'Only an active, trial or expired watch can be renewed',
        )
      const waiting = (ctx.db.orders ?? []).find(
        (o) =>
          o.userId === user.id &&
          o.status === 'unpaid' &&
          monitoringPayload(o)?.renewal?.watchId === watch.id,
      )
      if (waiting)
        return ctx.fail(
          `该任务已有待支付的续期订单 ${waiting.orderNo}，请先支付或取消`,
          `A renewal order of this watch awaits payment (${waiting.orderNo}): pay or cancel it first`,
        )
      const order = orderFor(ctx.db, ctx, user, [watch], { watchId: watch.id, period: ctx.body.period })
      ctx.changed()
      return ctx.ok({ orderId: order.id, orderNo: order.orderNo, total: order.total })
    },
    async monitorYearsDownloadExcel(ctx) {
      const bytes = await templateWorkbook('mark')
      return ctx.blob(
        bytesToBase64(bytes),
        ctx.t('近似商标监测导入模板.xlsx', 'similar-mark-watch-template.xlsx'),
        XLSX_TYPE,
      )
    },
    async monitorYearsDownloadMonitoringApplicantExcel(ctx) {
      const bytes = await templateWorkbook('applicant')
      return ctx.blob(
        bytesToBase64(bytes),
        ctx.t('竞争对手监测导入模板.xlsx', 'competitor-watch-template.xlsx'),
        XLSX_TYPE,
      )
    },
    monitorYearsMonitorExcelImport(ctx) {
      return importSheet(ctx, 'mark', ctx.body.file)
    },
    monitorYearsMonitorApplicantExcelImport(ctx) {
      return importSheet(ctx, 'applicant', ctx.body.file)
    },
  }),
)
