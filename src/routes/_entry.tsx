import { createFileRoute } from '@tanstack/react-router'
import { EntryLayout } from '../ui/layout/entry-layout'

// The sign-in pages have their own light frame (no Chakra): they are the first load of most visits.
export const Route = createFileRoute('/_entry')({
  component: EntryLayout,
})
