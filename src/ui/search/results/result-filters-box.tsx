import { Badge, Button, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GroupStatistics } from '../../../api/schemas/search-shared'
import { DEGREES, type Degree } from '../../../domain/search-query'
import { FacetPanel } from './facet-panel'
import { filterCount, type ResultFilterValues } from './result-params'
import { SimilarityFilter } from './similarity-filter'

export interface ResultFiltersBoxProps {
  /** The result is ranked by similarity (a mark name or an image was searched). */
  ranked: boolean
  image: boolean
  levels: Record<Degree, number> | undefined
  degree: readonly Degree[]
  onDegrees: (degree: Degree[]) => void
  statistics: GroupStatistics | undefined
  statisticsLoading: boolean
  filters: ResultFilterValues
  onFilters: (filters: ResultFilterValues) => void
  busy: boolean
}

/** Similarity levels and the §3 result filters, above the list. */
export function ResultFiltersBox(props: ResultFiltersBoxProps) {
  const { t } = useTranslation('searchResults')
  // No counts until the search answers: "High (0)" while searching would say nothing was found.
  const levels = props.levels
  // On a phone the filters fold behind one button, so the marks start on the first screen.
  const small = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false
  const [unfolded, setUnfolded] = useState(false)
  const facetsId = useId()
  const picked = filterCount(props.filters)
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" bg="bg.panel" data-testid="result-filters">
      {props.ranked && !props.image ? (
        <SimilarityFilter
          levels={levels}
          degree={props.degree}
          onChange={props.onDegrees}
          disabled={props.busy}
        />
      ) : null}
      {props.image ? (
        // The image search ranks by picture distance; its levels are shown, the list is already nearest first.
        <HStack gap="3" fontSize="sm" data-testid="similarity-levels">
          <Text fontWeight="semibold">{t('similarity.label')}</Text>
          {DEGREES.map((level) => (
            <Badge key={level} variant="subtle">
              {levels
                ? t('similarity.count', { level: t(`similarity.${level}`), count: levels[level] })
                : t(`similarity.${level}`)}
            </Badge>
          ))}
          <Text color="fg.muted">{t('similarity.imageNote')}</Text>
        </HStack>
      ) : (
        <>
          {small ? (
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              aria-expanded={unfolded}
              aria-controls={facetsId}
              onClick={() => setUnfolded(!unfolded)}
              data-testid="facets-fold"
            >
              {t('facets.title')}
              {picked ? ` · ${t('facets.pickedCount', { count: picked })}` : ''}
            </Button>
          ) : null}
          <Stack id={facetsId} display={small && !unfolded ? 'none' : 'flex'}>
            <FacetPanel
              statistics={props.statistics}
              loading={props.statisticsLoading}
              filters={props.filters}
              onChange={props.onFilters}
            />
          </Stack>
        </>
      )}
    </Stack>
  )
}
