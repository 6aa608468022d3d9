import { Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FeeSheetNav } from './fee-sheet-nav'
import { RateNote } from './rate-note'

export interface FeePageHeaderProps {
  title: string
  description: string
  effectiveDate?: string
  /** Buttons or links at the right (print, calculator). */
  actions?: ReactNode
}

/** The title block every fee page opens with, including the currency and rate note. */
export function FeePageHeader({ title, description, effectiveDate, actions }: FeePageHeaderProps) {
  return (
    <Stack gap="3">
      <FeeSheetNav />
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1" maxW="3xl">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
          <RateNote effectiveDate={effectiveDate} />
        </Stack>
        {actions ? (
          <HStack gap="2" className="no-print">
            {actions}
          </HStack>
        ) : null}
      </HStack>
    </Stack>
  )
}
