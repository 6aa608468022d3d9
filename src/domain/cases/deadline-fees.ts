// The official fee a deadline's step costs, where the one official fee table (src/domain/pricing.ts) knows it:
// the deadline sheet (brandmanagement/taskFeeExcelDownload) lists it with the fee's effective date and basis.
import { officialAmount, OFFICIAL_FEES, type FeeText, type OfficialFeeId } from '../pricing'
import type { CaseDeadlineKind } from './case-deadlines'
import type { OfficeKind } from './case-record'

export interface DeadlineFee {
  amount: number
  currency: string
  /** The fee items added up (ids of OFFICIAL_FEES). */
  items: OfficialFeeId[]
  effectiveFrom: string
  basis: FeeText
}

type Part = [OfficialFeeId, number]

function partsOf(
  kind: CaseDeadlineKind,
  office: OfficeKind,
  classes: number,
  designations: number,
): Part[] | null {
  const n = Math.max(classes, 1)
  if (office === 'china') {
    if (kind === 'renewalDue') return [['renewal', n]]
    if (kind === 'renewalGrace')
      return [
        ['renewal', n],
        ['renewalGrace', n],
      ]
    if (kind === 'oppositionDeadline') return [['opposition', n]]
    if (kind === 'refusalReview') return [['review', n]]
    return null
  }
  if (office === 'madrid' && (kind === 'renewalDue' || kind === 'renewalGrace')) {
    // Basic fee, plus the complementary fee per designation (individual fees are each member's own: not here)
    // and a supplementary fee per class beyond three.
    const parts: Part[] = [
      ['madridRenewalBasic', 1],
      ['madridRenewalComplementary', designations],
      ['madridRenewalSupplementary', Math.max(n - 3, 0)],
    ]
    if (kind === 'renewalGrace') parts.push(['madridRenewalGrace', 1])
    return parts.filter(([, count]) => count > 0)
  }
  return null
}

/** The official fee of a deadline's step (online amounts), or null when the table has none for it. */
export function deadlineFee(
  kind: CaseDeadlineKind,
  office: OfficeKind,
  classes: number,
  designations = 0,
): DeadlineFee | null {
  const parts = partsOf(kind, office, classes, designations)
  if (!parts?.length) return null
  const first = OFFICIAL_FEES[parts[0]![0]]
  return {
    amount: parts.reduce((sum, [id, count]) => sum + officialAmount(id) * count, 0),
    currency: first.currency,
    items: parts.map(([id]) => id),
    effectiveFrom: parts
      .map(([id]) => OFFICIAL_FEES[id].effectiveFrom)
      .sort()
      .at(-1)!,
    basis: first.basis,
  }
}
