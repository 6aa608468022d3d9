import type { Seeder } from './index'

/** Seeds the registration wizards' drafts tables (issue 5): augment MockTables in this file. */
export const seedRegistrationDrafts: Seeder = () => {}
