import { Button, DataList, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../kit/section-card'
import { mailingQuery } from '../../../api/orders'
import { MailingForm } from './mailing-form'

/** Where certificates and official letters are posted: shown, and editable until something was posted. */
export function MailingCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders')
  const { data, isError } = useQuery(mailingQuery(orderId))
  const [editing, setEditing] = useState(false)
  const mailing = data?.mailing ?? null
  const action =
    data?.editable && !editing ? (
      <Button size="xs" variant="outline" onClick={() => setEditing(true)} data-testid="mailing-edit">
        {mailing ? t('actions.edit') : t('mailing.add')}
      </Button>
    ) : null

  let body
  if (isError) body = <Text color="fg.error">{t('detail.sectionFailed')}</Text>
  else if (!data) body = <Text color="fg.muted">{t('list.loading')}</Text>
  else if (editing) {
    body = (
      <MailingForm
        orderId={orderId}
        defaults={{
          recipient: mailing?.recipient ?? '',
          phone: mailing?.phone ?? '',
          postalCode: mailing?.postalCode ?? '',
          address: mailing?.address ?? '',
        }}
        onDone={() => setEditing(false)}
      />
    )
  } else if (!mailing) body = <Text color="fg.muted">{t('mailing.none')}</Text>
  else {
    const rows: [string, string][] = [
      [t('mailing.recipient'), mailing.recipient],
      [t('mailing.phone'), mailing.phone],
      [t('mailing.postalCode'), mailing.postalCode],
      [t('mailing.address'), mailing.address],
    ]
    if (mailing.trackingNo)
      rows.push([t('mailing.shipment'), `${mailing.courier ?? ''} ${mailing.trackingNo}`])
    body = (
      <>
        <DataList.Root orientation="horizontal" size="sm" data-testid="mailing-view">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {!data.editable ? (
          <Text fontSize="xs" color="fg.muted" mt="2">
            {t('mailing.locked')}
          </Text>
        ) : null}
      </>
    )
  }
  return (
    <SectionCard title={t('detail.mailing')} actions={action} testId="order-mailing" size="sm">
      {body}
    </SectionCard>
  )
}
