import { Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { MarkGroup } from '../../../api/schemas/search-records'
import { useRootState } from '../../../state/root'
import { MarkList, type MarkListView } from './mark-list'
import { MarkSummary } from './mark-summary'
import { pick } from './record-links'
import { RecordNotFound } from './record-not-found'
import { groupOptions } from '../../../api/search'
import { RecordSection } from './record-section'

export interface GroupSearch {
  group: MarkGroup
  id: string
  page: number
  view: MarkListView
}

export interface GroupPageProps extends GroupSearch {
  onChange: (next: Partial<GroupSearch>) => void
}

/** /query/moPaging: every mark of one of a mark's groups (similar marks, its applicant's or agent's marks). */
export function GroupPage(props: GroupPageProps) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const query = useQuery({
    ...groupOptions({ group: props.group, id: props.id, pageNum: props.page }),
    placeholderData: keepPreviousData,
  })
  const data = query.data
  if (data === null) return <RecordNotFound what="mark" id={props.id} />
  if (!data) return null
  const party = data.party ? pick(lang, data.party.nameZh, data.party.nameEn) : ''
  return (
    <Stack gap="4" data-testid="group-page" data-group={props.group}>
      <RecordSection
        title={t(`group.title.${props.group}`, { party })}
        description={t(`group.description.${props.group}`)}
      >
        <MarkSummary mark={data.mark} />
      </RecordSection>
      <RecordSection title={t('group.marks', { count: data.total })}>
        {props.group !== 'similar' && !data.party ? (
          <Text color="fg.muted">{t('group.noAgent')}</Text>
        ) : (
          <MarkList
            items={data.list}
            total={data.total}
            page={props.page}
            view={props.view}
            onPage={(page) => props.onChange({ page })}
            onView={(view) => props.onChange({ view })}
            emptyTitle={t(`group.empty.${props.group}`)}
          />
        )}
      </RecordSection>
    </Stack>
  )
}
