import { createFileRoute, redirect } from '@tanstack/react-router'

// The message centre's address of old: it is the "all" tab.
export const Route = createFileRoute('/_app/notice')({
  beforeLoad: () => {
    throw redirect({ to: '/AllNotice', replace: true })
  },
})
