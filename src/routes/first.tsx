import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/first')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true })
  },
})
