import { Badge, Box, HStack, Link, List, Stack, Table, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { SuccessRate } from '../../../api/schemas/search-extra'
import { SUCCESS_TIERS, type SuccessBand } from '../../../domain/success-rate'
import { useRootState } from '../../../state/root'

type ClassEstimate = SuccessRate['classes'][number]

const PALETTE: Record<SuccessBand, string> = { high: 'green', medium: 'orange', low: 'red' }

/** One class of the estimate: the band, the prior marks by tier, the reasons and the marks that weigh most. */
export function SuccessRateClass({ estimate: c }: { estimate: ClassEstimate }) {
  const { t } = useTranslation('searchExtra')
  const { lang } = useRootState()
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid="chance-class" data-class={c.no} data-band={c.band}>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Text fontWeight="semibold">
          {t('chance.classHeading', { no: c.no, name: lang === 'en' ? c.nameEn : c.nameZh })}
        </Text>
        <Badge colorPalette={PALETTE[c.band]} variant="solid" size="lg" data-testid="chance-band">
          {t(`chance.band.${c.band}`)}
        </Badge>
      </HStack>
      <Stack gap="3">
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('chance.tierColumn')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('chance.conflictingColumn')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('chance.inClassColumn')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {SUCCESS_TIERS.map((tier) => (
              <Table.Row key={tier} data-tier={tier}>
                <Table.Cell>{t(`chance.tier.${tier}`)}</Table.Cell>
                <Table.Cell textAlign="end">{c.conflicting[tier]}</Table.Cell>
                <Table.Cell textAlign="end">{c.inClass[tier]}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {t('chance.reasonsTitle')}
          </Text>
          <List.Root fontSize="sm" ps="5" data-testid="chance-reasons">
            {c.reasons.map((r, k) => (
              <List.Item key={k}>
                {r.kind === 'conflicting'
                  ? t(`chance.reason.conflicting.${r.tier}`, { count: r.count })
                  : r.kind === 'elsewhereInClass'
                    ? t('chance.reason.elsewhereInClass', { count: r.count })
                    : t(`chance.reason.${r.kind}`)}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        {c.marks.length ? (
          <Box>
            <Text fontSize="sm" fontWeight="semibold" mb="1">
              {t('chance.marksTitle')}
            </Text>
            <List.Root fontSize="sm" ps="5" data-testid="chance-marks">
              {c.marks.map((m) => (
                <List.Item key={m.id}>
                  <Link asChild colorPalette="blue" color="colorPalette.fg">
                    <RouterLink to="/query/detail" search={{ id: m.id }} data-testid="chance-mark">
                      {m.name}
                    </RouterLink>
                  </Link>{' '}
                  <Text as="span" color="fg.muted">
                    {t('chance.markLine', {
                      tier: t(`chance.tier.${m.tier}`),
                      no: m.registrationNo || m.applicationNo,
                      status: lang === 'en' ? m.statusEn : m.statusZh,
                      owner: lang === 'en' ? m.applicantEn || m.applicantZh : m.applicantZh || m.applicantEn,
                    })}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Box>
        ) : null}
      </Stack>
    </Box>
  )
}
