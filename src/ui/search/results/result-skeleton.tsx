import { Box, HStack, SimpleGrid, Skeleton, SkeletonText, Spinner, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { SearchQuery } from '../../../domain/search-query'
import type { ResultView } from './result-params'

const ROWS = 8
const CARDS = 4

/**
 * What the list area shows while the first answer of a search is awaited: what is being searched, in words,
 * then stand-ins shaped like the rows or cards that will replace them. The page itself stays usable (no
 * full-screen overlay: the search calls have `loading: false`), so the user can already edit the query.
 */
export function ResultSkeleton({ query, view }: { query: SearchQuery; view: ResultView }) {
  const { t } = useTranslation('searchResults')
  const text = query.tradeMarkText.trim()
  const what =
    query.queryWay === 'image'
      ? t('searching.image')
      : query.queryWay === 'similar' && text
        ? t('searching.similar', { text })
        : t('searching.other', { way: t(`query.ways.${query.queryWay}`) })
  const picked = query.niceChoosedStr ? query.niceChoosedStr.split(';') : []
  const classes = picked.length
    ? t('searching.classes', { count: picked.length, classes: picked.join(', ') })
    : t('searching.allClasses')
  return (
    <Stack gap="4" data-testid="result-skeleton">
      <HStack
        role="status"
        align="flex-start"
        gap="3"
        p="4"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.panel"
        data-testid="result-searching"
      >
        <Spinner size="sm" color="blue.solid" mt="1" flexShrink={0} />
        <Stack gap="1" minWidth="0">
          <Text fontWeight="semibold">{what}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('searching.scope', { countries: query.countries.join(', '), classes })}
          </Text>
        </Stack>
      </HStack>
      <Box aria-hidden>{view === 'icon' ? <CardStandIns /> : <RowStandIns />}</Box>
    </Stack>
  )
}

function RowStandIns() {
  return (
    <Stack gap="3">
      {Array.from({ length: ROWS }, (_, i) => (
        <HStack key={i} gap="4" p="2" borderBottomWidth="1px" borderColor="border.muted">
          <Skeleton width="6" height="4" />
          <Skeleton width="12" height="12" />
          <SkeletonText noOfLines={2} flex="1" />
          <SkeletonText noOfLines={2} width="40" />
          <Skeleton width="16" height="5" />
        </HStack>
      ))}
    </Stack>
  )
}

function CardStandIns() {
  return (
    <SimpleGrid minChildWidth="220px" gap="3">
      {Array.from({ length: CARDS }, (_, i) => (
        <Stack key={i} gap="3" p="3" borderWidth="1px" borderRadius="md" align="center">
          <Skeleton width="full" height="4" />
          <Skeleton width="120px" height="120px" />
          <SkeletonText noOfLines={3} width="full" />
        </Stack>
      ))}
    </SimpleGrid>
  )
}
