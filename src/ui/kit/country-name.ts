import { displayNames } from '../../domain/intl'
import { REGIONAL_OFFICE_NAMES } from '../../domain/regional-offices'
import type { Lang } from '../../state/root'

/**
 * A country's or regional office's name in the page language: the regional offices (EM, BX, OA) and WIPO by
 * their table, countries by the browser's own region names; the code when neither knows it.
 */
export function countryName(code: string, lang: Lang): string {
  const names = REGIONAL_OFFICE_NAMES[code.trim().toUpperCase()]
  if (names) return lang === 'en' ? names.en : names.zh
  try {
    return displayNames(lang, { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** A language's name (ISO 639-1 code) in the page language. */
export function languageName(code: string, lang: Lang): string {
  try {
    return displayNames(lang, { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
