import { HStack, NativeSelect } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useRootState } from '../../../state/root'
import type { PortfolioData } from './record-types'
import { statusGroups } from './status-groups'

export interface PortfolioFiltersProps {
  data: NonNullable<PortfolioData>
  /** Status ids joined by commas ('1,10'). */
  status?: string
  cls?: string
  onChange: (filters: { status?: string; cls?: string }) => void
}

/** Status and class filters of a portfolio, each option with its count over the whole portfolio. */
export function PortfolioFilters({ data, status, cls, onChange }: PortfolioFiltersProps) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  return (
    <HStack gap="3">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t('portfolio.statusFilter')}
          data-testid="portfolio-status"
          value={status ?? ''}
          onChange={(e) => onChange({ status: e.target.value || undefined, cls })}
        >
          <option value="">{t('portfolio.allStatuses', { count: data.totalMarks })}</option>
          {statusGroups(data.byStatus).map((g) => (
            <option key={g.value} value={g.value}>
              {t('portfolio.option', { label: lang === 'en' ? g.label.en : g.label.zh, count: g.count })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t('portfolio.classFilter')}
          data-testid="portfolio-class"
          value={cls ?? ''}
          onChange={(e) => onChange({ status, cls: e.target.value || undefined })}
        >
          <option value="">{t('portfolio.allClasses')}</option>
          {data.byClass.map((b) => (
            <option key={b.value} value={b.value}>
              {t('portfolio.classOption', { no: b.value, count: b.count })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  )
}
