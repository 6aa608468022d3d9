import { Button, HStack, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { Message } from '../../../domain/message-key'
import { divisionsQuery } from '../../../api/registration-applicants'
import { FormField } from '../../kit/form-field'
import { useApplicantText } from './use-applicant-text'

export interface Division {
  code: string
  name: string
}

export interface DivisionValue {
  province: Division | null
  city: Division | null
  district: Division | null
}

export interface DivisionPickerProps {
  value: DivisionValue
  onChange: (next: DivisionValue) => void
  /** The form's message for the three lists (shown by the caller): marks the empty one invalid. */
  error?: Message
  disabled?: boolean
}

function Level({
  label,
  parent,
  value,
  enabled,
  disabled,
  invalid,
  onPick,
}: {
  label: string
  parent: string
  value: Division | null
  enabled: boolean
  disabled?: boolean
  invalid: boolean
  onPick: (d: Division | null) => void
}) {
  const { t } = useApplicantText()
  const query = useQuery({ ...divisionsQuery(parent), enabled })
  // A level without its parent shares the provinces' query key: show nothing until the parent is chosen.
  const list = enabled ? (query.data?.list ?? []) : []
  return (
    <FormField invalid={invalid} disabled={disabled || !enabled}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={label}
          value={value?.code ?? ''}
          onChange={(e) => {
            const found = list.find((d) => d.code === e.target.value)
            onPick(found ? { code: found.code, name: found.name } : null)
          }}
        >
          <option value="">
            {query.isLoading ? t('form.divisionLoading') : `${label}: ${t('form.divisionPlaceholder')}`}
          </option>
          {/* Keep the chosen one visible while its list loads (a reopened draft). */}
          {value && !list.some((d) => d.code === value.code) ? (
            <option value={value.code}>{value.name}</option>
          ) : null}
          {list.map((d) => (
            <option key={d.code} value={d.code}>
              {d.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {query.isError ? (
        <HStack gap="2">
          <Text fontSize="xs" color="fg.error">
            {t('form.divisionFailed')}
          </Text>
          <Button size="2xs" variant="outline" onClick={() => void query.refetch()}>
            {t('help.retry')}
          </Button>
        </HStack>
      ) : null}
    </FormField>
  )
}

/**
 * Province → city → district (GB/T 2260) from trademark/selectProvince: each list loads when its parent is
 * chosen, and changing a level clears the levels below it.
 */
export function DivisionPicker({ value, onChange, error, disabled }: DivisionPickerProps) {
  const { t } = useApplicantText()
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2" data-testid="division-picker">
      <Level
        label={t('form.province')}
        parent=""
        value={value.province}
        enabled
        disabled={disabled}
        invalid={Boolean(error) && !value.province}
        onPick={(province) => onChange({ province, city: null, district: null })}
      />
      <Level
        label={t('form.city')}
        parent={value.province?.code ?? ''}
        value={value.city}
        enabled={Boolean(value.province)}
        disabled={disabled}
        invalid={Boolean(error) && Boolean(value.province) && !value.city}
        onPick={(city) => onChange({ ...value, city, district: null })}
      />
      <Level
        label={t('form.district')}
        parent={value.city?.code ?? ''}
        value={value.district}
        enabled={Boolean(value.city)}
        disabled={disabled}
        invalid={Boolean(error) && Boolean(value.city)}
        onPick={(district) => onChange({ ...value, district })}
      />
    </SimpleGrid>
  )
}
