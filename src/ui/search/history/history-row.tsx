import { Badge, Button, HStack, Table, Text, Wrap } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { HistoryEntry } from '../../../api/schemas/search-history'
import { formatDateTime, formatNumber } from '../../../domain/format'
import { toSearchParams } from '../../../domain/search-query'
import { useRootState } from '../../../state/root'
import { criteriaChips, type Translate } from './history-chips'

/** One past query: when, how, what (as chips), how many marks, and the ways to run it again. */
export function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('searchHistory')
  const { lang } = useRootState()
  const translate: Translate = (key, values) => t(`history.${key}`, values)
  const time = formatDateTime(entry.createdAt, lang)
  // The stored query is the client's own query shape, so the URL is exactly the one first searched.
  const params = toSearchParams({ ...entry.query, pageNum: 1 })
  return (
    <Table.Row data-testid="history-row" data-id={entry.id}>
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {time}
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1.5" wrap="wrap">
          <Badge colorPalette="blue" variant="subtle">
            {t(`history.ways.${entry.queryWay}`)}
          </Badge>
          <Text as="span" textStyle="xs" color="fg.muted">
            {t(`history.modes.${entry.query.queryMode}`)}
          </Text>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Wrap gap="1.5" data-testid="history-criteria">
          {criteriaChips(entry.query, lang, translate).map((chip) => (
            <Badge
              key={chip.id}
              variant={chip.primary ? 'solid' : 'outline'}
              colorPalette={chip.primary ? 'blue' : 'gray'}
              size="sm"
              whiteSpace="normal"
              lineHeight="short"
              py="0.5"
            >
              {chip.text}
            </Badge>
          ))}
        </Wrap>
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {t('history.results', { count: entry.total, formatted: formatNumber(entry.total, lang) })}
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2" justify="flex-end">
          <Button asChild size="xs" colorPalette="blue">
            <Link to="/query/result" search={params} aria-label={t('history.runAgainLabel', { time })}>
              {t('history.runAgain')}
            </Link>
          </Button>
          <Button asChild size="xs" variant="outline">
            <Link to="/query/queryEdit" search={params} aria-label={t('history.editLabel', { time })}>
              {t('history.edit')}
            </Link>
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  )
}
