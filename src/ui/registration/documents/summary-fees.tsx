import { Box } from '@chakra-ui/react'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { RegistrationQuote } from '../../../domain/registration/types'
import { FeeLinesTable } from '../../flow/fee-lines'

/** The fee lines of the application (per mark, class and country where a line says so) and the totals. */
export function SummaryFees({ quote, multipleMarks }: { quote: RegistrationQuote; multipleMarks: boolean }) {
  const { t } = useTranslation('flow')
  const markName = useCallback((mark: number) => t('feeLine.mark', { n: mark + 1 }), [t])
  return (
    <Box data-testid="summary-fees">
      <FeeLinesTable
        lines={quote.lines}
        official={quote.official}
        service={quote.service}
        total={quote.total}
        markName={multipleMarks ? markName : undefined}
        testIds={{
          line: 'summary-fee-line',
          official: 'summary-official',
          service: 'summary-service',
          total: 'summary-total',
        }}
      />
    </Box>
  )
}
