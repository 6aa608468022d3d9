import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../domain/format'
import type { ServiceDraftBase } from '../../domain/services/types'
import { useRootState } from '../../state/root'
import { SectionCard } from '../kit/section-card'
import type { ServiceFlowUi } from './service-flow'

/** The marks a service is filed for, as the confirm step and the order page show them. */
export function ServiceMarksSummary({ draft }: { draft: ServiceDraftBase }) {
  const { t } = useTranslation('services')
  const { lang } = useRootState()
  return (
    <Stack gap="2" data-testid="service-marks-summary">
      <Text fontWeight="semibold">
        {t('summary.marks', { count: draft.marks.length })} · {t(`regions.${draft.region}`)}
      </Text>
      <Stack as="ul" gap="2">
        {draft.marks.map((m) => (
          <Box as="li" listStyleType="none" key={m.regNo} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="medium">{m.name}</Text>
              <Badge variant="outline" fontFamily="mono">
                {m.regNo}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('summary.markLine', {
                classes: m.classes.join(', '),
                holder: lang === 'en' ? m.holderEn || m.holderZh : m.holderZh || m.holderEn,
              })}
              {m.expiryDate ? ` · ${t('select.expiry', { date: formatDate(m.expiryDate, lang) })}` : ''}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  )
}

/**
 * The service filed for an order, for its order detail page: the marks and the service's own fields exactly
 * as filed (read through the flow's read call; nothing shows for an order not filed through the wizard).
 */
export function FiledService<D extends ServiceDraftBase>({
  api,
  Summary,
  orderId,
}: Pick<ServiceFlowUi<D>, 'api' | 'Summary'> & { orderId: string }) {
  const { t } = useTranslation('services')
  const filed = useQuery({ ...api.filedQuery(orderId), enabled: orderId !== '' })
  const draft = filed.data?.draft
  if (!draft) return null
  return (
    <SectionCard title={t('summary.filedTitle')} description={t('summary.filedIntro')} testId="filed-service">
      <Stack gap="4">
        <ServiceMarksSummary draft={draft} />
        <Summary draft={draft} />
      </Stack>
    </SectionCard>
  )
}
