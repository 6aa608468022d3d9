import { createFileRoute } from '@tanstack/react-router'
import { BigDataPage } from '../../../ui/analytics/big-data-page'
import { bigDataRoute } from './-big-data-route'

export const Route = createFileRoute('/_app/analyze/trademarkBigData')({
  ...bigDataRoute('overview'),
  component: function TrademarkBigDataRoute() {
    const { tab } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <BigDataPage
        tab={tab ?? 'overview'}
        onTabChange={(next) =>
          void navigate({ search: next === 'overview' ? {} : { tab: next }, replace: true })
        }
      />
    )
  },
})
