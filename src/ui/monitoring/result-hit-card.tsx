import { Badge, Box, Button, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { memo, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Hit, Watch } from '../../api/schemas/monitoring'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { HitDeadline } from './result-deadline'
import { canOppose, hitReasons, TIER_PALETTE } from './result-rules'

const SIMILARITY_PALETTE = { high: 'red', middle: 'orange', low: 'yellow' } as const

export interface ResultHitCardProps {
  hit: Hit
  watch: Watch
  /** Marks the hit read (opening it, following its mark). */
  onRead: (hit: Hit) => void
}

/**
 * One hit of a watch: the mark as published (specimen, name, applicant, classes with those shared with the
 * watch, a few goods), why it matched (score, level, the engine's reasons as search results word them), its
 * tier and the recommended action, and the opposition deadline with the days left (red within 15 days).
 * Opening it shows the rest and marks it read; "Oppose" starts an opposition citing the watched mark.
 */
export const ResultHitCard = memo(function ResultHitCard({ hit, watch, onRead }: ResultHitCardProps) {
  const { t } = useTranslation('watchResults')
  const { t: tr } = useTranslation('searchResults')
  const { lang } = useRootState()
  const en = lang === 'en'
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const overlap = new Set(hit.similarity?.classOverlap.classes ?? [])
  const read = () => {
    if (!hit.read) onRead(hit)
  }
  const toggle = () => {
    setOpen((o) => !o)
    read()
  }
  const goods = en ? hit.goods.en : hit.goods.zh
  return (
    <Box
      as="article"
      aria-label={t('hit.label', { name: hit.name })}
      borderWidth="1px"
      borderColor={hit.read ? 'border' : 'blue.muted'}
      bg={hit.read ? undefined : 'blue.subtle/40'}
      rounded="md"
      p="3"
      data-testid="watch-hit"
      data-tier={hit.tier}
      data-read={hit.read}
    >
      <Grid
        templateColumns={{ base: '64px 1fr', md: '72px minmax(0, 1fr) 220px' }}
        gap="3"
        alignItems="start"
      >
        <Box
          w="72px"
          h="72px"
          borderWidth="1px"
          rounded="sm"
          bg="white"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
        >
          <img
            src={hit.imageUrl}
            alt={t('hit.image', { name: hit.name })}
            style={{ maxWidth: '100%', maxHeight: '100%' }}
          />
        </Box>
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            {!hit.read ? (
              <Badge colorPalette="blue" variant="solid" size="sm">
                {t('hit.unread')}
              </Badge>
            ) : null}
            <Link asChild fontWeight="semibold" colorPalette="blue" color="colorPalette.fg">
              <RouterLink
                to="/query/detail"
                search={{ id: hit.markId }}
                onClick={read}
                data-testid="hit-mark-link"
              >
                {hit.name || t('hit.figurative')}
              </RouterLink>
            </Link>
            <Badge colorPalette={TIER_PALETTE[hit.tier]} data-testid="hit-tier">
              {t(`tier.${hit.tier}`)}
            </Badge>
            <Badge variant="outline">{t(`section.${hit.section}`)}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('hit.line', {
              applicant: en ? hit.applicant.en || hit.applicant.zh : hit.applicant.zh || hit.applicant.en,
              no: hit.applicationNo,
              filed: formatDate(hit.filingDate, lang),
            })}
          </Text>
          <HStack gap="1" wrap="wrap" fontSize="xs" role="group" aria-label={t('hit.classes')}>
            {hit.classes.map((c) => (
              <Badge
                key={c}
                size="sm"
                variant={overlap.has(c) ? 'solid' : 'subtle'}
                colorPalette={overlap.has(c) ? 'purple' : 'gray'}
              >
                {t('hit.class', { no: c })}
              </Badge>
            ))}
            {hit.similarity?.classOverlap.groups.length ? (
              <Text as="span" color="fg.muted">
                {t('hit.sharedGroups', { groups: hit.similarity.classOverlap.groups.join(', ') })}
              </Text>
            ) : null}
          </HStack>
          {hit.similarity ? (
            <HStack gap="2" wrap="wrap" fontSize="sm" data-testid="hit-similarity">
              <Badge colorPalette={SIMILARITY_PALETTE[hit.similarity.level]} variant="solid">
                {tr(`similarity.${hit.similarity.level}`)}
              </Badge>
              <Text as="span" fontVariantNumeric="tabular-nums">
                {t('hit.score', { score: Math.round(hit.similarity.score) })}
              </Text>
              <Text as="span" color="fg.muted">
                {hitReasons(hit.similarity.reasons)
                  .map((r) =>
                    // "Contains the search term" reads wrong for a watch: there it is the watched words.
                    r.kind === 'contains' || r.kind === 'contained'
                      ? t(`watchReason.${r.kind}`)
                      : r.count !== undefined
                        ? tr(`reason.${r.kind}`, { count: r.count })
                        : tr(`reason.${r.kind}`),
                  )
                  .join(' · ')}
              </Text>
            </HStack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t(`matchedBy.${hit.matchedBy}`)}
            </Text>
          )}
        </Stack>
        <Stack gap="1" gridColumn={{ base: '1 / -1', md: 'auto' }} fontSize="sm">
          <Text fontWeight="medium">{t(`action.${hit.recommendedAction}`)}</Text>
          <HitDeadline hit={hit} />
          <HStack gap="2" wrap="wrap" mt="1">
            {canOppose(hit) ? (
              // Offered while the period is open; solid only where opposing is what the tier recommends.
              <Button
                asChild
                size="xs"
                colorPalette="red"
                variant={hit.recommendedAction === 'oppose' ? 'solid' : 'outline'}
              >
                <RouterLink
                  to="/$service/extension/$step"
                  params={{ service: 'opposition', step: 'selectTrademark' }}
                  search={{
                    marks: hit.applicationNo,
                    ...(watch.watchedRegNo ? { cited: watch.watchedRegNo } : {}),
                  }}
                  onClick={read}
                  aria-label={t('hit.opposeMark', { name: hit.name })}
                  data-testid="hit-oppose"
                >
                  {t('hit.oppose')}
                </RouterLink>
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="outline"
              onClick={toggle}
              aria-expanded={open}
              aria-controls={detailsId}
            >
              {open ? t('hit.close') : t('hit.open')}
            </Button>
          </HStack>
        </Stack>
      </Grid>
      {open ? (
        <Box id={detailsId} mt="3" pt="3" borderTopWidth="1px" fontSize="sm" data-testid="hit-details">
          <Stack gap="1">
            <Text>{en ? hit.note.en : hit.note.zh}</Text>
            <Text color="fg.muted">
              {t('hit.published', { issue: hit.issueNo, date: formatDate(hit.publishedOn, lang) })} ·{' '}
              {t('hit.status', { status: en ? hit.status.en : hit.status.zh })} · {hit.country}
            </Text>
            {goods.length ? <Text>{t('hit.goods', { goods: goods.join(en ? '; ' : '；') })}</Text> : null}
            {hit.similarity?.imageDistance !== null && hit.similarity?.imageDistance !== undefined ? (
              <Text color="fg.muted">
                {t('hit.imageDistance', { distance: hit.similarity.imageDistance })}
              </Text>
            ) : null}
            <Text color="fg.muted">{t(`actionWhy.${hit.recommendedAction}`)}</Text>
          </Stack>
        </Box>
      ) : null}
    </Box>
  )
})
