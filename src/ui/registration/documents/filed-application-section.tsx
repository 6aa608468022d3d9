import { useTranslation } from 'react-i18next'
import type { RegistrationDraft } from '../../../domain/registration/types'
import { SectionCard } from '../../kit/section-card'
import { ApplicationSummary } from './application-summary'

/**
 * The order detail pages' "Filed application" section for registrations (product types 0, 1, 2, 3, 26):
 * what was filed through the wizard. Nothing for an order not filed through it (draft null). The order's
 * own fee card shows the price, so the summary leaves the fee lines out.
 */
export function FiledApplicationSection({ draft }: { draft: RegistrationDraft | null }) {
  const { t } = useTranslation('regDocs')
  if (!draft) return null
  return (
    <SectionCard title={t('filed.title')} description={t('filed.description')} testId="filed-application">
      <ApplicationSummary draft={draft} />
    </SectionCard>
  )
}
