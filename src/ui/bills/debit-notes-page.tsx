import { Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react'
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
            <Table.ScrollArea>
              <Table.Root size="sm" data-testid="notes-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('notes.columns.debitNoteNo')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('notes.columns.date')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('notes.columns.orderNo')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('notes.columns.service')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('notes.columns.amount')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('notes.columns.dueDate')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('notes.columns.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('headers.columns.actions')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.list.map((n) => (
                    <Table.Row key={n.id} data-testid="note-row">
                      <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                        {n.debitNoteNo}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDate(n.date, lang)}</Table.Cell>
                      <Table.Cell>
                        <Link asChild colorPalette="blue" fontFamily="mono">
                          <RouterLink to="/orderDetail" search={{ orderId: n.orderId }}>
                            {n.orderNo}
                          </RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell>
                        {lang === 'en' ? n.serviceName.en : n.serviceName.zh}
                        <Text color="fg.muted" fontSize="xs">
                          {n.trademarkName}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Price cny={n.amount} />
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDate(n.dueDate, lang)}</Table.Cell>
                      <Table.Cell>
                        <NoteStatusBadge status={n.paymentStatus} dueDate={n.dueDate} today={today} />
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        <Button asChild size="xs" variant="ghost">
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
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {data.total > NOTES_PAGE_SIZE && (
            <Pagination page={page} pageSize={NOTES_PAGE_SIZE} total={data.total} onChange={onPageChange} />
          )}
        </Stack>
      </SectionCard>
    </Stack>
  )
}
