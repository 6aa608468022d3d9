import { useTranslation } from 'react-i18next'
import type { TrademarkFeeItem } from '../../api/schemas/fees'

type LineKind = TrademarkFeeItem['lines'][number]['kind']

/** The words for a fee line: what one unit of it is (the first class, each further class, each extra item…). */
export function useLineLabel(): (kind: LineKind, itemLimit: number | null) => string {
  const { t } = useTranslation('fees')
  return (kind, itemLimit) => {
    switch (kind) {
      case 'firstClass':
        return itemLimit === null ? t('lines.firstClass') : t('lines.firstClassLimit', { limit: itemLimit })
      case 'extraClass':
        return t('lines.extraClass')
      case 'excessItems':
        return t('lines.excessItems', { limit: itemLimit ?? 0 })
      case 'priority':
        return t('lines.priority')
      case 'grace':
        return t('lines.grace')
      case 'case':
        return t('lines.case')
    }
  }
}
