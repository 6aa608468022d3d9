import { Badge, Box, Grid, Stack, Table, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import {
  changedMarks,
  changesAddress,
  changesName,
  marksByCountry,
  needsSupplement,
  particularsAfter,
  type ChangeDraft,
} from '../../../domain/services/change'
import { countryName } from '../../kit/country-name'
import { SectionCard } from '../../kit/section-card'
import { useRootState } from '../../../state/root'

const FIELDS = ['nameZh', 'nameEn', 'addressZh', 'addressEn'] as const

/** What a change order filed: the kind, the particulars before and after, and every mark it covers. */
export function FiledChangeSection({ draft }: { draft: ChangeDraft }) {
  const { t } = useTranslation('svcChange')
  const { lang } = useRootState()
  const holder = draft.holder
  const after = particularsAfter(draft)
  const excluded = needsSupplement(draft)
    ? draft.relatedMarks.filter((m) => draft.related[m.regNo]?.choice === 'exclude')
    : []
  const changed = (field: (typeof FIELDS)[number]) =>
    field.startsWith('name') ? changesName(draft.kind) : changesAddress(draft.kind)
  const groups = marksByCountry(draft)
  return (
    <SectionCard title={t('detail.title')} testId="filed-change">
      <Stack gap="4">
        <Text fontWeight="semibold" data-testid="filed-change-kind">
          {draft.kind ? t(`kind.${draft.kind}`) : ''}
        </Text>
        {draft.kind === 'agent' ? (
          <Grid templateColumns={{ base: '1fr', sm: '10rem 1fr' }} gap="2" fontSize="sm">
            <Text color="fg.muted">{t('detail.agentBefore')}</Text>
            <Text>{holder?.agent || t('info.noAgent')}</Text>
            <Text color="fg.muted">{t('detail.agentAfter')}</Text>
            <Text>{t('info.newAgentValue')}</Text>
          </Grid>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="filed-change-particulars">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader />
                  <Table.ColumnHeader>{t('detail.before')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('detail.after')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {FIELDS.filter(changed).map((field) => (
                  <Table.Row key={field} data-testid={`filed-change-${field}`}>
                    <Table.Cell color="fg.muted" whiteSpace="nowrap">
                      {t(`info.${field}`)}
                    </Table.Cell>
                    <Table.Cell>{holder?.[field] || t('info.empty')}</Table.Cell>
                    <Table.Cell fontWeight="medium">{after[field] || t('info.empty')}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('detail.marks')} · {t('info.marksCount', { count: changedMarks(draft).length })}
          </Text>
          {groups.map((group) => (
            <Stack key={group.country} gap="1" data-testid={`filed-change-country-${group.country}`}>
              {groups.length > 1 || group.country !== 'CN' ? (
                <Text fontSize="sm" fontWeight="medium">
                  {t('detail.country')}: {countryName(group.country, lang)}
                </Text>
              ) : null}
              {group.marks.map((m) => (
                <Text key={m.regNo} fontSize="sm" data-testid="filed-change-mark">
                  {m.name} · {t('mark.regNo', { regNo: m.regNo })} ·{' '}
                  {t('mark.classes', { classes: m.classes.join('、') })}
                </Text>
              ))}
            </Stack>
          ))}
          {excluded.map((m) => {
            const reason = draft.related[m.regNo]?.reason
            return (
              <Text key={m.regNo} fontSize="sm" color="fg.muted" data-testid="filed-change-excluded">
                <Badge variant="outline" mr="2">
                  {t('detail.excluded')}
                </Badge>
                {m.name} · {t('mark.regNo', { regNo: m.regNo })}
                {reason ? ` · ${t(`supplement.reasons.${reason}`)}` : ''}
              </Text>
            )
          })}
        </Stack>
      </Stack>
    </SectionCard>
  )
}
