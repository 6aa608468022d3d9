import { useTranslation } from 'react-i18next'
import type { DeadlineRow } from '../../api/schemas/cases-deadlines'
import { formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'

/** The words the calendar, the panel and the dashboard share for one deadline. */
export function useDeadlineText() {
  const { t } = useTranslation('deadlines')
  const { lang } = useRootState()
  return {
    /** The task's title, or the deadline kind's name. */
    name: (d: Pick<DeadlineRow, 'kind' | 'title'>) =>
      d.kind === 'task' && d.title ? d.title : t(`kind.${d.kind}`),
    daysLeft: (n: number) =>
      n > 0
        ? t('daysLeft.in', { count: n })
        : n === 0
          ? t('daysLeft.today')
          : t('daysLeft.overdue', { count: -n }),
    calendar: (d: Pick<DeadlineRow, 'calendar' | 'due'>) =>
      t(`calendar.${d.calendar}`, { year: d.due.slice(0, 4) }),
    numbers: (d: Pick<DeadlineRow, 'applicationNo' | 'registrationNo' | 'reference'>) =>
      [
        d.registrationNo && t('regNo', { no: d.registrationNo }),
        d.applicationNo && d.applicationNo !== d.registrationNo && t('appNo', { no: d.applicationNo }),
        d.reference && t('ref', { ref: d.reference }),
      ]
        .filter(Boolean)
        .join(' · '),
    doneBy: (done: NonNullable<DeadlineRow['done']>) =>
      t('doneBy', { name: done.byName, at: formatDateTime(done.at, lang) }),
  }
}

/** Overdue: passed and not done. */
export const isOverdue = (d: Pick<DeadlineRow, 'daysLeft' | 'done'>) => d.daysLeft < 0 && !d.done
