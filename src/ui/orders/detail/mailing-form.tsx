import { Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../../api/client'
import { mailingFormSchema, type MailingForm as MailingValues } from '../../../api/schemas/orders-manage'
import { FormField } from '../../kit/form-field'
import { toastError, toastSuccess } from '../../kit/toast'
import { updateMailingMutation } from '../../../api/orders'
import { useFieldMessage } from '../../kit/message'

export interface MailingFormProps {
  orderId: string
  defaults: MailingValues
  onDone: () => void
}

/** Edits where the case's paper mail goes (§5 Address: recipient, phone, postal code, detailed address). */
export function MailingForm({ orderId, defaults, onDone }: MailingFormProps) {
  const { t } = useTranslation('orders')
  const fieldMessage = useFieldMessage()
  const save = useMutation(updateMailingMutation())
  const form = useForm<MailingValues>({
    mode: 'onTouched',
    resolver: zodResolver(mailingFormSchema),
    defaultValues: defaults,
  })
  const { errors } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ orderId, ...values })
      toastSuccess(t('mailing.saved'))
      onDone()
    } catch (error) {
      toastError(error instanceof BusinessError && error.msg ? error.msg : t('mailing.failed'))
    }
  })
  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="mailing-form">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={t('mailing.recipient')} required error={fieldMessage(errors.recipient)}>
            <Input
              size="sm"
              autoComplete="name"
              {...form.register('recipient')}
              data-testid="mailing-recipient"
            />
          </FormField>
          <FormField label={t('mailing.phone')} required error={fieldMessage(errors.phone)}>
            <Input
              size="sm"
              type="tel"
              autoComplete="tel"
              {...form.register('phone')}
              data-testid="mailing-phone"
            />
          </FormField>
          <FormField label={t('mailing.postalCode')} required error={fieldMessage(errors.postalCode)}>
            <Input
              size="sm"
              inputMode="numeric"
              autoComplete="postal-code"
              {...form.register('postalCode')}
              data-testid="mailing-postal-code"
            />
          </FormField>
        </SimpleGrid>
        <FormField label={t('mailing.address')} required error={fieldMessage(errors.address)}>
          <Textarea
            size="sm"
            rows={2}
            autoComplete="street-address"
            {...form.register('address')}
            data-testid="mailing-address"
          />
        </FormField>
        <HStack gap="2" justify="flex-end">
          <Button size="sm" variant="outline" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button
            size="sm"
            type="submit"
            colorPalette="blue"
            loading={save.isPending}
            data-testid="mailing-save"
          >
            {t('actions.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
