/**
 * Which archive page holds a mark's record, by the office that keeps its register:
 * - 'china': the mainland China register (CNIPA), country CN → /trademarkArchives;
 * - 'greaterChina': the separate registers of Hong Kong, Macao and Taiwan (HK, MO, TW) →
 *   /otherOTrademarkArchives ("other offices of China": Chinese-language registers outside the mainland);
 * - 'international': the regional and international systems, the EU (EM, EUIPO) and WIPO's Madrid register
 *   (WO) → /otherTrademarkArchives;
 * - 'foreign': every other country's national office (US, JP, KR, GB, DE, FR, AU, SG …) →
 *   /foreignTrademarkArchives.
 * The mock and the pages share this one rule, so a record always opens on the page that matches it.
 */
export type ArchiveKind = 'china' | 'greaterChina' | 'international' | 'foreign'

export const ARCHIVE_KINDS: readonly ArchiveKind[] = ['china', 'greaterChina', 'international', 'foreign']

const GREATER_CHINA = new Set(['HK', 'MO', 'TW'])
const INTERNATIONAL = new Set(['EM', 'EU', 'WO'])

export function archiveKindOf(country: string): ArchiveKind {
  const code = country.trim().toUpperCase()
  if (code === 'CN') return 'china'
  if (GREATER_CHINA.has(code)) return 'greaterChina'
  if (INTERNATIONAL.has(code)) return 'international'
  return 'foreign'
}

/** The archive page of each kind of register (rule: archiveKindOf above). */
export const ARCHIVE_ROUTES = {
  china: '/trademarkArchives',
  greaterChina: '/otherOTrademarkArchives',
  international: '/otherTrademarkArchives',
  foreign: '/foreignTrademarkArchives',
} as const satisfies Record<ArchiveKind, string>

export type ArchiveRoute = (typeof ARCHIVE_ROUTES)[ArchiveKind]
