import { Box, Button, HStack, Heading, Input, Stack, Table, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { orderKeywordField } from '../../../api/schemas/orders-manage'
import type { Message } from '../../../domain/message-key'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { EmptyState } from '../../kit/empty-state'
import { useFieldMessage } from '../../kit/message'
import { FormField } from '../../kit/form-field'
import { STATUS_PALETTE } from '../order-status-badge'
import { OrderLink } from '../order-link'
import { casesQuery } from '../../../api/orders'
import { ORDER_CELLS } from '../list/order-table-styles'

/** /caseAndNewStatus: every case of the member with its latest step and the step it waits for. */
export function CaseListPage({ keyword, onKeyword }: { keyword: string; onKeyword: (q: string) => void }) {
  const { t } = useTranslation('orders')
  const { lang } = useRootState()
  const fieldMessage = useFieldMessage()
  const [text, setText] = useState(keyword)
  const [error, setError] = useState<Message | undefined>()
  const { data, isError } = useQuery(casesQuery(keyword))
  const submit = () => {
    const parsed = orderKeywordField.safeParse(text)
    if (!parsed.success) return setError(fieldMessage(parsed.error.issues[0]))
    setError(undefined)
    onKeyword(parsed.data)
  }
  const en = lang === 'en'
  let body
  if (isError) body = <Text color="fg.error">{t('list.loadFailed')}</Text>
  else if (!data) body = <Text color="fg.muted">{t('list.loading')}</Text>
  else if (data.list.length === 0)
    body = <EmptyState title={t('cases.emptyTitle')} description={t('cases.emptyDescription')} />
  else {
    body = (
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" stickyHeader css={ORDER_CELLS} data-testid="case-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('columns.orderNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('columns.service')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('detail.caseNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('cases.latest')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('cases.next')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('yourRef.label')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.list.map((c) => (
              <tr key={c.orderId} data-testid="case-row">
                <td className="ot-num">
                  <OrderLink orderId={c.orderId} productType={c.productType}>
                    {c.orderNo}
                  </OrderLink>
                </td>
                <td>
                  <div>{en ? c.serviceName.en : c.serviceName.zh}</div>
                  <div className="ot-muted">
                    {c.trademarkName}
                    {c.countries.length > 0 && c.countries[0] !== 'CN' ? ` · ${c.countries.join(', ')}` : ''}
                  </div>
                </td>
                <td className="ot-num">{c.caseNo ?? '—'}</td>
                <td>
                  <span className={`ot-badge ot-${STATUS_PALETTE[c.status]}`}>{t(`status.${c.status}`)}</span>
                </td>
                <td>
                  {c.latestStep ? (
                    <>
                      <div>{t(`caseStep.${c.latestStep.key}`)}</div>
                      <div className="ot-muted">{formatDate(c.latestStep.date, lang)}</div>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>{c.nextStep ? t(`caseStep.${c.nextStep}`) : '—'}</td>
                <td>{c.yourRef ?? '—'}</td>
              </tr>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    )
  }
  return (
    <Stack gap="4" data-testid="case-list">
      <Box>
        <Heading as="h1" size="lg">
          {t('cases.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('cases.description')}
        </Text>
      </Box>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <FormField label={t('filters.keyword')} error={error} maxW="lg">
          <HStack width="full">
            <Input
              size="sm"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('cases.placeholder')}
            />
            <Button size="sm" type="submit" colorPalette="blue">
              {t('filters.apply')}
            </Button>
          </HStack>
        </FormField>
      </form>
      {body}
    </Stack>
  )
}
