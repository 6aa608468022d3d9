import { Table, VisuallyHidden, type TableRowProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { CheckBox } from './check-box'

export interface SelectTableColumn {
  label: string
  /** The heading stays on one line (a short figure column). */
  nowrap?: boolean
}

export interface SelectTableProps<T> {
  rows: readonly T[]
  /** The id that `selected` holds for a row. */
  rowId: (row: T) => string
  selected: ReadonlySet<string>
  onToggle: (row: T, on: boolean) => void
  /** Selects or clears every row on the page. */
  onTogglePage: (on: boolean) => void
  /** The hidden label of the page's checkbox and of each row's. */
  selectPageLabel: string
  selectLabel: (row: T) => string
  /** The headings after the checkbox column, in the order `cells` draws them. */
  columns: readonly SelectTableColumn[]
  /** A row's cells after its checkbox. */
  cells: (row: T) => ReactNode
  /** More props of a row (data attributes, alignment). */
  rowProps?: (row: T) => TableRowProps
  testId: string
  rowTestId: string
  selectPageTestId?: string
  selectTestId?: string
}

/**
 * A small table of one page of rows, each with a checkbox to choose it (for a zip, a batch action), and one
 * at the head to choose or clear the whole page.
 */
export function SelectTable<T>({
  rows,
  rowId,
  selected,
  onToggle,
  onTogglePage,
  selectPageLabel,
  selectLabel,
  columns,
  cells,
  rowProps,
  testId,
  rowTestId,
  selectPageTestId,
  selectTestId,
}: SelectTableProps<T>) {
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(rowId(r)))
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="10">
              <CheckBox size="sm" checked={allOnPage} onChange={onTogglePage} testId={selectPageTestId}>
                <VisuallyHidden>{selectPageLabel}</VisuallyHidden>
              </CheckBox>
            </Table.ColumnHeader>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.label} whiteSpace={c.nowrap ? 'nowrap' : undefined}>
                {c.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const id = rowId(row)
            return (
              <Table.Row key={id} data-testid={rowTestId} {...rowProps?.(row)}>
                <Table.Cell>
                  <CheckBox
                    size="sm"
                    checked={selected.has(id)}
                    onChange={(on) => onToggle(row, on)}
                    testId={selectTestId}
                  >
                    <VisuallyHidden>{selectLabel(row)}</VisuallyHidden>
                  </CheckBox>
                </Table.Cell>
                {cells(row)}
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
