import { HStack, Spinner, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { markNoticesQuery } from '../../../api/search-extra'
import { QueryPanel } from '../../kit/query-panel'
import { GazetteRefsTable } from './gazette-refs-table'

/** The record page's list of the mark's gazette notices (tmInfo/queryNotivce), each opening its text. */
export function RecordNotices({ id }: { id: string }) {
  const { t } = useTranslation('searchExtra')
  const query = useQuery(markNoticesQuery(id))
  return (
    <QueryPanel
      query={query}
      placeholder={
        <HStack gap="2" color="fg.muted">
          <Spinner size="sm" />
          <Text>{t('notices.loading')}</Text>
        </HStack>
      }
      failed={t('notices.loadError')}
    >
      {(data) => <GazetteRefsTable markId={data.id} refs={data.notices} />}
    </QueryPanel>
  )
}
