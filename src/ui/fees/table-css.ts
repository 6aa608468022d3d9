/**
 * Styles of the fee tables, written once on the table: the price lists run to 60+ rows, and a styled component
 * per cell is what made long tables slow elsewhere (src/ui/search/result-table.tsx).
 */
export const FEE_TABLE_CSS = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': {
    textAlign: 'start',
    fontWeight: 'semibold',
    bg: 'bg.muted',
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    whiteSpace: 'nowrap',
  },
  '& td': { px: '3', py: '1.5', borderBottomWidth: '1px', verticalAlign: 'top' },
  '& .num': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .muted': { color: 'fg.muted' },
  '& .name': { fontWeight: 'medium' },
  '& .group-start td': { borderTopWidth: '2px' },
  '& tfoot td': { fontWeight: 'semibold', bg: 'bg.subtle' },
  '@media print': { fontSize: '10pt', '& th': { bg: 'transparent' } },
} as const
