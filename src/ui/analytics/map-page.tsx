import { Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../kit/page-header'
import { AnalyticsNav } from './analytics-nav'
import { FilterBar } from './filter-bar'
import { ChinaMapPanel, WorldMapPanel } from './map-panels'

/** /trademarkMap: where the applicants come from, on a world map and a map of China's provinces. */
export function MapPage() {
  const { t } = useTranslation('analytics')
  return (
    <Stack gap="4">
      <PageHeader title={t('pages.map.title')} description={t('pages.map.description')} />
      <AnalyticsNav />
      <FilterBar />
      <WorldMapPanel />
      <ChinaMapPanel />
    </Stack>
  )
}
