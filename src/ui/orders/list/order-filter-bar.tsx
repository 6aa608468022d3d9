import { Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { orderFilterFormSchema, type OrderFilterForm } from '../../../api/schemas/orders-manage'
import { INVOICE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../../../domain/order-routes'
import { useRootState } from '../../../state/root'
import { useFieldMessage, useMessage } from '../../kit/message'
import { SERVICE_OPTIONS, parseOrderSearch, type OrderSearch } from './order-search'

export interface OrderFilterBarProps {
  value: OrderSearch
  onApply: (search: OrderSearch) => void
}

const toForm = (s: OrderSearch): OrderFilterForm => ({
  service: s.service === undefined ? '' : String(s.service),
  status: s.status ?? '',
  pay: s.pay ?? '',
  invoice: s.invoice ?? '',
  from: s.from ?? '',
  to: s.to ?? '',
  q: s.q ?? '',
})

const EMPTY = toForm({})

/** Filters of the order list: service, statuses, a date range and an order number or trademark. */
export function OrderFilterBar({ value, onApply }: OrderFilterBarProps) {
  const { t } = useTranslation('orders')
  const { lang } = useRootState()
  const errorText = useMessage()
  const fieldMessage = useFieldMessage()
  const form = useForm<OrderFilterForm>({
    mode: 'onTouched',
    resolver: zodResolver(orderFilterFormSchema),
    values: toForm(value),
  })
  const { errors } = form.formState
  const submit = form.handleSubmit((f) => onApply(parseOrderSearch({ ...f, q: f.q.trim() })))
  const reset = () => {
    form.reset(EMPTY)
    onApply({})
  }
  const select = (
    name: 'service' | 'status' | 'pay' | 'invoice',
    label: string,
    options: [string, string][],
  ) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...form.register(name)} data-testid={`filter-${name}`}>
          <option value="">{t('filters.any')}</option>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('filters.label')}
      data-testid="order-filters"
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="start">
        {select(
          'service',
          t('filters.service'),
          SERVICE_OPTIONS.map((o) => [String(o.value), lang === 'en' ? o.name.en : o.name.zh]),
        )}
        {select(
          'status',
          t('filters.status'),
          ORDER_STATUSES.map((s) => [s, t(`status.${s}`)]),
        )}
        {select(
          'pay',
          t('filters.payment'),
          PAYMENT_STATUSES.map((s) => [s, t(`payment.${s}`)]),
        )}
        {select(
          'invoice',
          t('filters.invoice'),
          INVOICE_STATUSES.map((s) => [s, t(`invoice.${s}`)]),
        )}
        <Field.Root invalid={Boolean(errors.from)}>
          <Field.Label>{t('filters.from')}</Field.Label>
          <Input size="sm" type="date" {...form.register('from')} data-testid="filter-from" />
          <Field.ErrorText>{errorText(fieldMessage(errors.from))}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.to)}>
          <Field.Label>{t('filters.to')}</Field.Label>
          <Input size="sm" type="date" {...form.register('to')} data-testid="filter-to" />
          <Field.ErrorText data-testid="filter-to-error">
            {errorText(fieldMessage(errors.to))}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.q)} gridColumn={{ lg: 'span 2' }}>
          <Field.Label>{t('filters.keyword')}</Field.Label>
          <HStack width="full" gap="2">
            <Input
              size="sm"
              placeholder={t('filters.keywordPlaceholder')}
              {...form.register('q')}
              data-testid="filter-keyword"
            />
            <Button size="sm" type="submit" colorPalette="blue" data-testid="filter-apply">
              {t('filters.apply')}
            </Button>
            <Button size="sm" variant="outline" onClick={reset}>
              {t('filters.reset')}
            </Button>
          </HStack>
          <Field.ErrorText data-testid="filter-keyword-error">
            {errorText(fieldMessage(errors.q))}
          </Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
    </form>
  )
}
