import { HStack, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PageHeader } from '../kit/page-header'
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
      <PageHeader
        title={title}
        description={description}
        note={<RateNote effectiveDate={effectiveDate} />}
        aside={
          actions ? (
            <HStack gap="2" wrap="wrap" className="no-print">
              {actions}
            </HStack>
          ) : null
        }
      />
    </Stack>
  )
}
