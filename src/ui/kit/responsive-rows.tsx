import { Box, Table, useChakraContext } from '@chakra-ui/react'
import { Fragment, useCallback, useSyncExternalStore, type ReactNode } from 'react'

/** How a list of rows is drawn: a table from the `md` breakpoint up, one card per row below it. */
export type RowsLayout = 'table' | 'cards'

/**
 * What a column is in a card: the `title` (the identifying number) and the `status` badge head the card, the
 * `select` checkbox sits before the title, an `amount` is a prominent fact, `actions` go to the card's foot;
 * the rest are label/value facts.
 */
export type RowColumnRole = 'title' | 'status' | 'select' | 'amount' | 'actions'

export interface RowColumn<T> {
  id: string
  /** The column heading, and the label of the value in a card. */
  header: ReactNode
  /** The label in a card when the heading is not plain text (e.g. visually hidden); defaults to `header`. */
  label?: ReactNode
  /** A row's value, written once for both layouts. */
  cell: (row: T) => ReactNode
  role?: RowColumnRole
  /** Figures line up at the end of a table column. */
  align?: 'end'
  /** The table cell (and its heading) stays on one line. */
  nowrap?: boolean
  /** Monospaced (numbers). */
  mono?: boolean
  /** More class names of the table cell and the card value (the caller's styles in `css`). */
  className?: string
  /** A test id on the table cell and on the card value alike. */
  testId?: string
  /** The heading's width in a table (a checkbox column). */
  width?: string
}

/** Data attributes, test id and class of a row, put on the table row and on the card alike. */
export type RowAttributes = Record<`data-${string}`, string | undefined> & { className?: string }

/**
 * Whether the screen is `md` or wider, from Chakra's own breakpoint, read on the first render (no flash of the
 * other layout). Without `matchMedia` (jsdom) it is the table.
 */
export function useRowsLayout(): RowsLayout {
  const system = useChakraContext()
  const md = system.token('breakpoints.md', '48rem')
  const query = `(min-width: ${md})`
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const wide = useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches,
    () => true,
  )
  return wide ? 'table' : 'cards'
}

const cellClass = (c: RowColumn<unknown>) =>
  [c.align === 'end' && 'rr-end', c.nowrap && 'rr-nowrap', c.mono && 'rr-mono', c.className]
    .filter(Boolean)
    .join(' ') || undefined

export interface ResponsiveRowProps<T> {
  layout: RowsLayout
  row: T
  columns: readonly RowColumn<T>[]
  attributes?: RowAttributes
  /** Drawn inside a card after its facts (child rows); in a table the caller gives table rows after this one. */
  children?: ReactNode
}

/** One row: a table row of its cells, or a card headed by its title and status, facts, then actions. */
export function ResponsiveRow<T>({ layout, row, columns, attributes, children }: ResponsiveRowProps<T>) {
  const cols = columns as readonly RowColumn<unknown>[]
  if (layout === 'table') {
    return (
      <tr {...attributes}>
        {cols.map((c) => (
          <td key={c.id} className={cellClass(c)} data-testid={c.testId}>
            {c.cell(row)}
          </td>
        ))}
      </tr>
    )
  }
  // Each cell drawn once; a card leaves out an empty one (a table keeps the empty cell).
  const filled = cols
    .map((c) => [c, c.cell(row)] as const)
    .filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false)
  const of = (role: RowColumnRole) => filled.filter(([c]) => c.role === role)
  const facts = filled.filter(([c]) => !c.role || c.role === 'amount')
  const actions = of('actions')
  const value = ([c, v]: readonly [RowColumn<unknown>, ReactNode], extra?: string) => (
    <div
      key={c.id}
      className={[cellClass(c), extra].filter(Boolean).join(' ') || undefined}
      data-testid={c.testId}
    >
      {v}
    </div>
  )
  const card = (
    <>
      <div className="rr-head">
        {of('select').map((f) => value(f, 'rr-select'))}
        {of('title').map((f) => value(f, 'rr-title'))}
        {of('status').map((f) => value(f, 'rr-status'))}
      </div>
      <dl className="rr-facts">
        {facts.map(([c, v]) => (
          <div key={c.id} className={c.role === 'amount' ? 'rr-fact rr-amount' : 'rr-fact'}>
            <dt>{c.label ?? c.header}</dt>
            <dd className={cellClass(c)} data-testid={c.testId}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
      {children}
      {actions.length > 0 ? <div className="rr-actions">{actions.map((f) => value(f))}</div> : null}
    </>
  )
  return (
    <li {...attributes} className={['rr-card', attributes?.className].filter(Boolean).join(' ')}>
      {card}
    </li>
  )
}

/** A line of text in place of rows (loading, failed), across the table or in the card. */
export function ResponsiveRowNote({
  layout,
  span,
  className,
  children,
}: {
  layout: RowsLayout
  span: number
  className?: string
  children: ReactNode
}) {
  if (layout === 'table') {
    return (
      <tr className={className}>
        <td colSpan={span}>{children}</td>
      </tr>
    )
  }
  return <li className={['rr-note', className].filter(Boolean).join(' ')}>{children}</li>
}

/** The kit's own look of both layouts; a caller's `css` comes after it and may restyle either. */
const BASE_CSS = {
  '& td': { px: '2', py: '2', borderBottomWidth: '1px', textAlign: 'start', verticalAlign: 'middle' },
  '& .rr-end': { textAlign: 'end' },
  '& .rr-nowrap': { whiteSpace: 'nowrap' },
  '& .rr-mono': { fontFamily: 'mono' },
  // Cards.
  '&[data-layout=cards]': {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
  },
  '& .rr-card': {
    borderWidth: '1px',
    rounded: 'md',
    bg: 'bg',
    p: '3',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    minWidth: 0,
  },
  '& .rr-card .rr-card': { bg: 'bg.subtle' },
  '& .rr-card > ul': { listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: '2' },
  '& .rr-head': { display: 'flex', alignItems: 'flex-start', gap: '2', flexWrap: 'wrap' },
  '& .rr-select': { flexShrink: 0, pt: '0.5' },
  '& .rr-title': { flex: '1 1 auto', minWidth: 0, fontWeight: 'semibold', overflowWrap: 'anywhere' },
  '& .rr-status': { flexShrink: 0, ms: 'auto', textAlign: 'end' },
  '& .rr-facts': {
    display: 'grid',
    gridTemplateColumns: 'minmax(5rem, max-content) 1fr',
    columnGap: '3',
    rowGap: '1',
    m: 0,
    fontSize: 'sm',
  },
  '& .rr-fact': { display: 'contents' },
  '& .rr-fact dt': { color: 'fg.muted' },
  '& .rr-fact dd': { m: 0, minWidth: 0, textAlign: 'start', overflowWrap: 'anywhere' },
  '& .rr-amount dd': { fontSize: 'md', fontWeight: 'semibold' },
  '& .rr-actions': { borderTopWidth: '1px', pt: '2' },
  '& .rr-actions > div': { display: 'flex', flexWrap: 'wrap', gap: '2', width: 'auto' },
  // Buttons share the card's width and are big enough for a thumb.
  '& .rr-actions > div > *': {
    flex: '1 1 auto',
    minHeight: '9',
    textAlign: 'center',
    justifyContent: 'center',
  },
  '& .rr-note': { color: 'fg.muted', fontSize: 'sm' },
} as const

export interface ResponsiveRowsProps<T> {
  rows: readonly T[]
  rowKey: (row: T) => string
  columns: readonly RowColumn<T>[]
  /** Data attributes and test id of each row (the same on a table row and on a card). */
  rowAttributes?: (row: T) => RowAttributes
  /** Drawn after a row: table rows in a table, content inside its card (child orders). */
  after?: (row: T, layout: RowsLayout) => ReactNode
  /** On the table or the list of cards; `data-layout` says which is drawn. */
  testId: string
  /** More styles of both layouts (class names the cells use). */
  css?: Record<string, unknown>
  /** The table's frame and header (a long list keeps its header in view). */
  framed?: boolean
  stickyHeader?: boolean
  /** The layout, when the caller has already asked `useRowsLayout`. */
  layout?: RowsLayout
}

/**
 * Rows of one page written once as columns: a table from `md` up and one card per row below it. Only one of
 * the two is rendered (a long list is not drawn twice, and each test id and accessible name exists once).
 */
export function ResponsiveRows<T>(props: ResponsiveRowsProps<T>) {
  const asked = useRowsLayout()
  const layout = props.layout ?? asked
  const { rows, rowKey, columns, rowAttributes, after, testId, css, framed, stickyHeader } = props
  const styles = { ...BASE_CSS, ...css }
  const body = rows.map((row) => (
    <Fragment key={rowKey(row)}>
      {layout === 'table' ? (
        <>
          <ResponsiveRow layout="table" row={row} columns={columns} attributes={rowAttributes?.(row)} />
          {after?.(row, 'table')}
        </>
      ) : (
        <ResponsiveRow layout="cards" row={row} columns={columns} attributes={rowAttributes?.(row)}>
          {after?.(row, 'cards')}
        </ResponsiveRow>
      )}
    </Fragment>
  ))

  if (layout === 'cards') {
    return (
      <Box as="ul" css={styles} data-testid={testId} data-layout="cards">
        {body}
      </Box>
    )
  }
  return (
    <Table.ScrollArea borderWidth={framed ? '1px' : undefined} borderRadius={framed ? 'md' : undefined}>
      <Table.Root size="sm" stickyHeader={stickyHeader} css={styles} data-testid={testId} data-layout="table">
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader
                key={c.id}
                width={c.width}
                textAlign={c.align}
                whiteSpace={c.nowrap ? 'nowrap' : undefined}
              >
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{body}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
