import { Box, Grid, Stack } from '@chakra-ui/react'
import type { HomeDeadlineView } from '../../domain/home-search'
import { DeadlinesPanel } from './deadlines-panel'
import { DebitNotesPanel } from './debit-notes-panel'
import { HomeGreeting } from './home-greeting'
import { PanelBoundary } from './panel-boundary'
import { SearchArea } from './search-area'
import { SummaryStats } from './summary-stats'

/** The member's morning view: what to pay, what is due, and a way into the search. */
export function HomePage({ deadlines = 'all' }: { deadlines?: HomeDeadlineView }) {
  return (
    <Stack gap="6" data-testid="home-page">
      <HomeGreeting />
      <PanelBoundary>
        <SearchArea />
      </PanelBoundary>
      <PanelBoundary>
        <SummaryStats />
      </PanelBoundary>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', '2xl': 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <PanelBoundary>
          <DebitNotesPanel />
        </PanelBoundary>
        <Box id="deadlines" scrollMarginTop="20">
          <PanelBoundary>
            {/* A summary card's link sets the filter: the panel opens anew with it. */}
            <DeadlinesPanel key={deadlines} initialFilter={deadlines} />
          </PanelBoundary>
        </Box>
      </Grid>
    </Stack>
  )
}
