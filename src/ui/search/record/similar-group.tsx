import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MarkImage } from '../mark-image'
import { MarkStatusBadge } from '../mark-status-badge'
import { ResultNameLink } from '../result-name-link'
import { MatchReasonTag } from '../match-reason-tag'
import { SimilarityBadge } from '../similarity-badge'
import { RecordSection } from './record-section'
import { similarGroupOptions } from '../../../api/search'

/** How many of the group the record page lists; the rest are a click away on /query/moPaging. */
const SHOWN = 8

/** The marks most similar to this one in its classes, compactly, with a link to the whole group. */
export function SimilarGroup({ id, hasWords }: { id: string; hasWords: boolean }) {
  const { t } = useTranslation(['searchRecord', 'searchResults'])
  const group = useQuery({ ...similarGroupOptions(id), enabled: hasWords })
  const list = group.data?.list ?? []
  return (
    <RecordSection
      title={t('similar.title')}
      description={t('similar.description')}
      testId="similar-group"
      actions={
        hasWords && list.length ? (
          <Button asChild size="xs" variant="outline">
            <RouterLink to="/query/moPaging" search={{ group: 'similar', id }} data-testid="similar-more">
              {t('similar.more')}
            </RouterLink>
          </Button>
        ) : null
      }
    >
      {!hasWords ? (
        <Text color="fg.muted" fontSize="sm">
          {t('similar.figurative')}
        </Text>
      ) : group.isPending ? (
        <Stack gap="2">
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} height="10" />
          ))}
        </Stack>
      ) : group.isError ? (
        <Text color="fg.error" fontSize="sm">
          {t('similar.error')}
        </Text>
      ) : list.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('similar.empty')}
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none">
          {list.slice(0, SHOWN).map((item) => (
            <HStack as="li" key={item.id} gap="3" data-testid="similar-item" align="center">
              <MarkImage
                src={item.imageUrl}
                alt={item.name || t('searchResults:item.figurative')}
                size={40}
              />
              <Box flex="1" minW="0" fontSize="sm">
                <ResultNameLink item={item} />
                <Text fontSize="xs" color="fg.muted" fontFamily="mono" truncate>
                  {item.applicationNo} · {item.classes.join(', ')}
                </Text>
                <MatchReasonTag reason={item.matchReason} />
              </Box>
              <SimilarityBadge level={item.similarity} />
              <MarkStatusBadge status={item.status} />
            </HStack>
          ))}
        </Stack>
      )}
    </RecordSection>
  )
}
