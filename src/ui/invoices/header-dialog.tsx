import { Input, SegmentGroup, SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { saveHeaderMutation } from '../../api/invoices'
import {
  invoiceHeaderInputSchema,
  type InvoiceHeader,
  type InvoiceHeaderInput,
} from '../../api/schemas/invoices'
import { SERVER_ERROR, useFieldMessage } from '../kit/message'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'
import { toastError, toastSuccess } from '../kit/toast'
import { QualificationFileField } from './qualification-file-field'

export interface HeaderDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The header to edit; a new one when null. */
  header: InvoiceHeader | null
}

type Values = Required<Omit<InvoiceHeaderInput, 'id'>>
type TextName = Exclude<keyof Values, 'kind' | 'qualificationFileId'>

const EMPTY: Values = {
  kind: 'enterprise',
  title: '',
  taxpayerId: '',
  registeredAddress: '',
  bank: '',
  bankAccount: '',
  registeredPhone: '',
  qualificationFileId: '',
}

const valuesOf = (h: InvoiceHeader | null): Values =>
  h
    ? {
        kind: h.kind,
        title: h.title,
        taxpayerId: h.taxpayerId,
        registeredAddress: h.registeredAddress,
        bank: h.bank,
        bankAccount: h.bankAccount,
        registeredPhone: h.registeredPhone,
        qualificationFileId: h.qualificationFile?.fileId ?? '',
      }
    : EMPTY

const ENTERPRISE_FIELDS: { name: TextName; autoComplete?: string; inputMode?: 'numeric' | 'tel' }[] = [
  { name: 'taxpayerId' },
  { name: 'registeredAddress', autoComplete: 'street-address' },
  { name: 'bank' },
  { name: 'bankAccount', inputMode: 'numeric' },
  { name: 'registeredPhone', autoComplete: 'tel', inputMode: 'tel' },
]

/** Creates or edits an invoice header with every §5 rule checked before anything is sent. */
export function HeaderDialog({ open, onOpenChange, header }: HeaderDialogProps) {
  const { t } = useTranslation('invoices')
  const fieldMessage = useFieldMessage()
  const save = useMutation(saveHeaderMutation())
  const form = useForm<Values>({
    mode: 'onTouched',
    // `as never`: zodResolver types the form as the schema's input (id and the defaulted fields optional), the
    // form holds every field (Values), and the two do not unify; the values themselves are checked by the schema.
    resolver: zodResolver(invoiceHeaderInputSchema) as never,
    // The parent keys the dialog by header, so what was typed survives closing and reopening it.
    defaultValues: valuesOf(header),
  })
  const { errors, isSubmitting } = form.formState
  const kind = form.watch('kind')

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, ...(header ? { id: header.id } : {}) })
      toastSuccess(t(header ? 'headers.updated' : 'headers.created'))
      form.reset(EMPTY)
      onOpenChange(false)
    } catch (error) {
      if (error instanceof BusinessError) {
        const field = (error.data as { field?: string } | null)?.field
        if (field && field in EMPTY)
          form.setError(field as keyof Values, { type: SERVER_ERROR, message: error.msg })
        else toastError(error.msg || t('headers.saveFailed'))
      } else toastError(t('headers.saveFailed'))
    }
  })

  const text = (name: TextName, options: Omit<(typeof ENTERPRISE_FIELDS)[number], 'name'> = {}) => (
    <FormField key={name} label={t(`headers.fields.${name}`)} required error={fieldMessage(errors[name])}>
      <Input {...form.register(name)} placeholder={t(`headers.placeholders.${name}`)} {...options} />
    </FormField>
  )

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t(header ? 'headers.editTitle' : 'headers.newTitle')}
      onSubmit={onSubmit}
      busy={isSubmitting}
      submit={{ label: t('actions.save') }}
      cancelLabel={t('actions.cancel')}
      closeLabel={t('actions.close')}
      size="lg"
      placement="center"
      testId="header-dialog"
    >
      <Stack gap="4">
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <FormField label={t('headers.fields.kind')} helperText={t(`headers.kindHelp.${field.value}`)}>
              <SegmentGroup.Root
                size="sm"
                value={field.value}
                onValueChange={(e) => field.onChange(e.value)}
                aria-label={t('headers.fields.kind')}
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={[
                    { value: 'enterprise', label: t('headers.kinds.enterprise') },
                    { value: 'personal', label: t('headers.kinds.personal') },
                  ]}
                />
              </SegmentGroup.Root>
            </FormField>
          )}
        />
        {text('title', { autoComplete: 'organization' })}
        {kind === 'enterprise' && (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {ENTERPRISE_FIELDS.map(({ name, ...options }) => text(name, options))}
            </SimpleGrid>
            <Controller
              control={form.control}
              name="qualificationFileId"
              render={({ field }) => (
                <QualificationFileField
                  fileId={field.value}
                  initialName={header?.qualificationFile?.fileName ?? ''}
                  error={fieldMessage(errors.qualificationFileId)}
                  onChange={(id) => {
                    field.onChange(id)
                    void form.trigger('qualificationFileId')
                  }}
                />
              )}
            />
          </>
        )}
      </Stack>
    </FormDialog>
  )
}
