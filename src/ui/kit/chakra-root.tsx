import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * Chakra UI for the pages that use it. It wraps the layouts, not the whole app, so the sign-in page and
 * the root chrome load without it (the /auth first-load budget of `npm run size`).
 */
export function ChakraRoot({ children }: { children: ReactNode }) {
  return <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>
}
