import { useTranslation } from 'react-i18next'
import { DEGREES, type Degree } from '../../../domain/search-query'
import { CheckGroup } from './check-group'

export interface DegreeFieldProps {
  value: readonly Degree[]
  onChange: (value: Degree[]) => void
  testId: string
}

/** The similarity levels to keep: high, medium, low (all by default). */
export function DegreeField({ value, onChange, testId }: DegreeFieldProps) {
  const { t } = useTranslation('search')
  return (
    <CheckGroup
      legend={t('fields.degree')}
      helper={t('help.degree')}
      options={DEGREES.map((degree) => ({ value: degree, label: t(`degree.${degree}`) }))}
      isChecked={(degree) => value.includes(degree)}
      // At least one level stays: a search keeping no level could only ever be empty.
      onToggle={(degree, checked) => {
        const next = checked
          ? DEGREES.filter((d) => d === degree || value.includes(d))
          : value.filter((d) => d !== degree)
        if (next.length > 0) onChange(next)
      }}
      testId={testId}
    />
  )
}
