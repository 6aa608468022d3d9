import { Stack } from '@chakra-ui/react'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { INVOICES_PAGE_SIZE, invoicesQuery, resubmitInvoiceMutation } from '../../api/invoices'
import { REQUEST_STATUSES, type Invoice, type RequestStatus } from '../../api/schemas/invoices'
import { EmptyState } from '../kit/empty-state'
import { Pagination } from '../kit/pagination'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'
import { InvoiceCard } from './invoice-card'
import { ToggleChips } from '../kit/toggle-chips'

export interface InvoicesSectionProps {
  status?: RequestStatus
  page: number
  onStatusChange: (status: RequestStatus | undefined) => void
  onPageChange: (page: number) => void
}

/** The member's invoice requests by state, each with its timeline; a refused one can be resubmitted. */
export function InvoicesSection({ status, page, onStatusChange, onPageChange }: InvoicesSectionProps) {
  const { t } = useTranslation('invoices')
  const { data } = useSuspenseQuery(invoicesQuery({ status, pageNum: page, pageSize: INVOICES_PAGE_SIZE }))
  const { mutateAsync: resubmit } = useMutation(resubmitInvoiceMutation())
  const [busyId, setBusyId] = useState<string | null>(null)
  const all = Object.values(data.counts).reduce((s, n) => s + n, 0)

  const run = useCallback(
    async (invoice: Invoice) => {
      setBusyId(invoice.id)
      try {
        await resubmit({ invoiceId: invoice.id })
        toastSuccess(t('list.resubmitted'))
      } catch (error) {
        toastError(error instanceof BusinessError ? error.msg : t('list.resubmitFailed'))
      } finally {
        setBusyId(null)
      }
    },
    [resubmit, t],
  )
  // A stable handler, so the memoised cards do not re-render when the page state changes.
  const onResubmit = useCallback((invoice: Invoice) => void run(invoice), [run])

  return (
    <SectionCard title={t('list.title')} description={t('list.description')} testId="invoice-list">
      <Stack gap="4">
        <ToggleChips
          options={[undefined, ...REQUEST_STATUSES]}
          value={status}
          onChange={onStatusChange}
          text={(s) => `${s ? t(`status.${s}`) : t('list.all')} (${s ? (data.counts[s] ?? 0) : all})`}
          label={t('list.filter')}
        />
        {data.list.length === 0 ? (
          <EmptyState title={t('list.empty')} description={t('list.emptyHelp')} />
        ) : (
          data.list.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              onResubmit={onResubmit}
              resubmitting={busyId === invoice.id}
            />
          ))
        )}
        {data.total > INVOICES_PAGE_SIZE && (
          <Pagination page={page} pageSize={INVOICES_PAGE_SIZE} total={data.total} onChange={onPageChange} />
        )}
      </Stack>
    </SectionCard>
  )
}
