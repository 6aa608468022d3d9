import { Alert, Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { REFUND_REASON_MAX, refundFormSchema, type RefundForm } from '../../api/schemas/orders-manage'
import { useFieldMessage, useMessage } from '../kit/message'

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
  const errorText = useMessage()
  const fieldMessage = useFieldMessage()
  const form = useForm<RefundForm>({
    mode: 'onTouched',
    resolver: zodResolver(refundFormSchema),
    defaultValues: { reason: '' },
  })
  const message = errorText(fieldMessage(form.formState.errors.reason))
  const length = form.watch('reason').length

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!order) return
    if (await onSubmit(order.id, reason.trim())) {
      form.reset()
      onClose()
    }
  })

  return (
    <Dialog.Root open={order !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="refund-dialog">
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>{t('refund.title', { orderNo: order?.orderNo ?? '' })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Alert.Root status="warning" size="sm">
                    <Alert.Indicator />
                    <Alert.Description>{t('refund.warning')}</Alert.Description>
                  </Alert.Root>
                  <Field.Root invalid={Boolean(message)} required>
                    <Field.Label>
                      {t('refund.reason')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea rows={4} {...form.register('reason')} data-testid="refund-reason" />
                    {message ? (
                      <Field.ErrorText>{message}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        <Text as="span">
                          {t('refund.counter', { count: length, max: REFUND_REASON_MAX })}
                        </Text>
                      </Field.HelperText>
                    )}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('actions.cancel')}
                </Button>
                <Button type="submit" colorPalette="red" loading={busy} data-testid="refund-submit">
                  {t('refund.submit')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('actions.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
