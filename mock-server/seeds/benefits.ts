import type { Seeder } from './index'

/** Coupons and bank cards of the demo accounts (the benefits area fills these tables). */
export const seedBenefits: Seeder = () => {}
