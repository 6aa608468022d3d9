import { Table } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface RecordColumn<T> {
  key: string
  header: string
  /** Names and results get room to wrap in. */
  wide?: boolean
  /** Numbers and dates stay on one line. */
  nowrap?: boolean
  cell: (row: T) => ReactNode
}

/** The list layout of a mark's judgements, court notices and review decisions: one row per record. */
export function RecordTable<T extends { id: string }>({
  rows,
  columns,
  testId,
  rowTestId,
}: {
  rows: readonly T[]
  columns: readonly RecordColumn<T>[]
  testId: string
  rowTestId: string
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" striped data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} minW={c.wide ? '48' : undefined}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid={rowTestId} data-id={row.id} verticalAlign="top">
              {columns.map((c) => (
                <Table.Cell key={c.key} whiteSpace={c.nowrap ? 'nowrap' : 'normal'}>
                  {c.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
