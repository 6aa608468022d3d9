/**
 * The tabs of a case's page (/brandManagement/detail?tab=…). Kept out of the page's module: the route's search
 * validation runs with the first load, the page loads when it is shown.
 */
export const CASE_TABS = ['overview', 'goods', 'deadlines', 'process', 'history', 'agents'] as const
export type CaseTab = (typeof CASE_TABS)[number]
