import { useTranslation } from 'react-i18next'
import type { Coupon } from '../../api/schemas/benefits'
import { EXPIRING_SOON_DAYS, type CouponProblem } from '../../domain/coupon-rules'
import { formatMoney } from '../../domain/currency'
import { formatDate } from '../../domain/format'
import { productTypeName } from '../../domain/product-types'
import { useRootState } from '../../state/root'
import { useQuote } from './price'

/** The words of a coupon's terms in the current language, amounts in the header's quote currency. */
export function useCouponText() {
  const { t } = useTranslation('benefits')
  const { lang } = useRootState()
  const { currency, toQuote } = useQuote()
  const money = (cny: number) => formatMoney(toQuote(cny), currency, lang)
  const names = (ids: readonly number[]) => {
    // 0 and 1 are both mainland registration and display the same; list each name once.
    const unique = [...new Set(ids.map((id) => productTypeName(id)?.[lang === 'en' ? 'en' : 'zh']))]
    return unique.filter(Boolean).join(lang === 'en' ? ', ' : '、')
  }
  return {
    money,
    date: (iso: string) => formatDate(iso, lang),
    kind: (coupon: Pick<Coupon, 'kind'>) => t(`kind.${coupon.kind}`),
    minSpend: (coupon: Pick<Coupon, 'minSpend'>) =>
      coupon.minSpend > 0 ? t('minSpend', { amount: money(coupon.minSpend) }) : t('noMinSpend'),
    services: (coupon: Pick<Coupon, 'productTypes'>) =>
      coupon.productTypes.length === 0 ? t('allServices') : names(coupon.productTypes),
    validity: (coupon: Pick<Coupon, 'validFrom' | 'validUntil'>) =>
      t('validity', { from: formatDate(coupon.validFrom, lang), until: formatDate(coupon.validUntil, lang) }),
    /** The warning for a valid coupon ending within EXPIRING_SOON_DAYS, else ''. */
    expiresSoon: (coupon: Pick<Coupon, 'daysLeft'>) =>
      coupon.daysLeft === null || coupon.daysLeft > EXPIRING_SOON_DAYS
        ? ''
        : coupon.daysLeft === 0
          ? t('expiresToday')
          : t('expiresIn', { count: coupon.daysLeft }),
    problem: (problem: CouponProblem | null) => (problem ? t(`problem.${problem}`) : ''),
  }
}
