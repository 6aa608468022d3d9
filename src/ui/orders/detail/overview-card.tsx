import { DataList, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderDetail } from '../../../api/schemas/orders-manage'
import type { OrderDetailConfig } from '../../../domain/order-routes'
import { useRootState } from '../../../state/root'
import { SectionCard } from '../../kit/section-card'
import { officeQuery } from '../../../api/orders'
import { YourRefEditor } from './your-ref-editor'

/** The case: its trademark and party (labelled for the product type), classes, countries, office and own reference. */
export function OverviewCard({ order, config }: { order: OrderDetail; config: OrderDetailConfig }) {
  const { t } = useTranslation('orders')
  const { lang } = useRootState()
  const en = lang === 'en'
  const { data: office } = useQuery(officeQuery(order.id))
  const party =
    (en ? order.applicantNameEn : order.applicantName) || order.applicantName || order.applicantNameEn
  const partyOther = en ? order.applicantName : order.applicantNameEn
  const item = (label: string, value: ReactNode, testId?: string) => (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
    </DataList.Item>
  )
  return (
    <SectionCard title={t('detail.overview')} testId="order-overview" size="sm">
      <DataList.Root orientation="horizontal" size="sm">
        {item(
          t(`markRole.${config.markRole}`),
          <Text fontWeight="semibold">{order.trademarkName}</Text>,
          'order-trademark',
        )}
        {item(
          t(`partyRole.${config.partyRole}`),
          <Stack gap="0">
            <Text>{party || '—'}</Text>
            {partyOther && partyOther !== party ? (
              <Text fontSize="xs" color="fg.muted">
                {partyOther}
              </Text>
            ) : null}
          </Stack>,
          'order-applicant',
        )}
        {config.classes && order.niceClasses.length > 0
          ? item(
              t('detail.classes'),
              order.niceClasses.map((c) => t('detail.classNo', { no: c })).join(' · '),
            )
          : null}
        {config.countries
          ? item(
              t('detail.countries'),
              order.countryNames.map((c) => (en ? c.en : c.zh)).join(en ? ', ' : '、'),
              'order-countries',
            )
          : null}
        {item(t('detail.caseNo'), order.caseNo ?? t('detail.caseNoPending'))}
        {office
          ? item(
              t('detail.office'),
              office.offices.map((o) => (en ? o.name.en : o.name.zh)).join(en ? '; ' : '；'),
            )
          : null}
        {office
          ? item(
              t('detail.handler'),
              `${en ? office.handler.nameEn : office.handler.name} · ${office.handler.phone} · ${office.handler.email}`,
            )
          : null}
        {item(t('yourRef.label'), <YourRefEditor orderId={order.id} value={order.yourRef} />)}
      </DataList.Root>
    </SectionCard>
  )
}
