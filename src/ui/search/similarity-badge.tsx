import { Badge, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

// High similarity is the risk an attorney looks for first, hence the strongest colour.
const PALETTE = { high: 'red', middle: 'orange', low: 'yellow' } as const

/** Similarity level of a hit; a dash when the mark was not ranked by similarity (e.g. number searches). */
export function SimilarityBadge({ level }: { level: 'high' | 'middle' | 'low' | null }) {
  const { t } = useTranslation('searchResults')
  if (!level) {
    return (
      <Text as="span" color="fg.subtle" aria-label={t('similarity.none')}>
        —
      </Text>
    )
  }
  return (
    <Badge colorPalette={PALETTE[level]} variant="solid" whiteSpace="nowrap" data-level={level}>
      {t(`similarity.${level}`)}
    </Badge>
  )
}
