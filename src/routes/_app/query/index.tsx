import { createFileRoute, redirect } from '@tanstack/react-router'

// routes.tsv: /query redirects to the quick search.
export const Route = createFileRoute('/_app/query/')({
  beforeLoad: () => {
    throw redirect({ to: '/query/fast', replace: true })
  },
})
