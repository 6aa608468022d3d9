import type { CouponStatus } from './schemas/benefits'

// The coupon list's tabs as the URL names them. The route's validateSearch reads this before any page loads,
// so it stays apart from the benefits calls (./benefits re-exports it for the pages).
export const COUPON_STATUSES = ['valid', 'used', 'expired'] as const satisfies readonly CouponStatus[]
