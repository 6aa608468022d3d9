import { Container, SimpleGrid, Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { memberTrialsQuery, type WatchSearch } from '../../api/monitoring-watches'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { StatFigure } from '../kit/stat-figure'
import { useWatchText } from './use-watch-text'
import { WatchesPanel } from './watches-panel'

/** /personal/monitoringLibrary: the personal centre's view of the member's watches, with the trials left. */
export function WatchLibraryPage({
  search,
  onSearch,
}: {
  search: WatchSearch
  onSearch: (next: WatchSearch) => void
}) {
  const { t } = useWatchText()
  const { data: trials } = useSuspenseQuery(memberTrialsQuery())
  return (
    <Container maxW="7xl" py="2" data-testid="watch-library-page">
      <Stack gap="5">
        <PageHeader title={t('library.title')} description={t('library.intro')} />
        <SectionCard title={t('library.trials')} description={t('library.trialsIntro')} size="sm">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" data-testid="watch-trials">
            <StatFigure label={t('library.granted')} value={trials.granted} />
            <StatFigure label={t('library.used')} value={trials.used} />
            <StatFigure label={t('library.remaining')} value={trials.remaining} />
          </SimpleGrid>
        </SectionCard>
        <SectionCard title={t('library.section')}>
          <WatchesPanel search={search} onSearch={onSearch} />
        </SectionCard>
      </Stack>
    </Container>
  )
}
