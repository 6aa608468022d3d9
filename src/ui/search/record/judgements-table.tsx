import { Badge, Link, Stack } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CaseSummary } from '../../../api/schemas/analytics'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { CaseParties } from './case-parties'
import { pick } from './record-links'
import { RecordTable } from './record-table'

/** A mark's court judgements, newest first; each case number opens the full judgement. */
export function JudgementsTable({ list }: { list: readonly CaseSummary[] }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  return (
    <RecordTable
      rows={list}
      testId="judgements-table"
      rowTestId="judgement-row"
      columns={[
        {
          key: 'caseNo',
          header: t('judgements.columns.caseNo'),
          nowrap: true,
          cell: (c) => (
            <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
              <RouterLink to="/judgementDocumentDetail" search={{ id: c.id }} data-testid="judgement-link">
                {c.caseNo}
              </RouterLink>
            </Link>
          ),
        },
        {
          key: 'court',
          header: t('judgements.columns.court'),
          cell: (c) => pick(lang, c.courtZh, c.courtEn),
        },
        {
          key: 'date',
          header: t('judgements.columns.date'),
          nowrap: true,
          cell: (c) => formatDate(c.date, lang),
        },
        {
          key: 'cause',
          header: t('judgements.columns.cause'),
          cell: (c) => (
            <Stack gap="1" align="flex-start">
              <span>{t(`judgements.kind.${c.kind}`)}</span>
              <Badge size="sm" variant="outline">
                {t(`judgements.instance.${c.instance === 2 ? 'second' : 'first'}`)}
              </Badge>
            </Stack>
          ),
        },
        {
          key: 'parties',
          header: t('judgements.columns.parties'),
          wide: true,
          cell: (c) => <CaseParties parties={c.parties} roleLabel={(r) => t(`judgements.role.${r}`)} />,
        },
        {
          key: 'result',
          header: t('judgements.columns.result'),
          wide: true,
          cell: (c) => pick(lang, c.resultZh, c.resultEn),
        },
      ]}
    />
  )
}
