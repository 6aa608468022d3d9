import { createFileRoute } from '@tanstack/react-router'
import { BigDataPage } from '../../../ui/analytics/big-data-page'
import { bigDataRoute } from './-big-data-route'

// The same page as /analyze/trademarkBigData, opened on its map tab.
export const Route = createFileRoute('/_app/analyze/trademarkMap')({
  ...bigDataRoute('map'),
  component: function AnalyzeTrademarkMapRoute() {
    const { tab } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <BigDataPage
        tab={tab ?? 'map'}
        onTabChange={(next) => void navigate({ search: next === 'map' ? {} : { tab: next }, replace: true })}
      />
    )
  },
})
