import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { invoiceOrdersQuery } from '../../api/invoices'
import { billsQuery } from '../../api/orders'
import { businessDate } from '../../domain/clock'
import { useRootState } from '../../state/root'
import { useUserState } from '../../state/user'
import { EmptyState } from '../kit/empty-state'
import { Price } from '../kit/price'
import { STATEMENT_MAX } from './debit-notes-page'
import { chargeNoticeDocument } from './charge-notice-document'
import { SheetView } from './sheet-view'
import { usePdfExport } from './use-pdf-export'

/** The charge notice of one order: what is due, by when and where to pay, as an A4 sheet to print or save. */
export function BillOfferPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const { userInfo } = useUserState()
  const navigate = useNavigate()
  const { data: orders } = useSuspenseQuery(invoiceOrdersQuery({ orderIds: [orderId], pageSize: 1 }))
  const { data: notes } = useSuspenseQuery(billsQuery({ pageNum: 1, pageSize: STATEMENT_MAX }))
  const order = orders.list[0]
  const note = notes.list.find((n) => n.orderId === orderId)
  const noteNo = note?.debitNoteNo ?? order?.debitNoteNo ?? null
  const pdf = usePdfExport(t('offer.pdfName', { no: noteNo ?? order?.orderNo ?? orderId }))

  if (!order && !note) {
    return <EmptyState title={t('offer.notFound')} description={t('offer.notFoundHelp')} />
  }
  const paid = order ? order.paymentStatus === 'paid' : note!.paymentStatus === 'paid'
  const total = order?.total ?? note!.amount
  const service = order?.serviceName ?? note!.serviceName
  const member = userInfo
    ? lang === 'en'
      ? userInfo.companyNameEn || userInfo.nameEn
      : userInfo.companyName || userInfo.name
    : ''
  const issued = note?.date ?? order?.debitNoteDate ?? (order ? businessDate(order.createdAt) : '')
  const doc = chargeNoticeDocument(
    {
      member,
      noteNo,
      issued,
      orderNo: order?.orderNo ?? note?.orderNo ?? '',
      dueDate: note?.dueDate ?? null,
      service,
      trademark: order?.trademarkName ?? note?.trademarkName ?? '',
      paid,
      fees: order ?? null,
      total,
    },
    { t, lang },
  )

  return (
    <Stack gap="5" data-testid="bill-offer-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {t('offer.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('offer.description')}
          </Text>
        </Stack>
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={pdf.busy} onClick={() => pdf.run(doc)}>
            {t('pdf.export')}
          </Button>
          {!paid && (
            <Button
              size="sm"
              colorPalette="blue"
              onClick={() => void navigate({ to: '/payment', search: { orderId } })}
            >
              {t('notes.pay')} <Price cny={total} />
            </Button>
          )}
          {paid && order?.blockedReason === null && (
            <Button
              size="sm"
              colorPalette="blue"
              variant="subtle"
              onClick={() =>
                void navigate({ to: '/personal/finance/invoiceInformation', search: { request: orderId } })
              }
            >
              {t('offer.requestInvoice')}
            </Button>
          )}
        </HStack>
      </HStack>
      {paid && (
        <Alert.Root status="success" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('offer.paidNote')}</Alert.Description>
        </Alert.Root>
      )}
      <div style={{ overflowX: 'auto' }}>
        <SheetView doc={doc} />
      </div>
    </Stack>
  )
}
