import { HStack, Spinner, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { markNoticesQuery } from '../../../api/search-extra'
import { LoadFailed } from '../../kit/load-failed'
import { GazetteRefsTable } from './gazette-refs-table'

/** The record page's list of the mark's gazette notices (tmInfo/queryNotivce), each opening its text. */
export function RecordNotices({ id }: { id: string }) {
  const { t } = useTranslation('searchExtra')
  const query = useQuery(markNoticesQuery(id))
  if (query.isPending)
    return (
      <HStack gap="2" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('notices.loading')}</Text>
      </HStack>
    )
  if (query.isError)
    return <LoadFailed message={t('notices.loadError')} onRetry={() => void query.refetch()} />
  return <GazetteRefsTable markId={query.data.id} refs={query.data.notices} />
}
