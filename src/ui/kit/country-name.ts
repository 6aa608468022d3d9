import { findCountryPrice } from '../../domain/country-prices'
import type { Lang } from '../../state/root'

const WIPO = { zh: '世界知识产权组织国际局', en: 'International Bureau of WIPO' }

/**
 * A country's or regional office's name in the page language: the regional offices (EM, BX, OA) by the
 * names of the price list, countries by the browser's own region names; the code when neither knows it.
 */
export function countryName(code: string, lang: Lang): string {
  const names = code === 'WO' ? WIPO : findCountryPrice(code)?.names
  if (names) return lang === 'en' ? names.en : names.zh
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** A language's name (ISO 639-1 code) in the page language. */
export function languageName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
