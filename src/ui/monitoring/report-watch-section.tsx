import { Badge, Button, Link, Table, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Hit, Watch } from '../../api/schemas/monitoring'
import { useRootState } from '../../state/root'
import { SectionCard } from '../kit/section-card'
import { HitDeadline } from './result-deadline'
import { rankHits, TIER_PALETTE } from './result-rules'

/** One watch of the report: its hits of the period, riskiest first, with the deadline and what to do. */
export function ReportWatchSection({ watch, hits }: { watch: Watch; hits: Hit[] }) {
  const { t } = useTranslation('watchResults')
  const { lang } = useRootState()
  const en = lang === 'en'
  const name = watch.name || (en ? watch.applicant?.en : watch.applicant?.zh) || ''
  return (
    <SectionCard
      title={t('report.watchTitle', { name, kind: t(`kind.${watch.kind}`) })}
      description={t('report.watchLine', { count: hits.length, classes: watch.classes.join(', ') || '—' })}
      size="sm"
      testId="report-watch-section"
      actions={
        <Button asChild size="xs" variant="outline">
          <RouterLink to="/monitoringResult" search={{ watchId: watch.id }}>
            {t('report.openResults')}
          </RouterLink>
        </Button>
      }
    >
      {hits.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('report.noHits')}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('report.col.mark')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('report.col.applicant')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('report.col.issue')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('report.col.tier')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('report.col.action')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('report.col.deadline')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rankHits(hits).map((h) => {
                return (
                  <Table.Row key={h.id} data-testid="report-hit">
                    <Table.Cell>
                      <Link asChild colorPalette="blue" color="colorPalette.fg">
                        <RouterLink to="/query/detail" search={{ id: h.markId }}>
                          {h.name || t('hit.figurative')}
                        </RouterLink>
                      </Link>
                      {h.similarity ? (
                        <Text fontSize="xs" color="fg.muted">
                          {t('hit.score', { score: Math.round(h.similarity.score) })}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      {en ? h.applicant.en || h.applicant.zh : h.applicant.zh || h.applicant.en}
                    </Table.Cell>
                    <Table.Cell>{h.issueNo}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={TIER_PALETTE[h.tier]}>{t(`tier.${h.tier}`)}</Badge>
                    </Table.Cell>
                    <Table.Cell>{t(`actionShort.${h.recommendedAction}`)}</Table.Cell>
                    <Table.Cell>
                      <HitDeadline hit={h} inline />
                    </Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </SectionCard>
  )
}
