import { Button, HStack, Input, SimpleGrid } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { orderFilterFormSchema, type OrderFilterForm } from '../../../api/schemas/orders-manage'
import { INVOICE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../../../domain/order-routes'
import { useRootState } from '../../../state/root'
import { useFieldMessage } from '../../kit/message'
import { FormField } from '../../kit/form-field'
import { OptionSelect } from '../../kit/option-select'
import { SERVICE_OPTIONS } from '../../../domain/order-list-filters'
import { parseOrderSearch, type OrderSearch } from '../../../domain/order-search'
import { DateInput } from '../../kit/date-input'
import { FilterDisclosure } from '../../kit/filter-disclosure'

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
    <FormField label={label}>
      <OptionSelect
        options={options}
        emptyLabel={t('filters.any')}
        {...form.register(name)}
        testId={`filter-${name}`}
      />
    </FormField>
  )

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('filters.label')}
      data-testid="order-filters"
    >
      <FilterDisclosure active={Object.values(toForm(value)).filter(Boolean).length}>
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
          <FormField label={t('filters.from')} error={fieldMessage(errors.from)}>
            <DateInput size="sm" {...form.register('from')} data-testid="filter-from" />
          </FormField>
          <FormField label={t('filters.to')} error={fieldMessage(errors.to)} errorTestId="filter-to-error">
            <DateInput size="sm" {...form.register('to')} data-testid="filter-to" />
          </FormField>
          <FormField
            label={t('filters.keyword')}
            error={fieldMessage(errors.q)}
            errorTestId="filter-keyword-error"
            gridColumn={{ lg: 'span 2' }}
          >
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
          </FormField>
        </SimpleGrid>
      </FilterDisclosure>
    </form>
  )
}
