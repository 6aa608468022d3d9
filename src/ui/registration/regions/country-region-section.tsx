import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '../../../state/root'
import type { CountryOption } from './country-options'
import { CountryRow } from './country-row'

export interface CountryRegionSectionProps {
  name: string
  /** The region's options shown (after the search). */
  options: readonly CountryOption[]
  selected: ReadonlySet<string>
  lang: Lang
  money: (cny: number) => string
  onToggle: (code: string) => void
  /** Adds (true) or removes (false) every option shown in the region. */
  onSetAll: (codes: string[], on: boolean) => void
}

/** One region of the list: its name, how many are chosen, select all / clear, and its countries. */
export const CountryRegionSection = memo(function CountryRegionSection({
  name,
  options,
  selected,
  lang,
  money,
  onToggle,
  onSetAll,
}: CountryRegionSectionProps) {
  const { t } = useTranslation('regRegions')
  const codes = options.map((o) => o.code)
  const chosen = codes.filter((c) => selected.has(c)).length
  return (
    <section className="cr-region" aria-label={name}>
      <div className="cr-region-head">
        <span className="cr-region-name">{name}</span>
        <span className="cr-region-count">
          {t('countries.regionCount', { selected: chosen, total: codes.length })}
        </span>
        <button
          type="button"
          disabled={chosen === codes.length}
          aria-label={t('countries.selectRegionLabel', { region: name })}
          onClick={() => onSetAll(codes, true)}
        >
          {t('countries.selectRegion')}
        </button>
        <button
          type="button"
          disabled={chosen === 0}
          aria-label={t('countries.clearRegionLabel', { region: name })}
          onClick={() => onSetAll(codes, false)}
        >
          {t('countries.clearRegion')}
        </button>
      </div>
      <div className="cr-grid">
        {options.map((o) => (
          <CountryRow
            key={o.code}
            option={o}
            checked={selected.has(o.code)}
            lang={lang}
            money={money}
            onToggle={onToggle}
          />
        ))}
      </div>
    </section>
  )
})
