import { HStack, Input, NativeSelect, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { saveCardMutation } from '../../api/benefits'
import { BusinessError } from '../../api/client'
import type { BankCard } from '../../api/schemas/benefits'
import { BANKS, BANK_CODES, CARD_TYPES, bankCardSchema } from '../../domain/bank-card'
import { businessToday } from '../../domain/clock'
import { useRootState } from '../../state/root'
import { FormDialog } from './form-dialog'
import { FormField } from './form-field'
import { SERVER_ERROR, useFieldMessage } from './message'
import { toastError, toastSuccess } from './toast'
import { CheckBox } from './check-box'

type Schema = ReturnType<typeof bankCardSchema>
type Values = z.input<Schema>

export interface BankCardFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called with the stored card once the server accepted it. */
  onSaved?: (card: BankCard) => void
}

const EMPTY = {
  cardType: 'debit',
  cardNumber: '',
  holderName: '',
  mobile: '',
  expiry: '',
  cvv: '',
  isDefault: false,
} as const

/** The fields a server refusal may name (data.field). */
const SERVER_FIELDS: readonly FieldPath<Values>[] = [
  'cardNumber',
  'expiry',
  'holderName',
  'mobile',
  'bankCode',
]

/**
 * Adding a bank card: every field checked by the shared rules of src/domain/bank-card (16–19 digits with
 * the Luhn check, the §5 mobile rule, MM/YY not passed and a 3-digit CVV for credit cards). What was typed
 * stays in the form on any error, and while the dialog is closed.
 */
export function BankCardFormDialog({ open, onOpenChange, onSaved }: BankCardFormDialogProps) {
  const { t } = useTranslation('benefits')
  const { lang } = useRootState()
  const fieldMessage = useFieldMessage()
  const cardTypeLabel = useId()
  const save = useMutation(saveCardMutation())
  // The expiry is checked against the business day (Beijing), the day the server checks it against too.
  const schema = useMemo(() => bankCardSchema(businessToday()), [])
  const form = useForm<Values, unknown, z.output<Schema>>({
    // Messages appear on the first save, then follow the typing; a message appearing on blur would move
    // the fields under the pointer between press and release.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = form.formState
  const credit = form.watch('cardType') === 'credit'

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const card = await save.mutateAsync(values)
      toastSuccess(t('cards.added', { last4: card.last4 }))
      form.reset(EMPTY)
      onOpenChange(false)
      onSaved?.(card)
    } catch (error) {
      if (!(error instanceof BusinessError)) return toastError(t('cards.saveFailed'))
      const data: unknown = error.data
      const field =
        typeof data === 'object' && data !== null ? (data as { field?: unknown }).field : undefined
      const target = SERVER_FIELDS.find((f) => f === field)
      if (target) form.setError(target, { type: SERVER_ERROR, message: error.msg }, { shouldFocus: true })
      else toastError(error.msg || t('cards.saveFailed'))
    }
  })

  const text = (name: 'cardNumber' | 'holderName' | 'mobile' | 'expiry' | 'cvv', extra: object = {}) => (
    <FormField label={t(`cards.field.${name}`)} required error={fieldMessage(errors[name])}>
      <Input {...form.register(name)} placeholder={t(`cards.placeholder.${name}`)} {...extra} />
    </FormField>
  )

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('cards.addTitle')}
      onSubmit={onSubmit}
      busy={isSubmitting}
      submit={{ label: t('cards.save') }}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      size="md"
      placement="center"
      testId="bank-card-dialog"
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('cards.privacy')}
        </Text>
        <FormField label={t('cards.field.bankCode')} required error={fieldMessage(errors.bankCode)}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('bankCode')} defaultValue="">
              <option value="">{t('cards.placeholder.bankCode')}</option>
              {BANK_CODES.map((code) => (
                <option key={code} value={code}>
                  {BANKS[code][lang === 'en' ? 'en' : 'zh']}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {/* The radio group is named by this text (aria-labelledby): a <label> would point at one radio only. */}
        <FormField error={fieldMessage(errors.cardType)}>
          <Text id={cardTypeLabel} fontSize="sm" fontWeight="medium">
            {t('cards.field.cardType')}
          </Text>
          <Controller
            control={form.control}
            name="cardType"
            render={({ field }) => (
              <RadioGroup.Root
                size="sm"
                colorPalette="blue"
                value={field.value}
                onValueChange={(e) => field.onChange(e.value)}
                aria-labelledby={cardTypeLabel}
              >
                <HStack gap="6">
                  {CARD_TYPES.map((type) => (
                    <RadioGroup.Item key={type} value={type}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{t(`cardType.${type}`)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            )}
          />
        </FormField>
        {text('cardNumber', { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 })}
        {text('holderName', { autoComplete: 'cc-name' })}
        {text('mobile', { inputMode: 'tel', autoComplete: 'tel', maxLength: 11 })}
        {credit ? (
          <SimpleGrid columns={2} gap="4">
            {text('expiry', { autoComplete: 'cc-exp', maxLength: 5 })}
            {text('cvv', {
              inputMode: 'numeric',
              autoComplete: 'cc-csc',
              type: 'password',
              maxLength: 4,
            })}
          </SimpleGrid>
        ) : null}
        <Controller
          control={form.control}
          name="isDefault"
          render={({ field }) => (
            <CheckBox size="sm" checked={field.value === true} onChange={field.onChange}>
              {t('cards.makeDefault')}
            </CheckBox>
          )}
        />
      </Stack>
    </FormDialog>
  )
}
