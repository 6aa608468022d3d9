import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { billsQuery } from '../../api/orders'
import { businessToday } from '../../domain/clock'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { useUserState } from '../../state/user'
import { EmptyState } from '../kit/empty-state'
import { Pagination } from '../kit/pagination'
import { Price } from '../kit/price'
import { ResponsiveRows } from '../kit/responsive-rows'
import { SectionCard } from '../kit/section-card'
import { BillsNav } from './bills-nav'
import { debitStatementDocument } from './debit-statement-document'
import { NoteStatusBadge } from './note-status-badge'
import { usePdfExport } from './use-pdf-export'
import { ToggleChips } from '../kit/toggle-chips'

export const NOTES_PAGE_SIZE = 10
/** The statement holds at most this many notes (the server's page limit). */
export const STATEMENT_MAX = 100

export interface DebitNotesPageProps {
  /** 'personal' in the personal centre, 'order' under the orders menu; only the heading differs. */
  scope: 'order' | 'personal'
  status?: 'unpaid' | 'paid'
  page: number
  onStatusChange: (status: 'unpaid' | 'paid' | undefined) => void
  onPageChange: (page: number) => void
}

/** The member's trademark debit notes: pay the unpaid ones, open their charge notice, export a PDF statement. */
export function DebitNotesPage({ scope, status, page, onStatusChange, onPageChange }: DebitNotesPageProps) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const { userInfo } = useUserState()
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(billsQuery({ status, pageNum: page, pageSize: NOTES_PAGE_SIZE }))
  const { data: all } = useSuspenseQuery(billsQuery({ status, pageNum: 1, pageSize: STATEMENT_MAX }))
  const today = businessToday()
  const pdf = usePdfExport(t('notes.pdfName', { date: today }))
  const member = userInfo
    ? lang === 'en'
      ? userInfo.companyNameEn || userInfo.nameEn
      : userInfo.companyName || userInfo.name
    : ''
  const outstanding = data.unpaidAmount.CNY ?? 0

  return (
    <Stack gap="5" data-testid="debit-notes-page">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t(scope === 'personal' ? 'notes.personalTitle' : 'notes.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('notes.description')}
        </Text>
      </Stack>
      <BillsNav
        current="notes"
        notesTo={scope === 'personal' ? '/personal/debitNotes' : '/order/debitNotes'}
      />
      <SectionCard
        title={t('notes.listTitle', { count: data.total })}
        description={t(outstanding > 0 ? 'notes.hasOutstanding' : 'notes.allPaid')}
        actions={
          <HStack gap="2" wrap="wrap">
            {outstanding > 0 && <Price cny={outstanding} fontWeight="semibold" color="orange.700" />}
            <Button
              size="sm"
              variant="outline"
              loading={pdf.busy}
              disabled={all.list.length === 0}
              onClick={() => pdf.run(debitStatementDocument({ notes: all.list, member, today }, { t, lang }))}
            >
              {t('pdf.export')}
            </Button>
          </HStack>
        }
      >
        <Stack gap="4">
          <ToggleChips
            options={[undefined, 'unpaid', 'paid'] as const}
            value={status}
            onChange={onStatusChange}
            text={(s) => (s ? t(`notes.status.${s}`) : t('list.all'))}
            label={t('notes.filter')}
          />
          {data.list.length === 0 ? (
            <EmptyState title={t('notes.empty')} />
          ) : (
            <ResponsiveRows
              rows={data.list}
              rowKey={(n) => n.id}
              rowAttributes={() => ({ 'data-testid': 'note-row' })}
              testId="notes-table"
              columns={[
                {
                  id: 'debitNoteNo',
                  role: 'title',
                  header: t('notes.columns.debitNoteNo'),
                  mono: true,
                  nowrap: true,
                  cell: (n) => n.debitNoteNo,
                },
                {
                  id: 'date',
                  header: t('notes.columns.date'),
                  nowrap: true,
                  cell: (n) => formatDate(n.date, lang),
                },
                {
                  id: 'orderNo',
                  header: t('notes.columns.orderNo'),
                  cell: (n) => (
                    <Link asChild colorPalette="blue" fontFamily="mono">
                      <RouterLink to="/orderDetail" search={{ orderId: n.orderId }}>
                        {n.orderNo}
                      </RouterLink>
                    </Link>
                  ),
                },
                {
                  id: 'service',
                  header: t('notes.columns.service'),
                  cell: (n) => (
                    <>
                      {lang === 'en' ? n.serviceName.en : n.serviceName.zh}
                      <Text color="fg.muted" fontSize="xs">
                        {n.trademarkName}
                      </Text>
                    </>
                  ),
                },
                {
                  id: 'amount',
                  role: 'amount',
                  header: t('notes.columns.amount'),
                  align: 'end',
                  cell: (n) => <Price cny={n.amount} />,
                },
                {
                  id: 'dueDate',
                  header: t('notes.columns.dueDate'),
                  nowrap: true,
                  cell: (n) => formatDate(n.dueDate, lang),
                },
                {
                  id: 'status',
                  role: 'status',
                  header: t('notes.columns.status'),
                  cell: (n) => <NoteStatusBadge status={n.paymentStatus} dueDate={n.dueDate} today={today} />,
                },
                {
                  id: 'actions',
                  role: 'actions',
                  header: t('headers.columns.actions'),
                  align: 'end',
                  nowrap: true,
                  cell: (n) => (
                    <>
                      <Button asChild size="xs" variant="outline">
                        <RouterLink to="/order/billOffer" search={{ orderId: n.orderId }}>
                          {t('notes.notice')}
                        </RouterLink>
                      </Button>
                      {n.paymentStatus === 'unpaid' && (
                        <Button
                          size="xs"
                          colorPalette="blue"
                          onClick={() =>
                            void navigate({
                              to: '/payment',
                              search: { orderId: n.orderId },
                            })
                          }
                        >
                          {t('notes.pay')}
                        </Button>
                      )}
                    </>
                  ),
                },
              ]}
            />
          )}
          {data.total > NOTES_PAGE_SIZE && (
            <Pagination page={page} pageSize={NOTES_PAGE_SIZE} total={data.total} onChange={onPageChange} />
          )}
        </Stack>
      </SectionCard>
    </Stack>
  )
}
