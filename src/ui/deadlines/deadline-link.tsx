import { Link } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** Opens the deadline's case (its detail page, deadlines section). */
export function CaseLink({ caseId, children }: { caseId: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="blue" variant="underline">
      <RouterLink to="/brandManagement/detail" search={{ id: caseId }}>
        {children}
      </RouterLink>
    </Link>
  )
}
