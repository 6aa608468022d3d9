import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { FastSearchForm } from './fast-search-form'
import { SearchPageHeader } from './search-page-header'

/** /query/fast: the quick search. */
export function FastSearchPage() {
  const { t } = useTranslation('search')
  return (
    <Box maxW="5xl" mx="auto" width="full">
      <SearchPageHeader
        title={t('page.fastTitle')}
        description={t('page.fastDescription')}
        links={['high', 'sheet', 'history']}
      />
      <FastSearchForm />
    </Box>
  )
}
