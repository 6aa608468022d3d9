import { Button, Checkbox, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { downloadEntrustLetter, downloadPatentBills } from '../../api/invoices'
import { patentBillsQuery, updatePatentBillMutation } from '../../api/orders'
import type { PatentBill, PatentBillStatus } from '../../api/schemas/orders-bills'
import { businessToday } from '../../domain/clock'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { EmptyState } from '../kit/empty-state'
import { Pagination } from '../kit/pagination'
import { Price } from '../kit/price'
import { SectionCard } from '../kit/section-card'
import { toastError, toastSuccess } from '../kit/toast'
import { BillsNav } from './bills-nav'
import { PatentBillStatusBadge } from './patent-bill-status-badge'
import { ToggleChips } from '../kit/toggle-chips'

export const PATENT_PAGE_SIZE = 10

export interface PatentBillsPageProps {
  status?: PatentBillStatus
  keyword: string
  page: number
  onSearch: (change: { status?: PatentBillStatus; keyword: string }) => void
  onPageChange: (page: number) => void
}

/** Patent annual-fee bills: entrust their payment, download the entrustment letter and the bills sheet. */
export function PatentBillsPage({ status, keyword, page, onSearch, onPageChange }: PatentBillsPageProps) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const { data } = useSuspenseQuery(
    patentBillsQuery({ status, keyword, pageNum: page, pageSize: PATENT_PAGE_SIZE }),
  )
  const update = useMutation(updatePatentBillMutation())
  const [text, setText] = useState(keyword)
  const [chosen, setChosen] = useState<string[]>([])
  const [busy, setBusy] = useState<string | null>(null)
  const today = businessToday()
  const choosable = data.list.filter((b) => b.paymentStatus !== 'paid')

  const act = async (bill: PatentBill, action: 'entrust' | 'withdraw') => {
    setBusy(bill.id)
    try {
      await update.mutateAsync({ id: bill.id, action })
      toastSuccess(t(action === 'entrust' ? 'patent.entrusted' : 'patent.withdrawn', { no: bill.billNo }))
    } catch (error) {
      toastError(error instanceof BusinessError ? error.msg : t('patent.failed'))
    } finally {
      setBusy(null)
    }
  }
  const download = async (what: 'letter' | 'sheet') => {
    setBusy(what)
    if (what === 'letter') await downloadEntrustLetter(chosen)
    else await downloadPatentBills(status)
    setBusy(null)
  }

  return (
    <Stack gap="5" data-testid="patent-bills-page">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('patent.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('patent.description')}
        </Text>
      </Stack>
      <BillsNav current="patent" />
      <SectionCard
        title={t('patent.listTitle', { count: data.total })}
        actions={
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {t('patent.outstanding')}
            </Text>
            <Price cny={data.unpaidAmount} fontWeight="semibold" />
            <Button
              size="sm"
              variant="outline"
              loading={busy === 'sheet'}
              onClick={() => void download('sheet')}
            >
              {t('patent.downloadSheet')}
            </Button>
            <Button
              size="sm"
              colorPalette="blue"
              disabled={chosen.length === 0}
              loading={busy === 'letter'}
              onClick={() => void download('letter')}
            >
              {t('patent.downloadLetter', { count: chosen.length })}
            </Button>
          </HStack>
        }
      >
        <Stack gap="4">
          <form
            onSubmit={(e) => {
              e.preventDefault()
              onSearch({ status, keyword: text.trim() })
            }}
          >
            <HStack gap="2" wrap="wrap">
              <ToggleChips
                options={[undefined, 'unpaid', 'entrusted', 'paid'] as const}
                value={status}
                onChange={(s) => onSearch({ status: s, keyword: text.trim() })}
                text={(s) => (s ? t(`patent.status.${s}`) : t('list.all'))}
                label={t('patent.statusFilter')}
              />
              <Input
                size="xs"
                maxW="64"
                maxLength={50}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={t('patent.search')}
                aria-label={t('patent.search')}
              />
              <Button size="xs" type="submit" variant="outline">
                {t('patent.find')}
              </Button>
            </HStack>
          </form>
          {data.list.length === 0 ? (
            <EmptyState title={t('patent.empty')} />
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="8">
                      <Checkbox.Root
                        size="sm"
                        aria-label={t('patent.chooseAll')}
                        checked={choosable.length > 0 && choosable.every((b) => chosen.includes(b.id))}
                        onCheckedChange={(e) =>
                          setChosen(e.checked === true ? choosable.map((b) => b.id) : [])
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>{t('patent.columns.billNo')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('patent.columns.patent')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('patent.columns.year')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('patent.columns.amount')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('patent.columns.due')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('notes.columns.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('headers.columns.actions')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.list.map((b) => (
                    <Table.Row key={b.id} data-testid="patent-bill-row">
                      <Table.Cell>
                        <Checkbox.Root
                          size="sm"
                          disabled={b.paymentStatus === 'paid'}
                          aria-label={b.billNo}
                          checked={chosen.includes(b.id)}
                          onCheckedChange={(e) =>
                            setChosen((now) =>
                              e.checked === true ? [...now, b.id] : now.filter((id) => id !== b.id),
                            )
                          }
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                      <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                        {b.billNo}
                        <Text color="fg.muted" fontSize="xs" fontFamily="body">
                          {formatDate(b.date, lang)}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        <Text>{b.patentName}</Text>
                        <Text color="fg.muted" fontSize="xs">
                          {b.patentNo} · {t(`patent.types.${b.patentType}`)}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>{t('patent.yearN', { n: b.feeYear })}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <Price cny={b.amount} />
                        <Text color="fg.muted" fontSize="xs">
                          {b.items.map((i) => t(`patent.items.${i.kind}`)).join(' + ')}
                        </Text>
                      </Table.Cell>
                      <Table.Cell
                        whiteSpace="nowrap"
                        color={b.paymentStatus !== 'paid' && b.dueDate < today ? 'fg.error' : undefined}
                      >
                        {formatDate(b.dueDate, lang)}
                      </Table.Cell>
                      <Table.Cell>
                        <PatentBillStatusBadge status={b.paymentStatus} />
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {b.paymentStatus === 'unpaid' && (
                          <Button
                            size="xs"
                            colorPalette="blue"
                            loading={busy === b.id}
                            onClick={() => void act(b, 'entrust')}
                          >
                            {t('patent.entrust')}
                          </Button>
                        )}
                        {b.paymentStatus === 'entrusted' && (
                          <Button
                            size="xs"
                            variant="ghost"
                            loading={busy === b.id}
                            onClick={() => void act(b, 'withdraw')}
                          >
                            {t('patent.withdraw')}
                          </Button>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {data.total > PATENT_PAGE_SIZE && (
            <Pagination page={page} pageSize={PATENT_PAGE_SIZE} total={data.total} onChange={onPageChange} />
          )}
        </Stack>
      </SectionCard>
    </Stack>
  )
}
