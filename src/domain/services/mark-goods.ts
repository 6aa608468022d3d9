/**
 * The registered goods and services of a mark, and a choice among them: what a licence covers and what a
 * partial removal gives up. The draft keeps a copy of the registered list (from the flow's queryTmInfo) beside
 * the choice, so the step's checks stay pure; the mock checks the copy against the register.
 */

/** One registered item, as the certificate words it. The Chinese wording identifies it. */
export interface GoodsName {
  zh: string
  en: string
}

/** The items of one Nice class ('09'). */
export interface ClassGoods {
  classNo: string
  items: GoodsName[]
}

/** A mark's goods, by its registration number. */
export interface MarkGoods {
  regNo: string
  classes: ClassGoods[]
}

/** How many items the classes hold. */
export const goodsCount = (classes: readonly ClassGoods[]): number =>
  classes.reduce((n, c) => n + c.items.length, 0)

const itemKey = (classNo: string, item: GoodsName) => `${classNo}|${item.zh}`

const keys = (classes: readonly ClassGoods[]) =>
  new Set(classes.flatMap((c) => c.items.map((item) => itemKey(c.classNo, item))))

/** Every chosen item is registered, in the same class (an item of another class is not registered). */
export function isSubsetOf(chosen: readonly ClassGoods[], registered: readonly ClassGoods[]): boolean {
  const known = keys(registered)
  return [...keys(chosen)].every((k) => known.has(k))
}

/** A choice that leaves at least one registered item out (and takes at least one). */
export function isProperSubsetOf(chosen: readonly ClassGoods[], registered: readonly ClassGoods[]): boolean {
  const taken = keys(chosen)
  return taken.size > 0 && isSubsetOf(chosen, registered) && taken.size < keys(registered).size
}

/** Whether an item is in the choice. */
export const hasItem = (chosen: readonly ClassGoods[], classNo: string, item: GoodsName): boolean =>
  chosen.some((c) => c.classNo === classNo && c.items.some((i) => i.zh === item.zh))

/**
 * The choice with one item taken in or left out, in the registered order (so a saved draft and the filed
 * form list the goods as the certificate does); classes left empty are dropped.
 */
export function toggleItem(
  chosen: readonly ClassGoods[],
  registered: readonly ClassGoods[],
  classNo: string,
  item: GoodsName,
  on: boolean,
): ClassGoods[] {
  const taken = keys(chosen)
  const key = itemKey(classNo, item)
  if (on) taken.add(key)
  else taken.delete(key)
  return pick(registered, (c, i) => taken.has(itemKey(c, i)))
}

/** The choice with a whole class taken in or left out. */
export function toggleClass(
  chosen: readonly ClassGoods[],
  registered: readonly ClassGoods[],
  classNo: string,
  on: boolean,
): ClassGoods[] {
  const taken = keys(chosen)
  return pick(registered, (c, i) => (c === classNo ? on : taken.has(itemKey(c, i))))
}

/** The registered items the test keeps, class by class, in the registered order. */
function pick(
  registered: readonly ClassGoods[],
  keep: (classNo: string, item: GoodsName) => boolean,
): ClassGoods[] {
  return registered
    .map((c) => ({ classNo: c.classNo, items: c.items.filter((i) => keep(c.classNo, i)) }))
    .filter((c) => c.items.length > 0)
}

/** The registered items not in the choice (what a partial removal keeps). */
export const remainingGoods = (
  chosen: readonly ClassGoods[],
  registered: readonly ClassGoods[],
): ClassGoods[] => {
  const taken = keys(chosen)
  return pick(registered, (c, i) => !taken.has(itemKey(c, i)))
}

/** Two lists hold the same items in each class (order aside): the draft's copy still matches the register. */
export function sameGoods(a: readonly ClassGoods[], b: readonly ClassGoods[]): boolean {
  const ka = keys(a)
  const kb = keys(b)
  return ka.size === kb.size && [...ka].every((k) => kb.has(k))
}
