/**
 * Pure edits of a mark's classes and goods for the goods editor: adding items without duplicates (same code
 * or same name in a class), removing items and classes, and the names to show first for a region.
 */
import type { StandardGoods } from '../../../api/schemas/registration-goods'
import { FEE_SCHEDULES } from '../../../domain/pricing'
import { REGISTRATION_FLOWS } from '../../../domain/registration/flows'
import type { ClassSelection, GoodsItem, RegistrationRegion } from '../../../domain/registration/types'

export type Lead = 'zh' | 'en'

/** Global and Madrid applications are filed in English; mainland and Hong Kong ones lead with Chinese. */
export const leadOf = (region: RegistrationRegion): Lead =>
  region === 'global' || region === 'madrid' ? 'en' : 'zh'

/** Half-width, single-spaced, lower-case: the form names are compared in. */
export const normName = (s: string): string => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()

export const hasHan = (s: string): boolean => /\p{Script=Han}/u.test(s)

/** The name to show first, and the other language (empty when the item has only one). */
export function namesOf(item: Pick<GoodsItem, 'nameZh' | 'nameEn'>, lead: Lead): [string, string] {
  const first = lead === 'en' ? item.nameEn || item.nameZh : item.nameZh || item.nameEn
  const other = lead === 'en' ? item.nameZh : item.nameEn
  return [first, other && other !== first ? other : '']
}

export const standardItem = (g: StandardGoods): GoodsItem => ({
  code: g.code,
  groupCode: g.groupCode,
  nameZh: g.nameZh,
  nameEn: g.nameEn,
  custom: false,
  verdict: 'accepted',
  verdictNote: null,
})

/** Two items are the same when they share a code, or a name in either language. */
export function sameItem(a: GoodsItem, b: GoodsItem): boolean {
  if (a.code && b.code) return a.code === b.code
  const names = (i: GoodsItem) => [i.nameZh, i.nameEn].map(normName).filter(Boolean)
  const other = new Set(names(b))
  return names(a).some((n) => other.has(n))
}

const byClass = (a: ClassSelection, b: ClassSelection) => a.classNo.localeCompare(b.classNo)

/** Adds classes not yet chosen, keeping the list in class order. */
export function addClasses(value: readonly ClassSelection[], classNos: readonly string[]): ClassSelection[] {
  const have = new Set(value.map((c) => c.classNo))
  const added = classNos.filter((no) => !have.has(no)).map((classNo) => ({ classNo, goods: [] }))
  return added.length === 0 ? [...value] : [...value, ...added].sort(byClass)
}

export interface AddResult {
  next: ClassSelection[]
  added: number
  duplicates: number
}

/** Adds items to a class (adding the class when needed), leaving out those already there. */
export function addGoods(
  value: readonly ClassSelection[],
  classNo: string,
  items: readonly GoodsItem[],
): AddResult {
  const base = addClasses(value, [classNo])
  let added = 0
  let duplicates = 0
  const next = base.map((c) => {
    if (c.classNo !== classNo) return c
    const goods = [...c.goods]
    for (const item of items) {
      if (goods.some((g) => sameItem(g, item))) duplicates++
      else {
        goods.push(item)
        added++
      }
    }
    return { ...c, goods }
  })
  return { next: added === 0 && base.length === value.length ? [...value] : next, added, duplicates }
}

/** Merges imported classes into the chosen ones. */
export function mergeClasses(
  value: readonly ClassSelection[],
  incoming: readonly ClassSelection[],
): AddResult {
  let next = [...value]
  let added = 0
  let duplicates = 0
  for (const c of incoming) {
    const r = addGoods(next, c.classNo, c.goods)
    next = r.next
    added += r.added
    duplicates += r.duplicates
  }
  return { next, added, duplicates }
}

export function removeGoods(
  value: readonly ClassSelection[],
  classNo: string,
  index: number,
): ClassSelection[] {
  return value.map((c) =>
    c.classNo === classNo ? { ...c, goods: c.goods.filter((_, i) => i !== index) } : c,
  )
}

/** Removes the standard item with this code from a class. */
export function removeCode(
  value: readonly ClassSelection[],
  classNo: string,
  code: string,
): ClassSelection[] {
  return value.map((c) =>
    c.classNo === classNo ? { ...c, goods: c.goods.filter((g) => g.code !== code) } : c,
  )
}

export function replaceGoods(
  value: readonly ClassSelection[],
  classNo: string,
  index: number,
  item: GoodsItem,
): ClassSelection[] {
  return value.map((c) =>
    c.classNo === classNo ? { ...c, goods: c.goods.map((g, i) => (i === index ? item : g)) } : c,
  )
}

export function removeClass(value: readonly ClassSelection[], classNo: string): ClassSelection[] {
  return value.filter((c) => c.classNo !== classNo)
}

/** The excess-item rule of the region's fee schedule: items included per class and the fee of each further one. */
export function itemRule(region: RegistrationRegion): { limit: number; fee: number } | null {
  const s = FEE_SCHEDULES[REGISTRATION_FLOWS[region].productType]
  const fee = s.officialExcessItem + s.serviceExcessItem
  return s.itemLimit !== null && fee > 0 ? { limit: s.itemLimit, fee } : null
}

/** Custom items still to verify, across classes. */
export const uncheckedItems = (value: readonly ClassSelection[]) =>
  value.flatMap((c) =>
    c.goods
      .filter((g) => g.custom && g.verdict === 'unchecked')
      .map((g) => ({ classNo: c.classNo, item: g })),
  )
