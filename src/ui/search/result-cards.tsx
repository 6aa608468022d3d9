import { Box, Checkbox, HStack, SimpleGrid, Stack } from '@chakra-ui/react'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SearchResultItem } from '../../api/schemas/search-shared'
import { formatDate } from '../../domain/format'
import { useRootState, type Lang } from '../../state/root'
import { useFirstScreen } from '../kit/use-first-screen'
import { CardFacts } from './card-facts'
import { MarkImage } from './mark-image'
import { MatchReasonTag } from './match-reason-tag'
import { MarkStatusBadge } from './mark-status-badge'
import { ResultNameLink } from './result-name-link'
import { ResultSelectBox } from './result-select-box'
import { SimilarityBadge } from './similarity-badge'

export interface ResultCardsProps {
  items: SearchResultItem[]
  selected?: ReadonlySet<string>
  onToggle?: (id: string) => void
  onToggleAll?: (ids: string[], on: boolean) => void
  detailLink?: (item: SearchResultItem) => ReactNode
  /** Result number of the first item (page offset + 1). */
  firstNumber?: number
}

/** The icon view: a grid of specimens, each card with the facts an attorney scans first. */
export const ResultCards = memo(function ResultCards({
  items,
  selected,
  onToggle,
  onToggleAll,
  detailLink,
  firstNumber = 1,
}: ResultCardsProps) {
  const { t } = useTranslation('searchResults')
  const { lang } = useRootState()
  const ids = items.map((item) => item.id)
  const picked = ids.filter((id) => selected?.has(id)).length
  const drawn = useFirstScreen(items.length)

  return (
    <Stack gap="3">
      {onToggleAll ? (
        <Checkbox.Root
          size="sm"
          colorPalette="blue"
          checked={picked === 0 ? false : picked === ids.length ? true : 'indeterminate'}
          onCheckedChange={(e) => onToggleAll(ids, e.checked === true)}
          data-testid="select-page"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('selection.selectPage')}</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
      <SimpleGrid minChildWidth="220px" gap="3" data-testid="result-cards">
        {items.slice(0, drawn).map((item, k) => (
          <ResultCard
            key={item.id}
            item={item}
            number={firstNumber + k}
            on={selected?.has(item.id) ?? false}
            onToggle={onToggle}
            detailLink={detailLink}
            lang={lang}
            first={k < 4}
          />
        ))}
      </SimpleGrid>
    </Stack>
  )
})

interface ResultCardProps {
  item: SearchResultItem
  number: number
  on: boolean
  onToggle?: (id: string) => void
  detailLink?: (item: SearchResultItem) => ReactNode
  lang: Lang
  /** On the first screen: its specimen loads at once rather than when scrolled to. */
  first: boolean
}

/** One mark's card; memoised like the table rows. */
const ResultCard = memo(function ResultCard({
  item,
  number,
  on,
  onToggle,
  detailLink,
  lang,
  first,
}: ResultCardProps) {
  const { t } = useTranslation('searchResults')
  const date = (value: string | null) => (value ? formatDate(value, lang) : '—')
  const applicant = (lang === 'en' ? item.applicantEn : item.applicantZh) || item.applicantZh
  const agent = (lang === 'en' ? item.agentEn : item.agentZh) || item.agentZh
  return (
    <Stack
      data-testid="result-card"
      data-id={item.id}
      gap="2"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      borderColor={on ? 'blue.solid' : 'border'}
      bg={on ? 'blue.subtle' : 'bg'}
      fontSize="xs"
    >
      <HStack justify="space-between" align="start">
        <ResultSelectBox
          number={number}
          name={item.name}
          checked={on}
          onToggle={onToggle && (() => onToggle(item.id))}
        />
        <HStack gap="1" wrap="wrap" justify="flex-end" minWidth="0">
          <SimilarityBadge level={item.similarity} />
          <MarkStatusBadge status={item.status} />
        </HStack>
      </HStack>
      <Box alignSelf="center">
        <MarkImage src={item.imageUrl} alt={item.name || t('item.figurative')} size={120} eager={first} />
      </Box>
      <Box fontSize="sm" lineClamp={1}>
        {detailLink ? detailLink(item) : <ResultNameLink item={item} />}
      </Box>
      <MatchReasonTag reason={item.matchReason} />
      <CardFacts
        facts={[
          [t('columns.applicationNo'), item.applicationNo, true],
          [t('columns.registrationNo'), item.registrationNo || '—', true],
          [t('columns.classes'), item.classes.join(', '), false],
          [t('columns.applicant'), applicant, false],
          [t('columns.filingDate'), date(item.filingDate), false],
          [t('columns.publicationDate'), date(item.publicationDate), false],
          [t('columns.registrationDate'), date(item.registrationDate), false],
          [t('columns.expiryDate'), date(item.expiryDate), false],
          [t('columns.agent'), agent || '—', false],
        ]}
      />
    </Stack>
  )
})
