import { createFileRoute, redirect } from '@tanstack/react-router'

// routes.tsv: /analyze opens the account's own portfolio analysis.
export const Route = createFileRoute('/_app/analyze/')({
  beforeLoad: () => {
    throw redirect({ to: '/analyze/myTrademarkAnalyze', replace: true })
  },
})
