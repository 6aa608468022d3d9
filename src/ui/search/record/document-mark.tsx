import { Button } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { SearchResultItem } from '../../../api/schemas/search-shared'
import { TAB_OF_KIND, type DocumentKind } from '../../../domain/court-records'
import { MarkSummary } from './mark-summary'
import { RecordSection } from './record-section'

/** The mark a document concerns, above the document, with the way back to the mark's records of its kind. */
export function DocumentMark({ mark, kind }: { mark: SearchResultItem; kind: DocumentKind }) {
  const { t } = useTranslation('searchRecord')
  const tab = TAB_OF_KIND[kind]
  return (
    <RecordSection
      title={t(`records.concerning.${kind}`)}
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink
            to="/instrument"
            search={{ id: mark.id, ...(tab === 'judgements' ? {} : { tab }) }}
            data-testid="judgements-back"
          >
            {t(`records.allOfMark.${tab}`)}
          </RouterLink>
        </Button>
      }
    >
      <MarkSummary mark={mark} />
    </RecordSection>
  )
}

/** The judgement a notice or a decision led to (or came from), as a button to open it. */
export function JudgementLinkButton({
  caseId,
  label,
  testId,
}: {
  caseId: string
  label: string
  testId: string
}) {
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLink to="/judgementDocumentDetail" search={{ id: caseId }} data-testid={testId}>
        {label}
      </RouterLink>
    </Button>
  )
}
