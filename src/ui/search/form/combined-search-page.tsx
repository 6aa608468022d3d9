import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { CombinedDraftKey } from '../../../state/query'
import { CombinedSearchForm } from './combined-search-form'
import { SearchPageHeader } from './search-page-header'

/** /query/high (a new combined search) and /query/queryEdit (a past search to change and re-run). */
export function CombinedSearchPage({ draftKey }: { draftKey: CombinedDraftKey }) {
  const { t } = useTranslation('search')
  const editing = draftKey === 'edit'
  return (
    <Box maxW="6xl" mx="auto" width="full">
      <SearchPageHeader
        title={editing ? t('page.editTitle') : t('page.highTitle')}
        description={editing ? t('page.editDescription') : t('page.highDescription')}
        links={editing ? ['high', 'fast', 'history'] : ['fast', 'sheet', 'history']}
      />
      <CombinedSearchForm draftKey={draftKey} />
    </Box>
  )
}
