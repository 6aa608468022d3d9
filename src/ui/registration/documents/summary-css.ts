/** Styles of the summary's tables and fact lists, written once per table (goods lists run long). */
export const SUMMARY_TABLE_CSS = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': {
    textAlign: 'start',
    fontWeight: 'semibold',
    bg: 'bg.muted',
    px: '2',
    py: '1.5',
    borderBottomWidth: '1px',
    whiteSpace: 'nowrap',
  },
  '& td': { px: '2', py: '1.5', borderBottomWidth: '1px', verticalAlign: 'top' },
  '& .num': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .code': { fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' },
  '& .muted': { color: 'fg.muted' },
  '& .bad': { color: 'fg.error' },
  '& .warn': { color: 'orange.fg' },
  '& tfoot td': { fontWeight: 'semibold' },
  '& tr': { breakInside: 'avoid' },
  '@media print': { fontSize: '9pt', '& th': { bg: 'transparent' } },
} as const

/** Hidden on paper: buttons and other controls. */
export const NO_PRINT = { '@media print': { display: 'none' } } as const
