import { Checkbox, Table, Text } from '@chakra-ui/react'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SearchResultItem } from '../../api/schemas/search-shared'
import { formatDate } from '../../domain/format'
import { useRootState, type Lang } from '../../state/root'
import { useFirstScreen } from '../kit/use-first-screen'
import { MarkImage } from './mark-image'
import { MatchReasonTag } from './match-reason-tag'
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

/**
 * The cells' inner styles, once for the table: a page has 56 rows of 11 cells, and a styled component per
 * line of text made a new page take most of a second to draw.
 */
const CELLS = {
  // Rows and cells are plain tr/td: the table recipe's line, striped and sm cell styles, written once here.
  '& tbody tr': { bg: 'bg' },
  '& tbody tr:nth-of-type(odd) td': { bg: 'bg.muted' },
  '& tbody td': { px: '2', py: '2', borderBottomWidth: '1px', textAlign: 'start', verticalAlign: 'top' },
  '& .rt-numbers': { whiteSpace: 'nowrap', fontFamily: 'mono', fontSize: 'xs' },
  '& .rt-numbers > div + div': { marginTop: '0.5' },
  '& .rt-nowrap': { whiteSpace: 'nowrap' },
  '& .rt-muted': { color: 'fg.muted' },
  '& .rt-subtle': { color: 'fg.subtle' },
  '& .rt-clamp': { lineClamp: 2 },
  '& .rt-classes': { display: 'flex', flexWrap: 'wrap', gap: '1', maxWidth: '24' },
  '& .rt-classes > span': { fontFamily: 'mono', fontSize: 'xs', px: '1', bg: 'bg.muted', rounded: 'sm' },
} as const

/** A page of marks as a dense table: every field of a §3 search result, one row per mark. */
export const ResultTable = memo(function ResultTable({
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
  const ids = items.map((item) => item.id)
  const picked = ids.filter((id) => selected?.has(id)).length
  const drawn = useFirstScreen(items.length)
  const allState = picked === 0 ? false : picked === ids.length ? true : 'indeterminate'
  const header = (field: ResultSortField, label: string) => (
    <SortHeader field={field} label={label} sort={sort} onSort={onSort} />
  )

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" striped stickyHeader css={CELLS} data-testid="result-table">
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
          {items.slice(0, drawn).map((item, k) => (
            <ResultTableRow
              key={item.id}
              item={item}
              number={firstNumber + k}
              checked={selected?.has(item.id) ?? false}
              onToggle={onToggle}
              detailLink={detailLink}
              lang={lang}
              first={k < 8}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
})

interface ResultTableRowProps {
  item: SearchResultItem
  number: number
  checked: boolean
  onToggle?: (id: string) => void
  detailLink?: (item: SearchResultItem) => ReactNode
  lang: Lang
  /** On the first screen: its specimen loads at once rather than when scrolled to. */
  first: boolean
}

/** One mark; memoised, so ticking a mark or a phase change of the page re-renders only what changed. */
const ResultTableRow = memo(function ResultTableRow({
  item,
  number,
  checked,
  onToggle,
  detailLink,
  lang,
  first,
}: ResultTableRowProps) {
  const { t } = useTranslation('searchResults')
  const en = lang === 'en'
  const date = (value: string | null) => (value ? formatDate(value, lang) : '—')
  const applicant = (en ? item.applicantEn : item.applicantZh) || item.applicantZh
  const agent = (en ? item.agentEn : item.agentZh) || item.agentZh
  return (
    <tr data-testid="result-row" data-id={item.id}>
      <td>
        <ResultSelectBox
          number={number}
          name={item.name}
          checked={checked}
          onToggle={onToggle && (() => onToggle(item.id))}
        />
      </td>
      <td>
        <MarkImage src={item.imageUrl} alt={item.name || t('item.figurative')} size={48} eager={first} />
      </td>
      <td>{detailLink ? detailLink(item) : <ResultNameLink item={item} />}</td>
      <td className="rt-numbers">
        <div title={t('columns.applicationNo')} data-testid="application-no">
          {item.applicationNo}
        </div>
        <div title={t('columns.registrationNo')} className="rt-muted">
          {item.registrationNo || '—'}
        </div>
      </td>
      <td>
        <div className="rt-classes">
          {item.classes.map((no) => (
            <span key={no}>{no}</span>
          ))}
        </div>
      </td>
      <td>
        <div className="rt-clamp">{applicant}</div>
      </td>
      <td className="rt-nowrap">
        <div data-testid="filing-date">{date(item.filingDate)}</div>
        <div className="rt-muted" title={t('columns.publicationDate')}>
          {date(item.publicationDate)}
        </div>
      </td>
      <td className="rt-nowrap">
        <div data-testid="registration-date">{date(item.registrationDate)}</div>
        <div className="rt-muted" title={t('columns.expiryDate')}>
          {date(item.expiryDate)}
        </div>
      </td>
      <td>
        <div className={agent ? 'rt-clamp' : 'rt-clamp rt-subtle'}>{agent || '—'}</div>
      </td>
      <td>
        <SimilarityBadge level={item.similarity} />
        <MatchReasonTag reason={item.matchReason} />
      </td>
      <td>
        <MarkStatusBadge status={item.status} />
      </td>
    </tr>
  )
})
