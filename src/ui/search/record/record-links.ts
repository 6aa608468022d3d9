import type { ArchiveKind } from '../../../domain/trademark-archives'

/** The archive page of each kind of register (rule: src/domain/trademark-archives.ts). */
export const ARCHIVE_ROUTES = {
  china: '/trademarkArchives',
  greaterChina: '/otherOTrademarkArchives',
  international: '/otherTrademarkArchives',
  foreign: '/foreignTrademarkArchives',
} as const satisfies Record<ArchiveKind, string>

export type ArchiveRoute = (typeof ARCHIVE_ROUTES)[ArchiveKind]

/** Picks the zh or en value for the current language, falling back to the other when one is empty. */
export function pick(lang: string, zh: string, en: string): string {
  return (lang === 'en' ? en || zh : zh || en) ?? ''
}
