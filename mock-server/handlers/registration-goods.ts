import { filingCalls } from '../../src/api/catalogue/filing'
import { registrationGoodsSchemas } from '../../src/api/schemas/registration-goods'
import { NICE_CLASSES } from '../../src/domain/nice-classes'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { defineHandlers, type BoundHandler } from '../define-handlers'
import { bytesToBase64 } from '../reference-data/bytes'
import { SECTORS } from '../reference-data/business-sectors'
import { niceClassNote } from '../reference-data/nice-class-notes'
import { NICE_GROUPS } from '../reference-data/nice-goods'
import {
  buildGoodsTemplate,
  checkRows,
  readGoodsSheet,
  WorkbookError,
  type CheckedRow,
} from '../registration-goods/excel'
import {
  classEntries,
  groupByCode,
  normalise,
  searchStandard,
  toStandardItem,
  type StandardEntry,
} from '../registration-goods/standard-index'
import { verifyGoodsName } from '../registration-goods/verify'

type Ctx = HandlerContext<unknown>

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const EXCEL_MAX_BYTES = 2 * 1024 * 1024

const heading = (classNo: string) => NICE_CLASSES.find((c) => c.no === classNo)!
const toHit = (e: StandardEntry) => ({
  ...toStandardItem(e),
  classNo: e.classNo,
  groupNameZh: e.groupNameZh,
  groupNameEn: e.groupNameEn,
})

async function readBlob(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer())
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(blob)
  })
}

/** The uploaded workbook's rows, checked; a file that is not a readable .xlsx ends the call. */
async function checkedWorkbook(ctx: Ctx, file: Blob): Promise<{ fileName: string; rows: CheckedRow[] }> {
  const fileName = file instanceof File && file.name ? file.name : 'goods.xlsx'
  if (!/\.xlsx$/i.test(fileName)) {
    throw new ReplyError(
      ctx.fail('文件格式错误：请上传 .xlsx 格式的模板文件', 'Wrong file format: upload the .xlsx template'),
    )
  }
  if (file.size > EXCEL_MAX_BYTES) {
    throw new ReplyError(ctx.fail('文件过大：不能超过 2 MB', 'File too large: at most 2 MB'))
  }
  try {
    const rows = await readGoodsSheet(await readBlob(file))
    if (rows.length === 0) {
      throw new ReplyError(
        ctx.fail('表格中没有商品：请从第2行开始填写', 'The sheet has no goods: fill in the rows from row 2'),
      )
    }
    return { fileName, rows: checkRows(rows) }
  } catch (error) {
    if (error instanceof ReplyError) throw error
    if (error instanceof WorkbookError && error.message === 'tooManyRows') {
      throw new ReplyError(ctx.fail('每个文件最多 500 行', 'At most 500 rows per file'))
    }
    throw new ReplyError(
      ctx.fail(
        '无法读取该 Excel 文件：请使用下载的模板填写',
        'The Excel file could not be read: use the downloaded template',
      ),
    )
  }
}

const hasHan = (s: string) => /\p{Script=Han}/u.test(s)

/** The goods item a checked row imports as. */
function rowItem(r: CheckedRow) {
  if (r.status === 'standard' && r.entry) {
    return { ...toStandardItem(r.entry), custom: false, verdict: 'accepted' as const, verdictNote: null }
  }
  if (r.status === 'custom') {
    const zh = hasHan(r.name)
    return {
      code: null,
      groupCode: null,
      nameZh: zh ? r.name : '',
      nameEn: zh ? '' : r.name,
      custom: true,
      verdict: 'unchecked' as const,
      verdictNote: null,
    }
  }
  return null
}

export const registrationGoodsHandlers: BoundHandler[] = [
  ...defineHandlers(filingCalls, registrationGoodsSchemas, {
    trademarkGetGoods(ctx) {
      const { classNo, keyword } = ctx.body
      const k = keyword ? normalise(keyword) : ''
      const groups = (NICE_GROUPS.get(classNo) ?? [])
        .map((g) => {
          const whole =
            !k || normalise(g.nameZh).includes(k) || normalise(g.nameEn).includes(k) || g.code === k
          const goods = g.goods
            .filter(
              (item) =>
                whole ||
                item.code.startsWith(k) ||
                normalise(item.nameZh).includes(k) ||
                normalise(item.nameEn).includes(k),
            )
            .map((item) => ({ ...item, groupCode: g.code }))
          return { code: g.code, nameZh: g.nameZh, nameEn: g.nameEn, goods }
        })
        .filter((g) => g.goods.length > 0)
      const names = heading(classNo)
      return ctx.ok({
        classNo,
        nameZh: names.name,
        nameEn: names.nameEn,
        total: groups.reduce((n, g) => n + g.goods.length, 0),
        groups,
      })
    },
    trademarkGetStandard(ctx) {
      const { keyword, classNos, pageNum, pageSize } = ctx.body
      const found = searchStandard(keyword, classNos)
      const items = found.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toHit)
      return ctx.ok({ keyword, total: found.length, pageNum, pageSize, items })
    },
    trademarkCommodityVerification(ctx) {
      const { region, items } = ctx.body
      const results = items.map(({ classNo, name }) => {
        const v = verifyGoodsName(classNo, name, region)
        return {
          classNo,
          name,
          verdict: v.verdict,
          kind: v.kind,
          match: v.match ? toHit(v.match) : null,
          groupCode: v.groupCode,
          nameZh: v.nameZh,
          nameEn: v.nameEn,
          reason: v.reason,
        }
      })
      return ctx.ok({ results })
    },
    trademarkQueryCategoryDetail(ctx) {
      const { classNo } = ctx.body
      const names = heading(classNo)
      const note = niceClassNote(classNo)!
      const groups = (NICE_GROUPS.get(classNo) ?? []).map((g) => ({
        code: g.code,
        nameZh: g.nameZh,
        nameEn: g.nameEn,
        count: g.goods.length,
      }))
      return ctx.ok({
        classNo,
        kind: Number(classNo) <= 34 ? ('goods' as const) : ('services' as const),
        nameZh: names.name,
        nameEn: names.nameEn,
        ...note,
        total: classEntries(classNo).length,
        groups,
      })
    },
    async trademarkCategoryExcelcheck(ctx) {
      const { fileName, rows } = await checkedWorkbook(ctx, ctx.body.file)
      const count = (s: CheckedRow['status']) => rows.filter((r) => r.status === s).length
      return ctx.ok({
        fileName,
        rows: rows.map((r) => ({
          row: r.row,
          classNo: r.classNo,
          name: r.name,
          code: r.code,
          status: r.status,
          item: rowItem(r),
          reason: r.reason,
        })),
        summary: {
          total: rows.length,
          standard: count('standard'),
          custom: count('custom'),
          errors: count('error'),
        },
      })
    },
    async trademarkCategoryExcelImport(ctx) {
      const { rows } = await checkedWorkbook(ctx, ctx.body.file)
      const byClass = new Map<string, NonNullable<ReturnType<typeof rowItem>>[]>()
      let imported = 0
      for (const r of rows) {
        const item = rowItem(r)
        if (!item) continue
        byClass.set(r.classNo, [...(byClass.get(r.classNo) ?? []), item])
        imported++
      }
      if (imported === 0) {
        return ctx.fail(
          '没有可导入的商品：请先修正表格中的错误',
          'Nothing to import: correct the errors in the sheet first',
        )
      }
      const classes = [...byClass.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([classNo, goods]) => ({ classNo, goods }))
      return ctx.ok({ classes, imported, skipped: rows.length - imported })
    },
    async trademarkDownloadTcExcel(ctx) {
      const bytes = await buildGoodsTemplate()
      const name = ctx.lang === 'en' ? 'goods-import-template.xlsx' : '商品导入模板.xlsx'
      return ctx.blob(bytesToBase64(bytes), name, XLSX_TYPE)
    },
    trademarkGetDomain(ctx) {
      return ctx.ok(
        SECTORS.map((s) => ({
          code: s.code,
          nameZh: s.nameZh,
          nameEn: s.nameEn,
          subCount: s.subSectors.length,
        })),
      )
    },
    trademarkGetDomainSecond(ctx) {
      const sector = SECTORS.find((s) => s.code === ctx.body.sector)
      if (!sector) return ctx.fail('行业不存在', 'No such business sector', BIZ.notFound)
      return ctx.ok(
        sector.subSectors.map((s) => ({
          code: s.code,
          sector: sector.code,
          nameZh: s.nameZh,
          nameEn: s.nameEn,
        })),
      )
    },
    trademarkAddIntelligence(ctx) {
      const sector = SECTORS.find((s) => s.subSectors.some((x) => x.code === ctx.body.subSector))
      const subSector = sector?.subSectors.find((x) => x.code === ctx.body.subSector)
      if (!sector || !subSector) return ctx.fail('细分行业不存在', 'No such sub-sector', BIZ.notFound)
      const byClass = new Map<string, StandardEntry[]>()
      for (const pick of subSector.picks) {
        const [classNo = '', nameZh] = pick.split(':')
        const entry = classEntries(classNo).find((e) => e.nameZh === nameZh)
        if (entry) byClass.set(classNo, [...(byClass.get(classNo) ?? []), entry])
      }
      const classes = [...byClass.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([classNo, entries]) => ({
          classNo,
          nameZh: heading(classNo).name,
          nameEn: heading(classNo).nameEn,
          goods: entries.map(toStandardItem),
        }))
      const plain = ({ code, nameZh, nameEn }: { code: string; nameZh: string; nameEn: string }) => ({
        code,
        nameZh,
        nameEn,
      })
      return ctx.ok({ sector: plain(sector), subSector: plain(subSector), classes })
    },
    trademarkAddWhole(ctx) {
      const group = groupByCode(ctx.body.groupCode)
      if (!group) {
        return ctx.fail(
          `类似群 ${ctx.body.groupCode} 不存在`,
          `Group ${ctx.body.groupCode} does not exist`,
          BIZ.notFound,
        )
      }
      return ctx.ok({
        classNo: group.code.slice(0, 2),
        group: { code: group.code, nameZh: group.nameZh, nameEn: group.nameEn },
        goods: group.goods.map((item) => ({ ...item, groupCode: group.code })),
      })
    },
  }),
]
