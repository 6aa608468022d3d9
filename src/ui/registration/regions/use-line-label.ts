import { useTranslation } from 'react-i18next'
import type { FeeLine } from '../../../domain/pricing'
import { jurisdictionName } from '../../../domain/registration/jurisdictions'
import { FAIR_FEE_RATE, stairRate } from '../../../domain/registration/price'
import { useRootState } from '../../../state/root'

const percent = (rate: number) => Math.round(rate * 1000) / 10

/** The words of a fee line of the registration price: what it is for, with its class, country and count. */
export function useLineLabel(): (line: FeeLine) => string {
  const { t } = useTranslation('regRegions')
  const { lang } = useRootState()
  const withClass = (text: string, classNo?: string) =>
    classNo ? `${text} · ${t('lines.classNo', { no: classNo })}` : text
  return (line) => {
    const count = line.quantity
    switch (line.kind) {
      case 'firstClass':
        return withClass(t('lines.firstClass'), line.classNo)
      case 'extraClass':
        return t('lines.extraClass', { count })
      case 'excessItems':
        return withClass(t('lines.excessItems', { count }), line.classNo)
      case 'country':
        return t('lines.country', {
          count,
          country: line.country ? jurisdictionName(line.country, lang) : '',
        })
      case 'supplementaryFee':
        return t('lines.supplementaryFee', { count })
      case 'bankCharges':
        return t('lines.bankCharges', { count })
      case 'fairFee':
        return t('lines.fairFee', { rate: percent(FAIR_FEE_RATE) })
      case 'stairDiscount':
        return t('lines.stairDiscount', { count, rate: percent(stairRate(count)) })
      case 'priority':
      case 'case':
      case 'grace':
      case 'basicFee':
      case 'handling':
        return t(`lines.${line.kind}`)
    }
  }
}
