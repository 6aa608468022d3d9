import { Badge, Box, Card, Grid, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { Notice } from '../../../api/schemas/search-records'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { pick } from './record-links'

/** One gazette notice as printed: where it appeared and its entries in the current language. */
export function NoticeCard({ notice }: { notice: Notice }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const lines = lang === 'en' ? notice.linesEn : notice.linesZh
  return (
    <Card.Root
      as="article"
      id={notice.id}
      size="sm"
      data-testid="notice"
      data-type={notice.type}
      scrollMarginTop="24"
    >
      <Card.Header>
        <HStack gap="3" wrap="wrap" justify="space-between">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="blue" variant="solid">
              {t(`notices.type.${notice.type}`)}
            </Badge>
            <Text fontWeight="semibold">{pick(lang, notice.gazetteZh, notice.gazetteEn)}</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" data-testid="notice-where">
            {t('notices.where', {
              issue: notice.issueNo,
              page: notice.page,
              date: formatDate(notice.date, lang),
            })}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Grid as="dl" templateColumns="minmax(7rem, auto) 1fr" columnGap="4" rowGap="1.5" fontSize="sm">
          {lines.map((l, k) => (
            <Box key={k} display="contents">
              <Text as="dt" color="fg.muted">
                {l.label}
              </Text>
              <Text as="dd">{l.value}</Text>
            </Box>
          ))}
        </Grid>
      </Card.Body>
    </Card.Root>
  )
}
