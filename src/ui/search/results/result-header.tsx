import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { SearchQuery } from '../../../domain/search-query'
import { formatNumber } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { queryImagePreview } from '../form/query-image-store'
import { MarkImage } from '../mark-image'
import { querySummary } from './query-summary'
import { queryParamsOf } from './result-params'
import type { ResultSearchParams } from './result-types'

export interface ResultHeaderProps {
  query: SearchQuery
  /** Null while the first answer is awaited. */
  total: number | null
  /** The current URL's params, so "Edit query" opens the same search. */
  linkSearch: ResultSearchParams
  /** Vienna codes the listed marks share (image search): why these marks were found. */
  sharedVienna?: readonly { code: string; count: number }[]
}

/** What was searched (as chips), how many marks were found, and the ways to change the search. */
export function ResultHeader({ query, total, linkSearch, sharedVienna }: ResultHeaderProps) {
  const { t } = useTranslation('searchResults')
  const { lang } = useRootState()
  const chips = querySummary(query, t, lang)
  const preview = query.imageHash ? queryImagePreview(query.imageHash) : null
  const queryOnly = queryParamsOf(linkSearch)

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" bg="bg.panel" data-testid="result-header">
      <Flex gap="4" align="flex-start" wrap="wrap">
        {preview ? (
          <Stack gap="1" align="center">
            <MarkImage src={preview} alt={t('header.queryImage')} size={88} />
            <Text fontSize="xs" color="fg.muted">
              {t('header.queryImage')}
            </Text>
          </Stack>
        ) : null}
        <Stack gap="2" flex="1" minWidth="0">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h1" size="md">
              {t('title')}
              {total !== null ? (
                <Text
                  as="span"
                  ms="3"
                  fontSize="sm"
                  fontWeight="normal"
                  color="fg.muted"
                  data-testid="result-total"
                >
                  {t('header.total', { count: total, formatted: formatNumber(total, lang) })}
                </Text>
              ) : null}
            </Heading>
            <HStack gap="2">
              <Button asChild size="sm" variant="outline" colorPalette="blue">
                <RouterLink to="/query/queryEdit" search={queryOnly}>
                  {t('header.edit')}
                </RouterLink>
              </Button>
              <Button asChild size="sm" variant="ghost" colorPalette="blue">
                <RouterLink to="/query/fast">{t('header.newSearch')}</RouterLink>
              </Button>
            </HStack>
          </HStack>
          <Wrap gap="2" data-testid="query-chips">
            {chips.map((chip) => (
              <Badge
                key={chip.id}
                variant="surface"
                size="md"
                data-testid={`chip-${chip.id}`}
                maxWidth="full"
              >
                <Text as="span" color="fg.muted">
                  {chip.label}:
                </Text>
                <Text as="span" truncate>
                  {chip.value}
                </Text>
              </Badge>
            ))}
          </Wrap>
          {sharedVienna?.length ? (
            <Box fontSize="sm" data-testid="shared-vienna">
              <Text as="span" color="fg.muted" me="2">
                {t('header.sharedVienna')}
              </Text>
              <Wrap as="span" display="inline-flex" gap="1">
                {sharedVienna.map((v) => (
                  <Badge key={v.code} colorPalette="purple" variant="subtle" fontFamily="mono">
                    {t('header.viennaCount', { code: v.code, count: v.count })}
                  </Badge>
                ))}
              </Wrap>
            </Box>
          ) : null}
        </Stack>
      </Flex>
    </Stack>
  )
}
