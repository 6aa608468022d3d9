import { Container, Stack } from '@chakra-ui/react'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { useWatchText } from './use-watch-text'
import { WatchesPanel } from './watches-panel'
import type { WatchSearch } from '../../api/monitoring-watches'

/** /myMonitor: the member's watches, their hits and what to do with each. */
export function MyWatchesPage({
  search,
  onSearch,
}: {
  search: WatchSearch
  onSearch: (next: WatchSearch) => void
}) {
  const { t } = useWatchText()
  return (
    <Container maxW="7xl" py="2" data-testid="my-watches-page">
      <Stack gap="5">
        <PageHeader title={t('list.title')} description={t('list.intro')} />
        <SectionCard title={t('list.section')}>
          <WatchesPanel search={search} onSearch={onSearch} />
        </SectionCard>
      </Stack>
    </Container>
  )
}
