import { memberKeys } from './member'
import { noticesKeys } from './notices'
import type { MutationEffects } from './query'

/** A review changes the submission, the profile's status, and brings the member a notice (the bell). */
const changesCertification: MutationEffects = {
  invalidates: [memberKeys.certification(), memberKeys.userInfo(), ...noticesKeys.all],
}

export type DemoReview =
  | { certificationId: string; outcome: 'approve' }
  | { certificationId: string; outcome: 'reject'; reason: string }

/**
 * True in the demo build with the portal's mock running: only there can the page play the staff reviewer
 * (window.server.simulate). The production build never offers it.
 */
export const canDemoReview = (): boolean =>
  import.meta.env.VITE_MOCK === '1' &&
  typeof window !== 'undefined' &&
  typeof window.server?.simulate === 'function'

/**
 * The demo's stand-in for staff: approves or rejects a verification under review through the mock's
 * 'certification.review' simulation, then refreshes the verification and the profile.
 */
export const demoReviewMutation = () => ({
  mutationKey: ['member', 'demoCertificationReview'] as const,
  mutationFn: async (review: DemoReview): Promise<string> => {
    if (!canDemoReview()) throw new Error('The demo reviewer runs only in the demo build')
    const reason = review.outcome === 'reject' ? review.reason : ''
    return String(
      await window.server!.simulate('certification.review', review.certificationId, review.outcome, reason),
    )
  },
  meta: changesCertification,
})
