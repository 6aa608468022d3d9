import { Button, HStack, Input, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../../api/client'
import { YOUR_REF_MAX, yourRefFormSchema } from '../../../api/schemas/orders-manage'
import { useFieldMessage } from '../../kit/message'
import { FormField } from '../../kit/form-field'
import { toastError, toastSuccess } from '../../kit/toast'
import { createRefMutation, updateRefMutation } from '../../../api/orders'

/** The customer's own reference for the case, edited in place (created the first time, updated after). */
export function YourRefEditor({ orderId, value }: { orderId: string; value: string | null }) {
  const { t } = useTranslation('orders')
  const fieldMessage = useFieldMessage()
  const [editing, setEditing] = useState(false)
  const create = useMutation(createRefMutation())
  const update = useMutation(updateRefMutation())
  const form = useForm<{ yourRef: string }>({
    mode: 'onChange',
    resolver: zodResolver(yourRefFormSchema),
    values: { yourRef: value ?? '' },
  })
  const message = fieldMessage(form.formState.errors.yourRef)

  const save = form.handleSubmit(async ({ yourRef }) => {
    try {
      const input = { orderId, yourRef: yourRef.trim() }
      await (value ? update.mutateAsync(input) : create.mutateAsync(input))
      toastSuccess(t('yourRef.saved'))
      setEditing(false)
    } catch (error) {
      toastError(error instanceof BusinessError && error.msg ? error.msg : t('yourRef.failed'))
    }
  })

  if (!editing) {
    return (
      <HStack gap="2" data-testid="your-ref">
        <Text data-testid="your-ref-value" color={value ? undefined : 'fg.muted'}>
          {value ?? t('yourRef.none')}
        </Text>
        <Button
          size="2xs"
          variant="ghost"
          colorPalette="blue"
          onClick={() => setEditing(true)}
          data-testid="your-ref-edit"
        >
          {value ? t('actions.edit') : t('yourRef.add')}
        </Button>
      </HStack>
    )
  }
  return (
    <form noValidate onSubmit={(e) => void save(e)} data-testid="your-ref-form">
      <FormField
        label={t('yourRef.label')}
        error={message}
        errorTestId="your-ref-error"
        helperText={t('yourRef.help', { max: YOUR_REF_MAX })}
      >
        <HStack gap="2" width="full">
          <Input
            size="sm"
            autoFocus
            maxLength={YOUR_REF_MAX + 20}
            {...form.register('yourRef')}
            data-testid="your-ref-input"
          />
          <Button size="sm" type="submit" colorPalette="blue" loading={create.isPending || update.isPending}>
            {t('actions.save')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              form.reset({ yourRef: value ?? '' })
              setEditing(false)
            }}
          >
            {t('actions.cancel')}
          </Button>
        </HStack>
      </FormField>
    </form>
  )
}
