import { Field, HStack, Input, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import type { DateRange } from '../../../domain/search-query'
import { useMessage } from '../../kit/message'

export interface DateRangeFieldProps {
  label: string
  value: DateRange
  onChange: (value: DateRange) => void
  error?: MessageKey
  testId: string
}

/** A from–to date range; either end may stay open. The order of the ends is checked by the search rules. */
export function DateRangeField({ label, value, onChange, error, testId }: DateRangeFieldProps) {
  const { t } = useTranslation('search')
  const errorText = useMessage()
  const message = errorText(error)
  const labelId = useId()
  return (
    <Field.Root invalid={Boolean(message)} data-testid={`${testId}-field`}>
      <Field.Label id={labelId}>{label}</Field.Label>
      <HStack gap="2" width="full" role="group" aria-labelledby={labelId}>
        <Input
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
          aria-label={`${label} – ${t('fields.dateFrom')}`}
          data-testid={`${testId}-from`}
        />
        <Text color="fg.muted" aria-hidden>
          –
        </Text>
        <Input
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
          aria-label={`${label} – ${t('fields.dateTo')}`}
          data-testid={`${testId}-to`}
        />
      </HStack>
      {message ? <Field.ErrorText data-testid={`${testId}-error`}>{message}</Field.ErrorText> : null}
    </Field.Root>
  )
}
