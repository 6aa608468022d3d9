import { Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ReviewCaseSummary } from '../../../api/schemas/analytics'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { CaseParties } from './case-parties'
import { pick } from './record-links'
import { RecordTable } from './record-table'
import { ReviewArticles } from './review-articles'

/** A mark's review decisions, newest first; each decision number opens the decision in full. */
export function ReviewCasesTable({ list }: { list: readonly ReviewCaseSummary[] }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  return (
    <RecordTable
      rows={list}
      testId="review-cases-table"
      rowTestId="review-row"
      columns={[
        {
          key: 'decisionNo',
          header: t('reviews.columns.decisionNo'),
          nowrap: true,
          cell: (r) => (
            <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
              <RouterLink
                to="/judgementDocumentDetail"
                search={{ id: r.id, kind: 'review' }}
                data-testid="review-link"
              >
                {r.decisionNo}
              </RouterLink>
            </Link>
          ),
        },
        {
          key: 'kind',
          header: t('reviews.columns.kind'),
          cell: (r) => (
            <Stack gap="0.5">
              <span>{t(`reviews.kind.${r.kind}`)}</span>
              <Text fontSize="xs" color="fg.muted">
                {t(`reviews.markRole.${r.markRole}`)}
                {r.markRole === 'cited' ? ` · ${r.disputed.name || t('reviews.device')}` : ''}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'date',
          header: t('reviews.columns.date'),
          nowrap: true,
          cell: (r) => formatDate(r.date, lang),
        },
        {
          key: 'parties',
          header: t('reviews.columns.parties'),
          wide: true,
          cell: (r) => <CaseParties parties={r.parties} roleLabel={(role) => t(`reviews.role.${role}`)} />,
        },
        {
          key: 'articles',
          header: t('reviews.columns.articles'),
          cell: (r) => <ReviewArticles articles={r.articles} />,
        },
        {
          key: 'result',
          header: t('reviews.columns.result'),
          wide: true,
          cell: (r) => pick(lang, r.resultZh, r.resultEn),
        },
      ]}
    />
  )
}
