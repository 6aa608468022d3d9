import type { SearchCountry, SearchCountryGroup } from '../../../api/schemas/search-countries'
import type { ViennaTree } from '../../../api/schemas/filing'
import { toHalfWidth } from '../../../domain/validation'
import { viennaMatches, type ViennaWords } from '../../../domain/vienna-match'

const norm = (value: string) => toHalfWidth(value).trim().toLowerCase()

/** Whether a country's code or any of its Chinese, English or Japanese names contains the keyword. */
export function countryMatches(country: SearchCountry, keyword: string): boolean {
  const k = norm(keyword)
  if (!k) return true
  return [country.code, country.chName, country.ehName, country.jpName].some((v) =>
    v.toLowerCase().includes(k),
  )
}

/** The groups with only their matching countries; groups left empty are dropped. */
export function filterCountryGroups(
  groups: readonly SearchCountryGroup[],
  keyword: string,
): SearchCountryGroup[] {
  return groups
    .map((group) => ({ ...group, countries: group.countries.filter((c) => countryMatches(c, keyword)) }))
    .filter((group) => group.countries.length > 0)
}

export { viennaMatches }

/**
 * The classification pruned to the entries matching the keyword, with the categories and divisions that lead
 * to them; a matching category or division keeps all its children so the user sees what it covers.
 */
export function filterVienna(tree: readonly ViennaTree[], keyword: string): ViennaTree[] {
  if (!norm(keyword)) return [...tree]
  return pruneVienna(tree, (entry) => viennaMatches(entry, keyword))
}

/**
 * The classification pruned to the entries `keep` accepts (the picker keeps the codes tmInfo/getImageCodeList
 * answered), with the categories and divisions leading to them; a kept category or division keeps its children.
 */
export function pruneVienna(
  tree: readonly ViennaTree[],
  keep: (entry: ViennaWords) => boolean,
): ViennaTree[] {
  const result: ViennaTree[] = []
  for (const category of tree) {
    if (keep(category)) {
      result.push(category)
      continue
    }
    const divisions = category.children.flatMap((division) => {
      if (keep(division)) return [division]
      const sections = division.children.filter((section) => keep(section))
      return sections.length ? [{ ...division, children: sections }] : []
    })
    if (divisions.length) result.push({ ...category, children: divisions })
  }
  return result
}

/** Toggles a code in a selection limited to `max`; null when adding it would exceed the limit. */
export function toggleLimited(selected: readonly string[], code: string, max: number): string[] | null {
  if (selected.includes(code)) return selected.filter((c) => c !== code)
  if (selected.length >= max) return null
  return [...selected, code]
}
