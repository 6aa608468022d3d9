/**
 * The standard goods list flattened for look-ups: every item with its class and similar group, normalised
 * names for matching, and the keyword search of trademark/getStandard.
 */
import { toHalfWidth } from '../../src/domain/validation'
import { NICE_GROUPS, type NiceGroup } from '../reference-data/nice-goods'

export interface StandardEntry {
  classNo: string
  groupCode: string
  groupNameZh: string
  groupNameEn: string
  code: string
  nameZh: string
  nameEn: string
  /** Normalised names (half-width, single spaces, lower case). */
  normZh: string
  normEn: string
}

/** Half-width characters, single spaces, lower case: the form names are compared in. */
export const normalise = (text: string): string => toHalfWidth(text).replace(/\s+/g, ' ').trim().toLowerCase()

export const STANDARD: readonly StandardEntry[] = [...NICE_GROUPS.entries()].flatMap(([classNo, groups]) =>
  groups.flatMap((g) =>
    g.goods.map((item) => ({
      classNo,
      groupCode: g.code,
      groupNameZh: g.nameZh,
      groupNameEn: g.nameEn,
      code: item.code,
      nameZh: item.nameZh,
      nameEn: item.nameEn,
      normZh: normalise(item.nameZh),
      normEn: normalise(item.nameEn),
    })),
  ),
)

const BY_CODE = new Map(STANDARD.map((e) => [e.code, e]))
const BY_CLASS = new Map<string, StandardEntry[]>()
for (const e of STANDARD) BY_CLASS.set(e.classNo, [...(BY_CLASS.get(e.classNo) ?? []), e])
const GROUPS = new Map<string, NiceGroup>(
  [...NICE_GROUPS.values()].flatMap((groups) => groups.map((g) => [g.code, g] as const)),
)

export const entryByCode = (code: string): StandardEntry | undefined => BY_CODE.get(code)
export const classEntries = (classNo: string): readonly StandardEntry[] => BY_CLASS.get(classNo) ?? []
export const groupByCode = (code: string): NiceGroup | undefined => GROUPS.get(code)

/** The standard item of a class whose Chinese or English name is exactly `name` (after normalising). */
export function exactInClass(classNo: string, name: string): StandardEntry | undefined {
  const n = normalise(name)
  return classEntries(classNo).find((e) => e.normZh === n || e.normEn === n)
}

/** Standard items named exactly `name` in any class. */
export function exactAnywhere(name: string): StandardEntry[] {
  const n = normalise(name)
  return STANDARD.filter((e) => e.normZh === n || e.normEn === n)
}

/** What the API answers for a standard item. */
export const toStandardItem = (e: StandardEntry) => ({
  code: e.code,
  groupCode: e.groupCode,
  nameZh: e.nameZh,
  nameEn: e.nameEn,
})

/**
 * Standard items matching a keyword in either language, best first: exact names, then names starting with
 * the keyword, then names containing it; ties keep the list order (class, group, item).
 */
export function searchStandard(keyword: string, classNos?: readonly string[]): StandardEntry[] {
  const k = normalise(keyword)
  if (!k) return []
  const allowed = classNos && classNos.length > 0 ? new Set(classNos) : null
  const ranked: { e: StandardEntry; rank: number; at: number }[] = []
  STANDARD.forEach((e, at) => {
    if (allowed && !allowed.has(e.classNo)) return
    const rank =
      e.normZh === k || e.normEn === k
        ? 0
        : e.normZh.startsWith(k) || e.normEn.startsWith(k)
          ? 1
          : e.normZh.includes(k) || e.normEn.includes(k)
            ? 2
            : -1
    if (rank >= 0) ranked.push({ e, rank, at })
  })
  return ranked.sort((a, b) => a.rank - b.rank || a.at - b.at).map((r) => r.e)
}
