import type { Seeder } from './index'

/** Invoice headers, settings and invoices of the demo accounts (the invoices area fills these tables). */
export const seedInvoices: Seeder = () => {}
