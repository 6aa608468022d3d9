import { Button, Flex, HStack, Text, Wrap } from '@chakra-ui/react'
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FilterDimension, StatisticsBucket } from '../../../api/schemas/search-shared'
import { formatNumber } from '../../../domain/format'
import { useRootState } from '../../../state/root'

// The label and count inside each value, styled once per row rather than as two styled components per value.
const VALUE_PARTS = {
  '& .facet-label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .facet-count': { opacity: 0.75 },
} as const

/** Values shown before "more"; the statistics list at most 20. */
const FOLDED = 8

export interface FacetRowProps {
  dimension: FilterDimension
  buckets: readonly StatisticsBucket[]
  picked: readonly string[]
  onChange: (dimension: FilterDimension, values: string[]) => void
}

/** One result filter: its values with counts as toggles (several may be picked), and a clear link. */
export const FacetRow = memo(function FacetRow({ dimension, buckets, picked, onChange }: FacetRowProps) {
  const { t } = useTranslation('searchResults')
  const { lang } = useRootState()
  const [open, setOpen] = useState(false)
  // A value picked from a link may be outside today's top 20: it stays visible so it can be unpicked.
  const missing = picked.filter((v) => !buckets.some((b) => b.value === v))
  const all = [
    ...buckets,
    ...missing.map((value) => ({ value, labelZh: value, labelEn: value, count: null as number | null })),
  ]
  const shown = open ? all : all.filter((b, i) => i < FOLDED || picked.includes(b.value))
  const toggle = (value: string) =>
    onChange(dimension, picked.includes(value) ? picked.filter((v) => v !== value) : [...picked, value])

  return (
    // On a phone the name and its "more" share the first line and the values take the full width below.
    <Flex
      rowGap="1.5"
      columnGap="3"
      align="baseline"
      wrap={{ base: 'wrap', md: 'nowrap' }}
      py="1.5"
      borderBottomWidth="1px"
      borderColor="border.muted"
      data-testid={`facet-${dimension}`}
    >
      <Text
        fontSize="sm"
        fontWeight="semibold"
        width={{ base: 'auto', md: '28' }}
        flexShrink={0}
        id={`facet-label-${dimension}`}
      >
        {t(`facets.${dimension}`)}
      </Text>
      <Wrap
        gap="1.5"
        flex={{ base: '1 1 100%', md: '1' }}
        minW="0"
        order={{ base: 1, md: 0 }}
        role="group"
        aria-labelledby={`facet-label-${dimension}`}
        css={VALUE_PARTS}
      >
        {shown.map((b) => {
          const on = picked.includes(b.value)
          const label = lang === 'en' ? b.labelEn : b.labelZh
          return (
            <Button
              key={b.value}
              size="2xs"
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? 'blue' : 'gray'}
              aria-pressed={on}
              onClick={() => toggle(b.value)}
              title={label}
              maxWidth={{ base: 'full', md: '60' }}
              data-testid="facet-value"
              data-value={b.value}
            >
              <span className="facet-label">{label}</span>
              {b.count !== null ? (
                <span className="facet-count" data-testid="facet-count">
                  {formatNumber(b.count, lang)}
                </span>
              ) : null}
            </Button>
          )
        })}
      </Wrap>
      <HStack gap="1" flexShrink={0} ml={{ base: 'auto', md: '0' }}>
        {all.length > FOLDED ? (
          <Button
            size="2xs"
            variant="plain"
            colorPalette="blue"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
          >
            {open ? t('facets.less') : t('facets.more', { count: all.length - FOLDED })}
          </Button>
        ) : null}
        {picked.length ? (
          <Button
            size="2xs"
            variant="plain"
            colorPalette="red"
            onClick={() => onChange(dimension, [])}
            data-testid="facet-clear"
          >
            {t('facets.clear')}
          </Button>
        ) : null}
      </HStack>
    </Flex>
  )
})
