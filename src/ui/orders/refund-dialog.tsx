import { Alert, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { REFUND_REASON_MAX, refundFormSchema, type RefundForm } from '../../api/schemas/orders-manage'
import { useFieldMessage } from '../kit/message'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'

export interface RefundDialogProps {
  /** The order asked about; null keeps the dialog closed. */
  order: { id: string; orderNo: string } | null
  onClose: () => void
  onSubmit: (orderId: string, reason: string) => Promise<boolean>
  busy: boolean
}

/** Asks why the customer wants a refund and warns that the request cannot be withdrawn. */
export function RefundDialog({ order, onClose, onSubmit, busy }: RefundDialogProps) {
  const { t } = useTranslation('orders')
  const fieldMessage = useFieldMessage()
  const form = useForm<RefundForm>({
    mode: 'onTouched',
    resolver: zodResolver(refundFormSchema),
    defaultValues: { reason: '' },
  })
  const message = fieldMessage(form.formState.errors.reason)
  const length = form.watch('reason').length

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!order) return
    if (await onSubmit(order.id, reason.trim())) {
      form.reset()
      onClose()
    }
  })

  return (
    <FormDialog
      open={order !== null}
      onClose={onClose}
      title={t('refund.title', { orderNo: order?.orderNo ?? '' })}
      onSubmit={submit}
      busy={busy}
      submit={{ label: t('refund.submit'), palette: 'red', testId: 'refund-submit' }}
      cancelLabel={t('actions.cancel')}
      closeLabel={t('actions.close')}
      placement="center"
      testId="refund-dialog"
    >
      <Stack gap="4">
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('refund.warning')}</Alert.Description>
        </Alert.Root>
        <FormField
          label={t('refund.reason')}
          required
          error={message}
          helperText={<Text as="span">{t('refund.counter', { count: length, max: REFUND_REASON_MAX })}</Text>}
        >
          <Textarea rows={4} {...form.register('reason')} data-testid="refund-reason" />
        </FormField>
      </Stack>
    </FormDialog>
  )
}
