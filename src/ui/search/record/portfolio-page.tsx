import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRootState } from '../../../state/root'
import { MarkList, type MarkListView } from './mark-list'
import { PartyCard } from './party-card'
import { PortfolioFilters } from './portfolio-filters'
import { RecordNotFound } from './record-not-found'
import { portfolioOptions } from '../../../api/search'
import { portfolioInput } from '../../../domain/record-search'
import { RecordSection } from './record-section'
import { statusGroups } from './status-groups'

export interface PortfolioSearch {
  applicantId: string
  page: number
  view: MarkListView
  /** Status ids joined by commas ('1,10'), as the status filter offers them. */
  status?: string
  cls?: string
}

export interface PortfolioPageProps extends PortfolioSearch {
  onChange: (next: Partial<PortfolioSearch>) => void
}

/** /supplierAllBack: an applicant's whole portfolio, counted by status, filtered and paged. */
export function PortfolioPage(props: PortfolioPageProps) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  // The first page comes from the loader; later pages keep the previous one on screen while they load.
  const query = useQuery({ ...portfolioOptions(portfolioInput(props)), placeholderData: keepPreviousData })
  const data = query.data
  if (data === null) return <RecordNotFound what="applicant" id={props.applicantId} />
  if (!data) return null
  return (
    <Stack gap="4" data-testid="portfolio-page">
      <RecordSection title={t('portfolio.title')} testId="portfolio-header">
        <Stack gap="4">
          <PartyCard role="applicant" party={data.applicant} />
          <HStack gap="2" wrap="wrap" data-testid="portfolio-counts">
            <Text fontWeight="semibold" me="2">
              {t('portfolio.total', { count: data.totalMarks })}
            </Text>
            {statusGroups(data.byStatus).map((g) => (
              <Badge key={g.value} variant="subtle" size="lg">
                {lang === 'en' ? g.label.en : g.label.zh} {g.count}
              </Badge>
            ))}
          </HStack>
        </Stack>
      </RecordSection>
      <RecordSection title={t('portfolio.marks')}>
        <MarkList
          items={data.list}
          total={data.total}
          page={props.page}
          view={props.view}
          onPage={(page) => props.onChange({ page })}
          onView={(view) => props.onChange({ view })}
          emptyTitle={t('portfolio.noMatch')}
          toolbar={
            <PortfolioFilters
              data={data}
              status={props.status}
              cls={props.cls}
              onChange={(f) => props.onChange({ ...f, page: 1 })}
            />
          }
        />
      </RecordSection>
    </Stack>
  )
}
