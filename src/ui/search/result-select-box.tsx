import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'

export interface ResultSelectBoxProps {
  /** Position of the mark in the whole result, 1-based. */
  number: number
  name: string
  checked: boolean
  onToggle?: () => void
}

const NUMBER: CSSProperties = { fontVariantNumeric: 'tabular-nums' }
const LABEL: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer' }
const BOX: CSSProperties = {
  width: 14,
  height: 14,
  margin: 0,
  accentColor: 'var(--chakra-colors-blue-solid)',
}

/**
 * A result number that doubles as the mark's selection checkbox (for export and monitoring). A native
 * checkbox: a page shows 56 of them, and the number is its label, so clicking either ticks it.
 */
export function ResultSelectBox({ number, name, checked, onToggle }: ResultSelectBoxProps) {
  const { t } = useTranslation('searchResults')
  if (!onToggle) {
    return (
      <span data-testid="result-number" style={NUMBER}>
        {number}
      </span>
    )
  }
  return (
    <label style={LABEL}>
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        style={BOX}
        aria-label={t('selection.selectMark', { number, name })}
      />
      <span data-testid="result-number" style={NUMBER}>
        {number}
      </span>
    </label>
  )
}
