import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { memo, useId } from 'react'
import type { ApplicantView } from '../../../api/schemas/registration-applicants'
import { maskIdNumber, useApplicantText } from '../../flow/applicants/use-applicant-text'

export interface PickerRowProps {
  row: ApplicantView
  /** Checkbox (joint applicants) or radio (one applicant). */
  multi: boolean
  picked: boolean
  /** Why this applicant cannot be picked; null when it can. */
  blockedReason: string | null
  onToggle: (row: ApplicantView) => void
}

/** One applicant of the picker; memoised, so ticking one re-renders only that row. */
export const PickerRow = memo(function PickerRow({
  row,
  multi,
  picked,
  blockedReason,
  onToggle,
}: PickerRowProps) {
  const { t, name, otherName, country } = useApplicantText()
  const id = useId()
  const code = row.uscc || (row.idNumber ? maskIdNumber(row) : '')
  return (
    <HStack
      asChild
      align="flex-start"
      gap="3"
      p="2.5"
      borderWidth="1px"
      rounded="md"
      borderColor={picked ? 'blue.solid' : 'border'}
      bg={picked ? 'blue.subtle' : undefined}
      opacity={blockedReason ? 0.65 : 1}
      cursor={blockedReason ? 'not-allowed' : 'pointer'}
      data-testid="picker-row"
    >
      <label htmlFor={id}>
        <input
          id={id}
          type={multi ? 'checkbox' : 'radio'}
          name={multi ? undefined : 'applicant-choice'}
          checked={picked}
          disabled={blockedReason !== null}
          aria-describedby={blockedReason ? `${id}-why` : undefined}
          onChange={() => onToggle(row)}
          style={{ marginTop: '0.3rem', accentColor: 'var(--chakra-colors-blue-solid)' }}
        />
        <Stack gap="0.5" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" wordBreak="break-word">
              {name(row)}
            </Text>
            <Badge size="sm" variant="subtle">
              {t(row.kind === 'enterprise' ? 'kind.enterpriseShort' : 'kind.individualShort')}
            </Badge>
            <Badge size="sm" variant="outline">
              {country(row.country)}
            </Badge>
            {row.isDefault ? (
              <Badge size="sm" colorPalette="blue">
                {t('card.default')}
              </Badge>
            ) : null}
            {row.labels.map((label) => (
              <Badge key={label} size="sm" colorPalette="gray" variant="surface">
                {label}
              </Badge>
            ))}
          </HStack>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
            {[otherName(row), code].filter(Boolean).join(' · ')}
          </Text>
          {blockedReason ? (
            <Text id={`${id}-why`} fontSize="xs" color="fg.warning">
              {blockedReason}
            </Text>
          ) : null}
        </Stack>
      </label>
    </HStack>
  )
})
