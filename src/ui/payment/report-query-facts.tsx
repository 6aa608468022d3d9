import { Box, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { SearchQuery } from '../../domain/search-query'

/** The search a report covers: its subject, classes and countries. */
export function ReportQueryFacts({ query, subject }: { query: SearchQuery; subject: string }) {
  const { t } = useTranslation('payment')
  return (
    <Box
      as="dl"
      data-testid="report-query"
      css={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: '16px',
        rowGap: '4px',
        fontSize: '14px',
      }}
    >
      <Text as="dt" color="fg.muted">
        {t('report.subject')}
      </Text>
      <Text as="dd" fontWeight="medium">
        {subject}
      </Text>
      <Text as="dt" color="fg.muted">
        {t('summary.classes')}
      </Text>
      <Text as="dd">
        {query.niceChoosedStr ? query.niceChoosedStr.split(';').join(', ') : t('report.allClasses')}
      </Text>
      <Text as="dt" color="fg.muted">
        {t('summary.countries')}
      </Text>
      <Text as="dd">{query.countries.join(', ')}</Text>
    </Box>
  )
}
