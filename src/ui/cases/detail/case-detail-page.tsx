import { Button, SimpleGrid, Stack, Tabs } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { caseDetailQuery } from '../../../api/case-detail'
import { BusinessError } from '../../../api/client'
import { EmptyState } from '../../kit/empty-state'
import { PAGE_SPINNER, QueryPanel } from '../../kit/query-panel'
import { CaseAgents } from './case-agents'
import { CaseDeadlineSummary } from './case-deadline-summary'
import { CaseGoods } from './case-goods'
import { CaseHeader } from './case-header'
import { CaseHistory } from './case-history'
import { CaseOverview } from './case-overview'
import { CaseProcess } from './case-process'
import { CASE_TABS, type CaseTab } from '../../../domain/cases/case-tabs'

export type { CaseTab }

export interface CaseDetailPageProps {
  id: string
  tab: CaseTab
  onTab: (tab: CaseTab) => void
  /** The deadline calendar's panel of this case (its own area), shown under "Deadlines & tasks". */
  deadlinesPanel: ReactNode
}

/** /brandManagement/detail?id=: one case with its overview, goods, deadlines, status updates, history and team. */
export function CaseDetailPage({ id, tab, onTab, deadlinesPanel }: CaseDetailPageProps) {
  const { t } = useTranslation('caseDetail')
  const detail = useQuery({ ...caseDetailQuery(id), retry: (n, e) => !(e instanceof BusinessError) && n < 2 })
  if (detail.error instanceof BusinessError)
    return (
      <EmptyState title={t('notFound.title')} description={t('notFound.description')}>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/caseManage">{t('notFound.back')}</RouterLink>
        </Button>
      </EmptyState>
    )
  return (
    <QueryPanel query={detail} loading={t('loading')} failed={t('loadFailed')} spinner={PAGE_SPINNER}>
      {(record) => (
        <Stack gap="4" data-testid="case-detail">
          <CaseHeader record={record} />
          <Tabs.Root
            value={tab}
            onValueChange={(e) => {
              const next = CASE_TABS.find((x) => x === e.value)
              if (next) onTab(next)
            }}
            variant="line"
            lazyMount
          >
            <Tabs.List aria-label={t('tabs.label')} overflowX="auto">
              {CASE_TABS.map((x) => (
                <Tabs.Trigger key={x} value={x} data-testid={`case-tab-${x}`}>
                  {t(`tabs.${x}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="overview">
              <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
                <Stack gridColumn={{ lg: 'span 2' }}>
                  <CaseOverview record={record} />
                </Stack>
                <CaseDeadlineSummary deadlines={record.deadlines} />
              </SimpleGrid>
            </Tabs.Content>
            <Tabs.Content value="goods">
              <CaseGoods caseId={record.id} />
            </Tabs.Content>
            <Tabs.Content value="deadlines">{deadlinesPanel}</Tabs.Content>
            <Tabs.Content value="process">
              <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
                <Stack gridColumn={{ lg: 'span 2' }}>
                  <CaseProcess caseId={record.id} deadlines={record.deadlines} />
                </Stack>
                <CaseDeadlineSummary deadlines={record.deadlines} />
              </SimpleGrid>
            </Tabs.Content>
            <Tabs.Content value="history">
              <CaseHistory caseId={record.id} />
            </Tabs.Content>
            <Tabs.Content value="agents">
              <CaseAgents caseId={record.id} />
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      )}
    </QueryPanel>
  )
}
