import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { RequestStatus } from '../../api/schemas/invoices'
import { HeadersSection } from './headers-section'
import { InvoiceRequestForm } from './invoice-request-form'
import { InvoicesSection } from './invoices-section'

export interface InvoiceInformationPageProps {
  /** Orders to request an invoice for (from ?request=); none shows headers and invoices only. */
  requestIds: string[]
  status?: RequestStatus
  page: number
  onStatusChange: (status: RequestStatus | undefined) => void
  onPageChange: (page: number) => void
  /** Leaves the request form (after submitting or cancelling). */
  onRequestClosed: () => void
}

/** Invoice headers, the invoice requests with their states, and the request form when orders are given. */
export function InvoiceInformationPage(props: InvoiceInformationPageProps) {
  const { t } = useTranslation('invoices')
  return (
    <Stack gap="5" data-testid="invoice-information-page">
      <HStack justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {t('page.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('page.description')}
          </Text>
        </Stack>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/personal/finance/invoiceSetting">{t('page.settings')}</RouterLink>
        </Button>
      </HStack>
      {props.requestIds.length > 0 && (
        <InvoiceRequestForm
          key={props.requestIds.join(',')}
          orderIds={props.requestIds}
          onDone={props.onRequestClosed}
          onCancel={props.onRequestClosed}
        />
      )}
      <HeadersSection />
      <InvoicesSection
        status={props.status}
        page={props.page}
        onStatusChange={props.onStatusChange}
        onPageChange={props.onPageChange}
      />
    </Stack>
  )
}
