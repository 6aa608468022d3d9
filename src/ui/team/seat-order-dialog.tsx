import { Alert, Button, DataList, HStack, Input, Stack } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { createSeatOrderMutation } from '../../api/team'
import { SEAT_ORDER_MAX, SEAT_PRICE, seatCountOf } from '../../domain/cases/team-rules'
import { seatOrderLines } from '../../domain/pricing'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'
import { Money } from '../kit/money'
import { errorText } from './use-team-text'

export interface SeatOrderDialogProps {
  open: boolean
  onClose: () => void
}

/** The server's refusal; `orderId` names the unpaid seat order that must be paid (or deleted) first. */
interface Refusal {
  text: string
  orderId?: string
  orderNo?: string
}

/**
 * Orders more member seats: how many (1 to SEAT_ORDER_MAX), the price per seat and the total as typed; the
 * confirmed order is paid on the payment page, and the paid order adds the seats.
 */
export function SeatOrderDialog(props: SeatOrderDialogProps) {
  // Remounted per opening, so each starts from one seat and no old refusal.
  return props.open ? <SeatOrderForm {...props} /> : null
}

function SeatOrderForm({ onClose }: SeatOrderDialogProps) {
  const { t } = useTranslation('team')
  const navigate = useNavigate()
  const order = useMutation(createSeatOrderMutation())
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const form = useForm<{ seats: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { seats: '1' },
  })
  const count = seatCountOf(form.watch('seats'))
  const total =
    count === null ? null : seatOrderLines(count).reduce((sum, l) => sum + l.official + l.service, 0)
  const invalid = form.formState.errors.seats
    ? { text: t('seats.buyDialog.invalid', { max: SEAT_ORDER_MAX }) }
    : undefined

  const submit = form.handleSubmit(async ({ seats }) => {
    setRefusal(null)
    try {
      const created = await order.mutateAsync({ seats: seatCountOf(seats) ?? 0 })
      onClose()
      void navigate({ to: '/payment', search: { orderId: created.orderId } })
    } catch (error) {
      const data = error instanceof BusinessError ? (error.data as Partial<Refusal> | null) : null
      setRefusal({
        text: errorText(error, t('seats.buyDialog.failed')),
        orderId: data?.orderId,
        orderNo: data?.orderNo,
      })
    }
  })

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('seats.buyDialog.title')}
      description={t('seats.buyDialog.intro')}
      onSubmit={submit}
      busy={order.isPending}
      submit={{ label: t('seats.buyDialog.confirm'), testId: 'seat-order-confirm' }}
      testId="seat-order-dialog"
      size="sm"
    >
      <Stack gap="4">
        <FormField
          label={t('seats.buyDialog.count')}
          required
          error={invalid}
          helperText={t('seats.buyDialog.countHelp', { max: SEAT_ORDER_MAX })}
        >
          <Input
            {...form.register('seats', { validate: (value) => seatCountOf(value) !== null })}
            inputMode="numeric"
            autoComplete="off"
            maxW="10rem"
            data-testid="seat-order-count"
          />
        </FormField>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel minW="28">{t('seats.buyDialog.perSeat')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Money amount={SEAT_PRICE} currency="CNY" />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="28">{t('seats.buyDialog.total')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="seat-order-total" fontWeight="semibold">
              {total === null ? '—' : <Money amount={total} currency="CNY" />}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {refusal ? (
          <Alert.Root status="warning" data-testid="seat-order-refusal">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{refusal.text}</Alert.Description>
              {refusal.orderId ? (
                <HStack gap="2" mt="2" wrap="wrap">
                  <Button asChild size="xs" colorPalette="blue">
                    <RouterLink to="/payment" search={{ orderId: refusal.orderId }}>
                      {t('seats.buyDialog.payWaiting', { orderNo: refusal.orderNo ?? '' })}
                    </RouterLink>
                  </Button>
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to="/orderManage">{t('seats.buyDialog.toOrders')}</RouterLink>
                  </Button>
                </HStack>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
    </FormDialog>
  )
}
