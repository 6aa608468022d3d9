import { Badge, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CourtNoticeSummary } from '../../../api/schemas/analytics'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { CaseParties } from './case-parties'
import { pick } from './record-links'
import { RecordTable } from './record-table'

/** A mark's court notices, newest first; each opens the notice as published. */
export function CourtNoticesTable({ list }: { list: readonly CourtNoticeSummary[] }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  return (
    <RecordTable
      rows={list}
      testId="court-notices-table"
      rowTestId="court-notice-row"
      columns={[
        {
          key: 'notice',
          header: t('courtNotices.columns.notice'),
          nowrap: true,
          cell: (n) => (
            <Stack gap="1" align="flex-start">
              <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
                <RouterLink
                  to="/judgementDocumentDetail"
                  search={{ id: n.id, kind: 'notice' }}
                  data-testid="court-notice-link"
                >
                  {t(`courtNotices.kind.${n.kind}`)}
                </RouterLink>
              </Link>
              <Text fontSize="xs" fontFamily="mono" color="fg.muted">
                {n.caseNo}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'court',
          header: t('judgements.columns.court'),
          cell: (n) => pick(lang, n.courtZh, n.courtEn),
        },
        {
          key: 'date',
          header: t('courtNotices.columns.published'),
          nowrap: true,
          cell: (n) => formatDate(n.date, lang),
        },
        {
          key: 'cause',
          header: t('judgements.columns.cause'),
          cell: (n) => (
            <Stack gap="1" align="flex-start">
              <span>{t(`judgements.kind.${n.cause}`)}</span>
              {n.caseId ? null : (
                <Badge size="sm" colorPalette="orange" variant="subtle">
                  {t('courtNotices.pendingBadge')}
                </Badge>
              )}
            </Stack>
          ),
        },
        {
          key: 'parties',
          header: t('judgements.columns.parties'),
          wide: true,
          cell: (n) => <CaseParties parties={n.parties} roleLabel={(r) => t(`judgements.role.${r}`)} />,
        },
        {
          key: 'hearing',
          header: t('courtNotices.columns.hearing'),
          nowrap: true,
          cell: (n) => (n.hearingDate ? formatDate(n.hearingDate, lang) : '—'),
        },
      ]}
    />
  )
}
