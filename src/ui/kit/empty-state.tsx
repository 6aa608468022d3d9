import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface EmptyStateProps {
  title: string
  description?: string
  /** Defaults to an empty-tray glyph. */
  icon?: ReactNode
  /** An action under the text, e.g. a link to create something. */
  children?: ReactNode
}

function TrayIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden
    >
      <path d="M3 13h5l1.5 3h5L16 13h5" />
      <path d="M5.5 5h13L21 13v6H3v-6z" />
    </svg>
  )
}

/** Placeholder for a list or panel with nothing to show. */
export function EmptyState({ title, description, icon, children }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="sm">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <TrayIcon />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {children}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  )
}
