import { Button } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { COMBINED_STATUSES, DEFAULT_QUERY_STATUSES } from '../../../domain/trademark-status'
import { useRootState } from '../../../state/root'
import { CheckGroup } from './check-group'

export interface StatusFieldProps {
  value: readonly number[]
  onChange: (value: number[]) => void
  testId: string
}

const ALL_STATUSES = [...new Set(COMBINED_STATUSES.flatMap((s) => s.ids))]

/**
 * The §4 statuses, one box per state: a state known under a China id and another-country id (registered 1
 * and 10, …) is one box. Default: China's 1–7.
 */
export function StatusField({ value, onChange, testId }: StatusFieldProps) {
  const { t } = useTranslation('search')
  const { lang } = useRootState()
  const options = COMBINED_STATUSES.map((status) => ({
    value: status.ids.join('-'),
    label: lang === 'en' ? status.en : status.zh,
  }))
  const idsOf = (key: string) => key.split('-').map(Number)
  return (
    <CheckGroup
      legend={t('fields.status')}
      options={options}
      isChecked={(key) => idsOf(key).some((id) => value.includes(id))}
      onToggle={(key, checked) => {
        const ids = idsOf(key)
        const rest = value.filter((id) => !ids.includes(id))
        // Keep the order of the default list so an untouched selection still reads as the default.
        onChange(
          checked
            ? ALL_STATUSES.filter((id) => rest.includes(id) || ids.includes(id)).sort((a, b) => a - b)
            : rest,
        )
      }}
      actions={
        <>
          <Button size="xs" variant="ghost" onClick={() => onChange([...DEFAULT_QUERY_STATUSES])}>
            {t('status.selectDefault')}
          </Button>
          <Button size="xs" variant="ghost" onClick={() => onChange([...ALL_STATUSES].sort((a, b) => a - b))}>
            {t('status.selectAll')}
          </Button>
        </>
      }
      testId={testId}
    />
  )
}
