import type { CouponStatus } from '../../api/schemas/benefits'

// The route definition reads these before any page loads, so they live apart from the page (size budget).
export const COUPON_STATUSES = ['valid', 'used', 'expired'] as const satisfies readonly CouponStatus[]
export const COUPONS_PAGE_SIZE = 10
