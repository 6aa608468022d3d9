import { filingCalls } from '../../src/api/catalogue/filing'
import { filingSchemas, type ViennaNode, type ViennaTree } from '../../src/api/schemas/filing'
import { NICE_CLASSES } from '../../src/domain/nice-classes'
import { BIZ } from '../context'
import { defineHandlers } from '../define-handlers'
import { NICE_GROUPS } from '../reference-data/nice-goods'
import {
  VIENNA,
  searchVienna,
  viennaByCode,
  viennaChildren,
  type ViennaEntry,
} from '../reference-data/vienna'

const toNode = (e: ViennaEntry): ViennaNode => ({ ...e, hasChildren: viennaChildren(e.code).length > 0 })
const plain = ({ code, level, parent, nameZh, nameEn }: ViennaEntry) => ({
  code,
  level,
  parent,
  nameZh,
  nameEn,
})

const matches = (keyword: string | undefined, ...names: string[]) =>
  !keyword || names.some((n) => n.toLowerCase().includes(keyword.toLowerCase()))

const heading = (classNo: string) => NICE_CLASSES.find((c) => c.no === classNo)

export const classificationHandlers = defineHandlers(filingCalls, filingSchemas, {
  trademarkGetVienna(ctx) {
    const { parent, keyword } = ctx.body
    if (keyword) {
      const lang = /[\u3400-\u9fff]/.test(keyword) ? 'zh' : 'en'
      return ctx.ok(searchVienna(keyword, lang).map(toNode))
    }
    if (parent && !viennaByCode(parent)) {
      return ctx.fail(`维也纳分类号 ${parent} 不存在`, `Vienna code ${parent} does not exist`, BIZ.notFound)
    }
    return ctx.ok(viennaChildren(parent).map(toNode))
  },
  trademarkGetViennaAll(ctx) {
    const tree: ViennaTree[] = VIENNA.filter((e) => e.level === 'category').map((category) => ({
      ...plain(category),
      children: viennaChildren(category.code).map((division) => ({
        ...plain(division),
        children: viennaChildren(division.code).map(plain),
      })),
    }))
    return ctx.ok(tree)
  },
  trademarkGetNice(ctx) {
    return ctx.ok(NICE_CLASSES.map((c) => ({ classNo: c.no, nameZh: c.name, nameEn: c.nameEn })))
  },
  trademarkGetNiceCode(ctx) {
    const { classNo, keyword } = ctx.body
    const names = heading(classNo)!
    const groups = (NICE_GROUPS.get(classNo) ?? [])
      .map((g) =>
        matches(keyword, g.code, g.nameZh, g.nameEn)
          ? { ...g, goods: [...g.goods] }
          : { ...g, goods: g.goods.filter((item) => matches(keyword, item.code, item.nameZh, item.nameEn)) },
      )
      .filter((g) => g.goods.length > 0)
    return ctx.ok({ classNo, nameZh: names.name, nameEn: names.nameEn, groups })
  },
  trademarkGetNiceCodeGlobal(ctx) {
    const { classNo, keyword } = ctx.body
    const names = heading(classNo)!
    const goods = (NICE_GROUPS.get(classNo) ?? [])
      .flatMap((g) =>
        g.goods.map((item) => ({
          nameEn: item.nameEn,
          nameZh: item.nameZh,
          code: item.code,
          groupCode: g.code,
        })),
      )
      .filter((item) => matches(keyword, item.nameEn, item.nameZh))
      .sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en'))
    return ctx.ok({ classNo, headingEn: names.headingEn, headingZh: names.heading, goods })
  },
})
