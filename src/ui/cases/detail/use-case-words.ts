import { useTranslation } from 'react-i18next'
import type { CaseDeadlineView } from '../../../api/schemas/cases-detail'
import { TRADEMARK_STATUSES } from '../../../domain/trademark-status'
import { useRootState } from '../../../state/root'
import { countryName } from '../../kit/country-name'

const KNOWN_OFFICES = ['CN', 'HK', 'WIPO'] as const

/** The names the case pages show for offices, statuses, events, deadlines and history actions. */
export function useCaseWords() {
  const { t, i18n } = useTranslation('caseDetail')
  const { lang } = useRootState()
  const known = (key: string) => i18n.exists(`caseDetail:${key}`)
  return {
    lang,
    office: (office: string) =>
      (KNOWN_OFFICES as readonly string[]).includes(office)
        ? t(`office.${office as (typeof KNOWN_OFFICES)[number]}`)
        : countryName(office, lang),
    country: (code: string) => countryName(code, lang),
    status: (id: number) => {
      const s = TRADEMARK_STATUSES.find((x) => x.id === id)
      return s ? (lang === 'en' ? s.en : s.zh) : String(id)
    },
    event: (code: string) => (known(`events.${code}`) ? t(`events.${code}` as 'events.filed') : code),
    deadline: (d: Pick<CaseDeadlineView, 'kind' | 'title'>) =>
      d.kind === 'task' && d.title ? d.title : t(`deadlines.${d.kind}`),
    action: (action: string) =>
      known(`history.actions.${action}`)
        ? t(`history.actions.${action}` as 'history.actions.created')
        : action,
    detailKey: (key: string) =>
      known(`history.detailKeys.${key}`) ? t(`history.detailKeys.${key}` as 'history.detailKeys.date') : key,
    field: (key: string) => (known(`fields.${key}`) ? t(`fields.${key}` as 'fields.office') : key),
  }
}
export type CaseWords = ReturnType<typeof useCaseWords>
