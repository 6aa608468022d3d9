import { Box, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SearchResultItem } from '../../api/schemas/search-shared'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { MarkImage } from './mark-image'
import { MarkStatusBadge } from './mark-status-badge'
import { ResultNameLink } from './result-name-link'
import { ResultSelectBox } from './result-select-box'
import type { ResultSort, ResultSortField } from './result-sort'
import { SimilarityBadge } from './similarity-badge'
import { SortHeader } from './sort-header'

export interface ResultTableProps {
  items: SearchResultItem[]
  /** Selected mark ids; with `onToggle` the result numbers become checkboxes. */
  selected?: ReadonlySet<string>
  onToggle?: (id: string) => void
  onToggleAll?: (ids: string[], on: boolean) => void
  sort?: ResultSort
  /** Makes the sortable column headers buttons. */
  onSort?: (sort: ResultSort) => void
  /** Renders the name cell; by default the name links to /query/detail. */
  detailLink?: (item: SearchResultItem) => ReactNode
  /** Result number of the first item (page offset + 1). */
  firstNumber?: number
}

/** A page of marks as a dense table: every field of a §3 search result, one row per mark. */
export function ResultTable({
  items,
  selected,
  onToggle,
  onToggleAll,
  sort,
  onSort,
  detailLink,
  firstNumber = 1,
}: ResultTableProps) {
  const { t } = useTranslation('searchResults')
  const { lang } = useRootState()
  const en = lang === 'en'
  const ids = items.map((item) => item.id)
  const picked = ids.filter((id) => selected?.has(id)).length
  const allState = picked === 0 ? false : picked === ids.length ? true : 'indeterminate'
  const date = (value: string | null) => (value ? formatDate(value, lang) : '—')
  const header = (field: ResultSortField, label: string) => (
    <SortHeader field={field} label={label} sort={sort} onSort={onSort} />
  )

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" striped stickyHeader data-testid="result-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="16">
              {onToggleAll ? (
                <Checkbox.Root
                  size="sm"
                  colorPalette="blue"
                  checked={allState}
                  onCheckedChange={(e) => onToggleAll(ids, e.checked === true)}
                  data-testid="select-page"
                >
                  <Checkbox.HiddenInput aria-label={t('selection.selectPage')} />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="semibold">{t('columns.number')}</Checkbox.Label>
                </Checkbox.Root>
              ) : (
                t('columns.number')
              )}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.image')}</Table.ColumnHeader>
            <Table.ColumnHeader minWidth="32">{t('columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{header('applicationNumber', t('columns.numbers'))}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.classes')}</Table.ColumnHeader>
            <Table.ColumnHeader minWidth="40">{t('columns.applicant')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              {header('filingDate', t('columns.filingDate'))}
              <Text fontWeight="normal" color="fg.muted">
                {t('columns.publicationDate')}
              </Text>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              {header('registrationDate', t('columns.registrationDate'))}
              <Text fontWeight="normal" color="fg.muted">
                {t('columns.expiryDate')}
              </Text>
            </Table.ColumnHeader>
            <Table.ColumnHeader minWidth="32">{t('columns.agent')}</Table.ColumnHeader>
            <Table.ColumnHeader>{header('similarity', t('columns.similarity'))}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item, k) => {
            const applicant = (en ? item.applicantEn : item.applicantZh) || item.applicantZh
            const agent = (en ? item.agentEn : item.agentZh) || item.agentZh
            return (
              <Table.Row key={item.id} data-testid="result-row" data-id={item.id} verticalAlign="top">
                <Table.Cell>
                  <ResultSelectBox
                    number={firstNumber + k}
                    name={item.name}
                    checked={selected?.has(item.id) ?? false}
                    onToggle={onToggle && (() => onToggle(item.id))}
                  />
                </Table.Cell>
                <Table.Cell>
                  <MarkImage src={item.imageUrl} alt={item.name || t('item.figurative')} size={48} />
                </Table.Cell>
                <Table.Cell>{detailLink ? detailLink(item) : <ResultNameLink item={item} />}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" fontFamily="mono" fontSize="xs">
                  <Stack gap="0.5">
                    <Text title={t('columns.applicationNo')} data-testid="application-no">
                      {item.applicationNo}
                    </Text>
                    <Text title={t('columns.registrationNo')} color="fg.muted">
                      {item.registrationNo || '—'}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" wrap="wrap" maxWidth="24">
                    {item.classes.map((no) => (
                      <Box
                        key={no}
                        as="span"
                        fontFamily="mono"
                        fontSize="xs"
                        px="1"
                        bg="bg.muted"
                        rounded="sm"
                      >
                        {no}
                      </Box>
                    ))}
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <Text lineClamp={2}>{applicant}</Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Text data-testid="filing-date">{date(item.filingDate)}</Text>
                  <Text color="fg.muted" title={t('columns.publicationDate')}>
                    {date(item.publicationDate)}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Text data-testid="registration-date">{date(item.registrationDate)}</Text>
                  <Text color="fg.muted" title={t('columns.expiryDate')}>
                    {date(item.expiryDate)}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Text lineClamp={2} color={agent ? undefined : 'fg.subtle'}>
                    {agent || '—'}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <SimilarityBadge level={item.similarity} />
                </Table.Cell>
                <Table.Cell>
                  <MarkStatusBadge status={item.status} />
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
