import { Box, chakra } from '@chakra-ui/react'
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { memo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaseRow, CaseSearch, ColumnId } from '../../../domain/cases/case-query'
import { CaseCell, type CellContext } from './case-cells'

export interface CaseTableProps {
  rows: readonly CaseRow[]
  columns: readonly ColumnId[]
  columnName: (column: ColumnId) => string
  search: CaseSearch
  onSort: (column: ColumnId) => void
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
  onToggleAll: () => void
  ctx: CellContext
}

const ROW_HEIGHT = 52
const NO_LAYOUT = { width: 1200, height: 640 }
const WIDTH: Partial<Record<string, string>> = {
  markName: '14rem',
  office: '7rem',
  numbers: '9rem',
  classes: '6rem',
  applicant: '14rem',
  status: '8rem',
  nextDeadline: '11rem',
  assignee: '7rem',
  labels: '11rem',
  reference: '8rem',
}

const Th = chakra('th')
const Td = chakra('td')

const Row = memo(function Row({
  row,
  columns,
  checked,
  onToggle,
  ctx,
  label,
}: {
  row: CaseRow
  columns: readonly ColumnId[]
  checked: boolean
  onToggle: (id: string) => void
  ctx: CellContext
  label: string
}) {
  return (
    <chakra.tr h={`${ROW_HEIGHT}px`} bg={checked ? 'blue.subtle' : undefined} data-testid="case-row">
      <Td px="2" borderBottomWidth="1px">
        <input type="checkbox" checked={checked} onChange={() => onToggle(row.id)} aria-label={label} />
      </Td>
      {columns.map((c) => (
        <Td
          key={c}
          px="2"
          py="1"
          borderBottomWidth="1px"
          fontSize="sm"
          maxW={WIDTH[c] ?? '10rem'}
          overflow="hidden"
        >
          <CaseCell row={row} column={c} ctx={ctx} />
        </Td>
      ))}
    </chakra.tr>
  )
})

/**
 * The cases as a table that renders only the rows in view (a 5,000-case portfolio scrolls smoothly): spacer
 * rows above and below stand for the rest, so the table keeps its semantics for screen readers.
 */
export function CaseTable({
  rows,
  columns,
  columnName,
  search,
  onSort,
  selected,
  onToggle,
  onToggleAll,
  ctx,
}: CaseTableProps) {
  const { t } = useTranslation('casesList')
  const scroller = useRef<HTMLDivElement>(null)
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Before layout (the first paint, a test's DOM) the box has no size: assume a window's worth of rows.
    initialRect: NO_LAYOUT,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : NO_LAYOUT)),
  })
  const items = virtual.getVirtualItems()
  const top = items[0]?.start ?? 0
  const bottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0)
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id))
  const sortColumn = search.sort ?? 'nextDeadline'
  return (
    <Box
      ref={scroller}
      maxH="70vh"
      overflow="auto"
      borderWidth="1px"
      rounded="md"
      data-testid="case-table"
      tabIndex={0}
      aria-label={t('table.label')}
      role="region"
    >
      <chakra.table
        w="full"
        css={{ borderCollapse: 'separate', borderSpacing: 0 }}
        aria-rowcount={rows.length + 1}
      >
        <chakra.thead position="sticky" top="0" zIndex="1" bg="bg.muted">
          <tr>
            <Th w="2.5rem" px="2" textAlign="start" borderBottomWidth="1px">
              <input
                type="checkbox"
                checked={allChecked}
                onChange={onToggleAll}
                aria-label={t('table.selectAll', { count: rows.length })}
                data-testid="select-all"
              />
            </Th>
            {columns.map((c) => {
              const sorted = sortColumn === c
              const dir = sorted ? (search.dir ?? 'asc') : undefined
              return (
                <Th
                  key={c}
                  px="2"
                  py="2"
                  textAlign="start"
                  fontSize="sm"
                  fontWeight="semibold"
                  whiteSpace="nowrap"
                  minW={WIDTH[c] ?? '8rem'}
                  borderBottomWidth="1px"
                  aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
                >
                  <chakra.button
                    type="button"
                    onClick={() => onSort(c)}
                    cursor="pointer"
                    _hover={{ color: 'blue.fg' }}
                    data-testid={`sort-${c}`}
                  >
                    {columnName(c)} {dir === 'asc' ? '↑' : dir === 'desc' ? '↓' : ''}
                  </chakra.button>
                </Th>
              )
            })}
          </tr>
        </chakra.thead>
        <tbody>
          {top > 0 ? <tr aria-hidden style={{ height: top }} /> : null}
          {items.map((item) => {
            const row = rows[item.index]!
            return (
              <Row
                key={row.id}
                row={row}
                columns={columns}
                checked={selected.has(row.id)}
                onToggle={onToggle}
                ctx={ctx}
                label={t('table.select', { name: row.markName })}
              />
            )
          })}
          {bottom > 0 ? <tr aria-hidden style={{ height: bottom }} /> : null}
        </tbody>
      </chakra.table>
    </Box>
  )
}
