/**
 * The registration-likelihood estimate of a word mark in one Nice class (tmInfo/analyzeSuccessRate): an
 * estimate from the register's live prior marks, not a legal opinion. The method, which the page states:
 * - only live prior marks count (not invalid, cancelled or removed), with goods in the class;
 * - each is put in a similarity tier by the search engine's comparison of the names: identical, high
 *   (same pinyin, one name inside the other, one letter apart, a translation …) or medium;
 * - a prior mark "conflicts" when its goods share a similar group (类似群) with the goods applied for; when
 *   no groups are chosen every prior mark of the class is taken to conflict (the cautious reading);
 * - the band: low with an identical conflicting mark or two or more high ones; medium with one high
 *   conflicting mark, three or more medium ones, or an identical mark elsewhere in the class; high otherwise.
 */
export const SUCCESS_TIERS = ['identical', 'high', 'medium'] as const
export type SuccessTier = (typeof SUCCESS_TIERS)[number]

export const SUCCESS_BANDS = ['high', 'medium', 'low'] as const
export type SuccessBand = (typeof SUCCESS_BANDS)[number]

/** Medium-tier conflicting marks that together lower the chance to medium. */
export const MEDIUM_CROWD = 3
/** High-tier conflicting marks that together lower the chance to low. */
export const HIGH_CROWD = 2
/** Prior marks listed as weighing most. */
export const WEIGHTY_MAX = 5

/** The engine's comparison of two names, as the search answers it. */
export interface NameMatch {
  level: 'high' | 'middle' | 'low'
  reasons: readonly string[]
}

/** The tier of a compared name; null for a weak likeness that does not count. */
export function tierOf(match: NameMatch): SuccessTier | null {
  if (match.reasons.includes('exact')) return 'identical'
  if (match.level === 'high') return 'high'
  if (match.level === 'middle') return 'medium'
  return null
}

/** A prior mark as the estimate weighs it. */
export interface PriorMark {
  id: string
  tier: SuccessTier
  /** Similarity score 0–100, to order marks of one tier. */
  score: number
  /** Whether the mark is live (registered or pending), not invalid. */
  live: boolean
  /** The similar groups of its goods in the class that the goods applied for also fall in. */
  sharedGroups: readonly string[]
}

export type TierCounts = Record<SuccessTier, number>

export type SuccessReason =
  | { kind: 'conflicting'; tier: SuccessTier; count: number }
  | { kind: 'elsewhereInClass'; tier: 'identical'; count: number }
  | { kind: 'noConflict' }
  | { kind: 'noGroups' }

export interface ClassEstimate {
  band: SuccessBand
  /** Live prior marks of the class by tier. */
  inClass: TierCounts
  /** Those of them whose goods share a similar group with the goods applied for. */
  conflicting: TierCounts
  /** Why the band is what it is, strongest first. */
  reasons: SuccessReason[]
  /** The prior marks that weigh most: conflicting before the rest, then by tier and score. */
  weighty: string[]
}

const RANK: Record<SuccessTier, number> = { identical: 0, high: 1, medium: 2 }
const zero = (): TierCounts => ({ identical: 0, high: 0, medium: 0 })

/**
 * Estimates one class from its prior marks. `groupsChosen` says whether the goods applied for were given as
 * similar groups; without them every live prior mark of the class conflicts.
 */
export function estimateClass(priors: readonly PriorMark[], groupsChosen: boolean): ClassEstimate {
  const live = priors.filter((p) => p.live)
  const conflicts = (p: PriorMark) => !groupsChosen || p.sharedGroups.length > 0
  const inClass = zero()
  const conflicting = zero()
  for (const p of live) {
    inClass[p.tier]++
    if (conflicts(p)) conflicting[p.tier]++
  }
  const elsewhere = inClass.identical - conflicting.identical

  let band: SuccessBand = 'high'
  if (conflicting.identical > 0 || conflicting.high >= HIGH_CROWD) band = 'low'
  else if (conflicting.high > 0 || conflicting.medium >= MEDIUM_CROWD || elsewhere > 0) band = 'medium'

  const reasons: SuccessReason[] = []
  for (const tier of SUCCESS_TIERS)
    if (conflicting[tier] > 0) reasons.push({ kind: 'conflicting', tier, count: conflicting[tier] })
  if (elsewhere > 0) reasons.push({ kind: 'elsewhereInClass', tier: 'identical', count: elsewhere })
  if (!reasons.length) reasons.push({ kind: 'noConflict' })
  if (!groupsChosen) reasons.push({ kind: 'noGroups' })

  const weighty = [...live]
    .sort(
      (a, b) =>
        Number(conflicts(b)) - Number(conflicts(a)) ||
        RANK[a.tier] - RANK[b.tier] ||
        b.score - a.score ||
        (a.id < b.id ? -1 : 1),
    )
    .slice(0, WEIGHTY_MAX)
    .map((p) => p.id)
  return { band, inClass, conflicting, reasons, weighty }
}
