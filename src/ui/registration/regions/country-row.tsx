import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '../../../state/root'
import type { CountryOption } from './country-options'

export interface CountryRowProps {
  option: CountryOption
  checked: boolean
  lang: Lang
  money: (cny: number) => string
  onToggle: (code: string) => void
}

/** One country of the list: a checkbox with its name, price for one class and what is special about it. */
export const CountryRow = memo(function CountryRow({
  option: o,
  checked,
  lang,
  money,
  onToggle,
}: CountryRowProps) {
  const { t } = useTranslation('regRegions')
  const name = lang === 'en' ? o.en : o.zh
  const covers = o.covers.map((c) => (lang === 'en' ? c.en : c.zh))
  return (
    <label className="cr-row" data-checked={checked || undefined} data-testid={`country-${o.code}`}>
      <input type="checkbox" checked={checked} onChange={() => onToggle(o.code)} />
      <span className="cr-body">
        <span className="cr-head">
          <span className="cr-name">{name}</span>
          <span className="cr-code">{o.code}</span>
          {o.madrid ? (
            <span className={`cr-tag ${o.madrid.kind}`}>{t(`countries.${o.madrid.kind}`)}</span>
          ) : null}
          {o.approximate ? (
            <span className="cr-tag" title={t('countries.approximateHint')}>
              {t('countries.approximate')}
            </span>
          ) : null}
        </span>
        <span className="cr-price">{t('countries.price', { amount: money(o.priceCny) })}</span>
        <span className="cr-muted">{t('countries.nextClass', { amount: money(o.nextClassCny) })}</span>
        {o.madrid ? (
          <span className="cr-muted">{t('countries.madridFee', { amount: o.madrid.officialChf })}</span>
        ) : null}
        {o.months ? (
          <span className="cr-muted">{t('countries.months', { min: o.months[0], max: o.months[1] })}</span>
        ) : null}
        {covers.length > 0 ? (
          <span className="cr-muted cr-covers" title={covers.join(lang === 'en' ? ', ' : '、')}>
            {t('countries.covers', { names: covers.join(lang === 'en' ? ', ' : '、') })}
          </span>
        ) : null}
        {o.useDeclaration ? <span className="cr-warn">{t('countries.declaration')}</span> : null}
      </span>
    </label>
  )
})
