import type { ProductTypeId } from './product-types'

/**
 * The stages a case goes through after the order is paid, per product type: what the progress timeline of an
 * order shows and what the mock records dates for. Each list starts with the paid order and ends with the
 * outcome the customer is waiting for.
 */
export const CASE_STEP_KEYS = [
  'ordered',
  'documentsReady',
  'filed',
  'accepted',
  'formalityExam',
  'substantiveExam',
  'published',
  'registered',
  'certificateIssued',
  'searching',
  'reportDelivered',
  'monitoringStarted',
  'monitoringReport',
  'foreignAgentInstructed',
  'wipoRecorded',
  'designationsNotified',
  'protectionGranted',
  'servedOnOwner',
  'replyReceived',
  'evidenceFiled',
  'decisionIssued',
  'approved',
  'recorded',
  'reissued',
] as const
export type CaseStepKey = (typeof CASE_STEP_KEYS)[number]

const REGISTRATION: readonly CaseStepKey[] = [
  'ordered',
  'filed',
  'accepted',
  'substantiveExam',
  'published',
  'registered',
  'certificateIssued',
]
const RENEWAL: readonly CaseStepKey[] = ['ordered', 'filed', 'accepted', 'approved', 'certificateIssued']
const CONTESTED: readonly CaseStepKey[] = [
  'ordered',
  'documentsReady',
  'filed',
  'accepted',
  'servedOnOwner',
  'replyReceived',
  'decisionIssued',
]
const RECORDAL: readonly CaseStepKey[] = ['ordered', 'filed', 'accepted', 'approved', 'certificateIssued']

export const CASE_STEPS: Readonly<Record<ProductTypeId, readonly CaseStepKey[]>> = {
  0: REGISTRATION,
  1: REGISTRATION,
  2: ['ordered', 'filed', 'accepted', 'substantiveExam', 'published', 'registered', 'certificateIssued'],
  3: ['ordered', 'foreignAgentInstructed', 'filed', 'substantiveExam', 'published', 'registered'],
  4: ['ordered', 'searching', 'reportDelivered'],
  5: RENEWAL,
  7: CONTESTED,
  10: ['ordered', 'monitoringStarted', 'monitoringReport'],
  11: ['ordered', 'foreignAgentInstructed', 'filed', 'approved', 'certificateIssued'],
  12: ['ordered', 'documentsReady', 'filed', 'accepted', 'approved', 'published', 'certificateIssued'],
  13: RECORDAL,
  14: ['ordered', 'documentsReady', 'filed', 'accepted', 'evidenceFiled', 'decisionIssued'],
  16: CONTESTED,
  17: ['ordered', 'filed', 'wipoRecorded', 'approved'],
  18: ['ordered', 'filed', 'wipoRecorded', 'certificateIssued'],
  26: ['ordered', 'filed', 'formalityExam', 'wipoRecorded', 'designationsNotified', 'protectionGranted'],
  29: ['ordered', 'filed', 'accepted', 'reissued'],
  30: ['ordered', 'filed', 'accepted', 'reissued'],
  31: ['ordered', 'filed', 'accepted', 'recorded', 'published'],
  32: CONTESTED,
  // Removal (注销): nobody is served; the original certificate comes back first, the removal is published.
  34: ['ordered', 'documentsReady', 'filed', 'accepted', 'approved', 'published'],
  // Team member seats are added the moment the order is paid: nothing follows the payment.
  40: ['ordered'],
}

/** A product delivered by its payment (no step after 'ordered'): its order is complete once paid. */
export const doneWhenPaid = (productType: ProductTypeId): boolean => CASE_STEPS[productType].length === 1

export type CaseStepState = 'done' | 'current' | 'pending'

export interface CaseStepView {
  key: CaseStepKey
  state: CaseStepState
  /** Day the step was reached, YYYY-MM-DD; null while pending. */
  date: string | null
}

/**
 * The timeline of a case from the steps reached so far: reached steps are done, the next one is current
 * (unless the case is closed), the rest pending. Reached steps not in the product's list are ignored.
 */
export function caseTimeline(
  productType: ProductTypeId,
  reached: readonly { key: CaseStepKey; date: string }[],
  closed = false,
): CaseStepView[] {
  const dates = new Map(reached.map((s) => [s.key, s.date]))
  const steps = CASE_STEPS[productType]
  const lastDone = steps.reduce((last, key, i) => (dates.has(key) ? i : last), -1)
  return steps.map((key, i) => {
    if (i <= lastDone) return { key, state: 'done', date: dates.get(key) ?? null }
    const state: CaseStepState = i === lastDone + 1 && !closed ? 'current' : 'pending'
    return { key, state, date: null }
  })
}
