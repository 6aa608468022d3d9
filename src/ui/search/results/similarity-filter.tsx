import { Checkbox, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { DEGREES, type Degree } from '../../../domain/search-query'

export interface SimilarityFilterProps {
  /** Marks per level before this filter; undefined until the search answers (no counts are shown then). */
  levels: Record<Degree, number> | undefined
  degree: readonly Degree[]
  onChange: (degree: Degree[]) => void
  disabled?: boolean
}

/** High / middle / low similarity, each with its count; at least one level stays chosen. */
export function SimilarityFilter({ levels, degree, onChange, disabled }: SimilarityFilterProps) {
  const { t } = useTranslation('searchResults')
  const toggle = (level: Degree, on: boolean) =>
    onChange(DEGREES.filter((d) => (d === level ? on : degree.includes(d))))

  return (
    <HStack
      gap="4"
      wrap="wrap"
      role="group"
      aria-label={t('similarity.label')}
      data-testid="similarity-filter"
    >
      <Text fontWeight="semibold" fontSize="sm">
        {t('similarity.label')}
      </Text>
      {DEGREES.map((level) => {
        const checked = degree.includes(level)
        // Unticking the last level would mean "every level" to the server: keep one ticked instead.
        const last = checked && degree.length === 1
        return (
          <Checkbox.Root
            key={level}
            size="sm"
            colorPalette="blue"
            checked={checked}
            disabled={disabled || last}
            onCheckedChange={(e) => toggle(level, e.checked === true)}
            data-testid={`similarity-${level}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {levels
                ? t('similarity.count', { level: t(`similarity.${level}`), count: levels[level] })
                : t(`similarity.${level}`)}
            </Checkbox.Label>
          </Checkbox.Root>
        )
      })}
    </HStack>
  )
}
