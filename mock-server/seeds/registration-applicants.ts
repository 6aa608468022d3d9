import type { Seeder } from './index'

/** Seeds the registration wizards' applicants tables (issue 5): augment MockTables in this file. */
export const seedRegistrationApplicants: Seeder = () => {}
