import { Checkbox } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export interface ResultSelectBoxProps {
  /** Position of the mark in the whole result, 1-based. */
  number: number
  name: string
  checked: boolean
  onToggle?: () => void
}

/** A result number that doubles as the mark's selection checkbox (for export and monitoring). */
export function ResultSelectBox({ number, name, checked, onToggle }: ResultSelectBoxProps) {
  const { t } = useTranslation('searchResults')
  if (!onToggle) {
    return (
      <span data-testid="result-number" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {number}
      </span>
    )
  }
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={onToggle} colorPalette="blue">
      <Checkbox.HiddenInput aria-label={t('selection.selectMark', { number, name })} />
      <Checkbox.Control />
      <Checkbox.Label data-testid="result-number" fontVariantNumeric="tabular-nums" fontWeight="normal">
        {number}
      </Checkbox.Label>
    </Checkbox.Root>
  )
}
