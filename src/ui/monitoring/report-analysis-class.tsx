import { Badge, Box, HStack, Link, List, Stack, Table, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AnalysisClass, RiskReason } from '../../api/schemas/search-analysis'
import { useRootState } from '../../state/root'
import { RISK_PALETTE } from './report-status'

type Ts = ReturnType<typeof useTranslation<'searchExtra'>>['t']
type Tw = ReturnType<typeof useTranslation<'watchResults'>>['t']

// The compared reasons are worded as the search's registration-chance estimate words them.
function reasonText(r: RiskReason, ts: Ts, tw: Tw): string {
  switch (r.kind) {
    case 'conflicting':
      return ts(`chance.reason.conflicting.${r.tier}`, { count: r.count })
    case 'elsewhereInClass':
      return ts('chance.reason.elsewhereInClass', { count: r.count })
    case 'listed':
      return tw('analysis.reason.listed', { count: r.count })
    case 'noneListed':
      return tw('analysis.reason.noneListed')
    default:
      return ts(`chance.reason.${r.kind}`)
  }
}

/** One class of the report: its risk and chance, the reasons, and the live marks in the way. */
export function ReportAnalysisClass({ analysis: c }: { analysis: AnalysisClass }) {
  const { t } = useTranslation('watchResults')
  const { t: ts } = useTranslation('searchExtra')
  const { lang } = useRootState()
  const en = lang === 'en'
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="analysis-class" data-class={c.no}>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Text fontWeight="semibold">
          {t('analysis.classHeading', { no: c.no, name: en ? c.nameEn : c.nameZh })}
        </Text>
        <HStack gap="2">
          <Badge colorPalette={RISK_PALETTE[c.verdict.risk]} variant="solid">
            {t('analysis.riskOf', { risk: t(`analysis.risk.${c.verdict.risk}`) })}
          </Badge>
          <Badge variant="outline">
            {t('analysis.chanceOf', {
              chance: c.verdict.chance ? t(`analysis.risk.${c.verdict.chance}`) : t('analysis.notCompared'),
            })}
          </Badge>
        </HStack>
      </HStack>
      <Stack gap="3" fontSize="sm">
        {c.groups.length ? (
          <Text color="fg.muted">{t('analysis.groups', { groups: c.groups.join(', ') })}</Text>
        ) : null}
        <List.Root ps="5">
          {c.verdict.reasons.map((r, k) => (
            <List.Item key={k}>{reasonText(r, ts, t)}</List.Item>
          ))}
        </List.Root>
        {c.obstacles.length ? (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('analysis.mark')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('analysis.number')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('analysis.applicant')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('analysis.markStatus')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('analysis.likeness')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('analysis.sharedGroups')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {c.obstacles.map((m) => (
                  <Table.Row key={m.id} data-testid="analysis-obstacle">
                    <Table.Cell>
                      <Link asChild colorPalette="blue" color="colorPalette.fg">
                        <RouterLink to="/query/detail" search={{ id: m.id }}>
                          {m.name}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{m.registrationNo || m.applicationNo}</Table.Cell>
                    <Table.Cell>
                      {en ? m.applicantEn || m.applicantZh : m.applicantZh || m.applicantEn}
                    </Table.Cell>
                    <Table.Cell>{en ? m.statusEn : m.statusZh}</Table.Cell>
                    <Table.Cell>
                      {m.tier ? ts(`chance.tier.${m.tier}`) : t('analysis.notCompared')}
                    </Table.Cell>
                    <Table.Cell>{m.sharedGroups.join(', ')}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Text color="fg.muted">{t('analysis.noObstacle')}</Text>
        )}
        {c.liveCount > c.obstacles.length ? (
          <Text color="fg.muted">
            {t('analysis.moreObstacles', { count: c.liveCount - c.obstacles.length })}
          </Text>
        ) : null}
        {c.deadCount ? <Text color="fg.muted">{t('analysis.dead', { count: c.deadCount })}</Text> : null}
      </Stack>
    </Box>
  )
}
