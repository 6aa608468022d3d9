import { toHalfWidth } from './validation'

/** The words of a Vienna entry a keyword is looked for in. */
export interface ViennaWords {
  code: string
  nameZh: string
  nameEn: string
}

const norm = (value: string) => toHalfWidth(value).trim().toLowerCase()

/**
 * Whether a Vienna entry matches a keyword (the picker's search box and tmInfo/getImageCodeList): a keyword
 * that looks like a code ('3', '3.1', '03.01.') matches that code and its sub-codes; any other keyword is
 * looked for in the Chinese and the English wording, case-insensitively. An empty keyword matches everything.
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
