import { HStack, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import type { DateRange } from '../../../domain/search-query'
import { FormField } from '../../kit/form-field'
import { DateInput } from '../../kit/date-input'

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
  const labelId = useId()
  return (
    // The label names the pair of inputs (a group), so it has a known id.
    <FormField
      label={label}
      ids={{ label: labelId }}
      error={error}
      errorTestId={`${testId}-error`}
      data-testid={`${testId}-field`}
    >
      <HStack gap="2" width="full" role="group" aria-labelledby={labelId}>
        <DateInput
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
          aria-label={`${label} – ${t('fields.dateFrom')}`}
          data-testid={`${testId}-from`}
        />
        <Text color="fg.muted" aria-hidden>
          –
        </Text>
        <DateInput
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
          aria-label={`${label} – ${t('fields.dateTo')}`}
          data-testid={`${testId}-to`}
        />
      </HStack>
    </FormField>
  )
}
