import { Container, Stack, Tabs } from '@chakra-ui/react'
import { PageHeader } from '../kit/page-header'
import { SectionCard } from '../kit/section-card'
import { useWatchText } from './use-watch-text'
import { WatchBulkImport } from './watch-bulk-import'
import { WatchForm } from './watch-form'

export type CreateTab = 'single' | 'bulk'

/** /trademarkMonitoring: start one watch with the form, or many from a filled template. */
export function WatchCreatePage({ tab, onTab }: { tab: CreateTab; onTab: (tab: CreateTab) => void }) {
  const { t } = useWatchText()
  return (
    <Container maxW="6xl" py="2" data-testid="watch-create-page">
      <Stack gap="5">
        <PageHeader title={t('create.title')} description={t('create.intro')} />
        <SectionCard title={t('create.section')}>
          <Tabs.Root
            value={tab}
            onValueChange={(e) => onTab(e.value === 'bulk' ? 'bulk' : 'single')}
            variant="line"
            size="sm"
          >
            <Tabs.List aria-label={t('create.section')}>
              <Tabs.Trigger value="single" data-testid="create-tab-single">
                {t('create.single')}
              </Tabs.Trigger>
              <Tabs.Trigger value="bulk" data-testid="create-tab-bulk">
                {t('create.bulk')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="single" pb="0">
              <WatchForm />
            </Tabs.Content>
            <Tabs.Content value="bulk" pb="0">
              <WatchBulkImport />
            </Tabs.Content>
          </Tabs.Root>
        </SectionCard>
      </Stack>
    </Container>
  )
}
