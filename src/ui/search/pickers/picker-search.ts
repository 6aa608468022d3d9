import type { SearchCountry, SearchCountryGroup } from '../../../api/schemas/search-countries'
import type { ViennaTree } from '../../../api/schemas/filing'
import { toHalfWidth } from '../../../domain/validation'

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

interface ViennaWords {
  code: string
  nameZh: string
  nameEn: string
}

/**
 * Whether a Vienna entry matches: a keyword that looks like a code ('3', '3.1', '03.01.') matches that code and
 * its sub-codes; any other keyword is looked for in the Chinese and English wording.
 */
export function viennaMatches(entry: ViennaWords, keyword: string): boolean {
  const k = norm(keyword)
  if (!k) return true
  if (/^\d{1,2}(\.\d{0,2}){0,2}$/.test(k)) {
    const code = k
      .replace(/\.$/, '')
      .split('.')
      .map((part) => String(Number(part)))
      .join('.')
    return entry.code === code || entry.code.startsWith(`${code}.`)
  }
  return entry.nameZh.toLowerCase().includes(k) || entry.nameEn.toLowerCase().includes(k)
}

/**
 * The classification pruned to the entries matching the keyword, with the categories and divisions that lead
 * to them; a matching category or division keeps all its children so the user sees what it covers.
 */
export function filterVienna(tree: readonly ViennaTree[], keyword: string): ViennaTree[] {
  if (!norm(keyword)) return [...tree]
  const result: ViennaTree[] = []
  for (const category of tree) {
    if (viennaMatches(category, keyword)) {
      result.push(category)
      continue
    }
    const divisions = category.children.flatMap((division) => {
      if (viennaMatches(division, keyword)) return [division]
      const sections = division.children.filter((section) => viennaMatches(section, keyword))
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
