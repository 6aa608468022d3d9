/**
 * The deadline views of the home page's deadline list, as the /home URL names them (?deadlines=overdue): the
 * summary cards link to a view. The same list as the panel's filter chips (src/ui/home/deadline-filter.tsx,
 * checked by a test).
 */
export const HOME_DEADLINE_VIEWS = ['all', 'overdue', 'next30', 'next90'] as const
export type HomeDeadlineView = (typeof HOME_DEADLINE_VIEWS)[number]

/** The /home search params: only a known deadline view is kept. */
export function homeSearch(search: Record<string, unknown>): { deadlines?: HomeDeadlineView } {
  const value = search.deadlines
  return typeof value === 'string' && (HOME_DEADLINE_VIEWS as readonly string[]).includes(value)
    ? { deadlines: value as HomeDeadlineView }
    : {}
}
