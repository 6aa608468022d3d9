import { Box, Button } from '@chakra-ui/react'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface FilterDisclosureProps {
  /** How many filters or search words are in use now (shown on the button while the panel is folded). */
  active: number
  children: ReactNode
}

/**
 * A list's search and filter fields. On a phone they fold behind one button that says how many are in use, so
 * the list itself is on the first screen (the order list showed seven fields before its first order); from the
 * md breakpoint up they are always shown. What was typed stays while folded: the fields are hidden, not removed.
 */
export function FilterDisclosure({ active, children }: FilterDisclosureProps) {
  const { t } = useTranslation('common')
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <Box>
      <Button
        hideFrom="md"
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        mb={open ? '3' : '0'}
        data-testid="filter-disclosure"
      >
        {open
          ? t('filterPanel.hide')
          : active > 0
            ? t('filterPanel.showActive', { count: active })
            : t('filterPanel.show')}
      </Button>
      <Box id={id} display={{ base: open ? 'block' : 'none', md: 'block' }}>
        {children}
      </Box>
    </Box>
  )
}
