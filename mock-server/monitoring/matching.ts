/**
 * Which entries of a gazette issue matter to a watch, and how much (issue 16, trademark monitoring). Pure: the
 * watch and the issue in, the hits out, so tests and the bench call it directly.
 *
 * MARK WATCH (plan 'similar'): a preliminary approval is a hit when it shares a class with the watch and its
 * name is similar to the watched words by the search engine's rules (register/similarity.ts: level, score,
 * reasons), or, for a watch with an image and a mark with a figurative element, its specimen's hash is within
 * 10 bits of the watched image's (level by the image search's bands). The better of the two counts.
 * Tier: 'high' = a high similarity with goods in a watched similar group (or the whole class when the watch
 * names no group); 'medium' = a high similarity in a watched class but another group, or a middle similarity
 * in a watched group; 'low' = the rest. Recommended action: oppose a high hit while the opposition period is
 * open, watch a medium one (and a high one whose period has ended), nothing for a low one.
 * APPLICANT WATCH (plan 'competitor'): the applicant's new marks (medium in a watched class, low elsewhere;
 * every class when the watch names none) and the notices on its marks (assignment, invalidation, cancellation:
 * medium; renewal, change: low). Action: watch for medium, none for low.
 * STATUS WATCH (plan 'status'): the notices on the watched own mark: a cancellation or invalidation request is
 * high (the registrant must answer in time: watch), a recorded change low.
 * Ranking within an issue: tier, then similarity score (highest first), then name.
 */
import { daysBetween } from '../../src/domain/clock'
import type { GazetteSection, HitAction, HitTier, WatchKind } from '../../src/api/schemas/monitoring'
import { hammingDistance } from '../register/image-hash'
import { scoreName, type SimilarityLevel } from '../register/similarity'
import type { GazetteEntry, IssueContent } from './gazette'

/** The image distance (bits of 64) up to which an image is similar, and its level bands (the image search's). */
export const IMAGE_MAX_DISTANCE = 10
const imageLevel = (d: number): SimilarityLevel => (d <= 2 ? 'high' : d <= 5 ? 'middle' : 'low')
const imageScore = (d: number) => Math.round(100 - d * 5)

/** What matching needs of a watch. */
export interface WatchCriteria {
  kind: WatchKind
  name: string
  imageHash: string | null
  classes: readonly string[]
  groups: readonly string[]
  countries: readonly string[]
  applicantId: string | null
  watchedRegNo: string | null
}

export interface MatchedHit {
  entryKey: string
  section: GazetteSection
  matchedBy: WatchKind
  tier: HitTier
  /** For a mark watch; null otherwise. */
  similarity: {
    score: number
    level: SimilarityLevel
    reasons: string[]
    classOverlap: { classes: string[]; groups: string[] }
    imageDistance: number | null
  } | null
  /** Sort key inside the issue (name). */
  name: string
}

const TIER_RANK: Record<HitTier, number> = { high: 0, medium: 1, low: 2 }

/** The action a hit calls for on `today`. */
export function actionOf(
  tier: HitTier,
  section: GazetteSection,
  deadline: string | null,
  today: string,
): HitAction {
  if (tier === 'high' && section === 'preliminary')
    return deadline && daysBetween(today, deadline) >= 0 ? 'oppose' : 'watch'
  return tier === 'low' ? 'none' : 'watch'
}

function markHit(
  watch: WatchCriteria,
  entry: Extract<GazetteEntry, { section: 'preliminary' }>,
): MatchedHit | null {
  const mark = entry.mark
  const shared = mark.classes.filter((c) => watch.classes.includes(c.no))
  if (shared.length === 0) return null
  const byName = watch.name ? scoreName(watch.name, mark) : null
  let imageDistance: number | null = null
  let byImage: { level: SimilarityLevel; score: number; reasons: string[] } | null = null
  if (watch.imageHash) {
    imageDistance = hammingDistance(watch.imageHash, mark.imageHash)
    if (mark.kind !== 'word' && imageDistance <= IMAGE_MAX_DISTANCE)
      byImage = { level: imageLevel(imageDistance), score: imageScore(imageDistance), reasons: ['image'] }
  }
  const best = byName && byImage ? (byImage.score > byName.score ? byImage : byName) : (byName ?? byImage)
  if (!best) return null
  const sharedGroups = [...new Set(shared.flatMap((c) => c.groups))].sort()
  const groups = watch.groups.length ? sharedGroups.filter((g) => watch.groups.includes(g)) : sharedGroups
  const inGroup = groups.length > 0
  const tier: HitTier =
    best.level === 'high' && inGroup
      ? 'high'
      : best.level === 'high' || (best.level === 'middle' && inGroup)
        ? 'medium'
        : 'low'
  return {
    entryKey: entry.key,
    section: 'preliminary',
    matchedBy: 'mark',
    tier,
    similarity: {
      score: best.score,
      level: best.level,
      reasons: [...best.reasons],
      classOverlap: { classes: shared.map((c) => c.no), groups },
      imageDistance,
    },
    name: mark.name,
  }
}

function applicantHit(watch: WatchCriteria, entry: GazetteEntry): MatchedHit | null {
  if (!('mark' in entry) || !watch.applicantId || entry.mark.applicantId !== watch.applicantId) return null
  let tier: HitTier
  if (entry.section === 'preliminary') {
    const inClass = !watch.classes.length || entry.mark.classes.some((c) => watch.classes.includes(c.no))
    tier = inClass ? 'medium' : 'low'
  } else tier = ['assignment', 'invalidation', 'cancellation'].includes(entry.section) ? 'medium' : 'low'
  return {
    entryKey: entry.key,
    section: entry.section,
    matchedBy: 'applicant',
    tier,
    similarity: null,
    name: entry.mark.name,
  }
}

function statusHit(watch: WatchCriteria, entry: GazetteEntry): MatchedHit | null {
  if (!('own' in entry) || entry.own.regNo !== watch.watchedRegNo) return null
  const tier: HitTier = entry.section === 'cancellation' || entry.section === 'invalidation' ? 'high' : 'low'
  return {
    entryKey: entry.key,
    section: entry.section,
    matchedBy: 'status',
    tier,
    similarity: null,
    name: entry.own.name,
  }
}

/** The hits of one issue for one watch, ranked. */
export function matchIssue(watch: WatchCriteria, issue: IssueContent): MatchedHit[] {
  // The living register publishes the CNIPA gazette: its entries are China marks.
  if (!watch.countries.includes('CN')) return []
  const hits: MatchedHit[] = []
  for (const entry of issue.entries) {
    const hit =
      watch.kind === 'mark'
        ? entry.section === 'preliminary' && 'mark' in entry
          ? markHit(watch, entry)
          : null
        : watch.kind === 'applicant'
          ? applicantHit(watch, entry)
          : statusHit(watch, entry)
    if (hit) hits.push(hit)
  }
  return hits.sort(
    (a, b) =>
      TIER_RANK[a.tier] - TIER_RANK[b.tier] ||
      (b.similarity?.score ?? 0) - (a.similarity?.score ?? 0) ||
      a.name.localeCompare(b.name),
  )
}
