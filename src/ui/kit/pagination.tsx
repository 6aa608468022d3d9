import {
  ButtonGroup,
  HStack,
  IconButton,
  Input,
  Pagination as ChakraPagination,
  Text,
} from '@chakra-ui/react'
import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number
  pageSize: number
  /** Total number of items across all pages. */
  total: number
  onChange: (page: number) => void
}

/** Number of pages for a total; at least 1 so an empty list still reads "page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1
  return Math.ceil(total / pageSize)
}

/** Page from what the user typed, clamped to the valid range; undefined when it is not a number. */
export function parseGoToPage(text: string, pages: number): number | undefined {
  const n = Number.parseInt(text.trim(), 10)
  if (!Number.isFinite(n)) return undefined
  return Math.min(Math.max(n, 1), pages)
}

function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d={dir === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  )
}

/** Page buttons with previous/next, the item total and a "go to page" box (overview §9). */
export function Pagination({ page, pageSize, total, onChange }: PaginationProps) {
  // Only the boot namespace: a kit piece that needs a page's namespace suspends the page's first render with
  // data (the result page drew its first cards twice while home.json loaded for one label).
  const { t } = useTranslation('common')
  const [goTo, setGoTo] = useState('')
  const inputId = useId()
  const pages = pageCount(total, pageSize)

  const jump = () => {
    const target = parseGoToPage(goTo, pages)
    setGoTo('')
    if (target !== undefined && target !== page) onChange(target)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') jump()
  }

  return (
    <HStack gap="4" wrap="wrap" justify="flex-end" fontSize="sm" data-testid="pagination">
      <Text color="fg.muted">{t('pagination.total', { count: total })}</Text>
      <ChakraPagination.Root
        count={total}
        pageSize={pageSize}
        page={page}
        siblingCount={1}
        onPageChange={(e) => onChange(e.page)}
        translations={{
          prevTriggerLabel: t('pagination.prev'),
          nextTriggerLabel: t('pagination.next'),
          itemLabel: ({ page: n, totalPages }) => t('pagination.itemLabel', { page: n, total: totalPages }),
        }}
      >
        <ButtonGroup variant="ghost" size="sm">
          <ChakraPagination.PrevTrigger asChild>
            <IconButton>
              <Chevron dir="left" />
            </IconButton>
          </ChakraPagination.PrevTrigger>
          <ChakraPagination.Items
            render={(item) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>
            )}
          />
          <ChakraPagination.NextTrigger asChild>
            <IconButton>
              <Chevron dir="right" />
            </IconButton>
          </ChakraPagination.NextTrigger>
        </ButtonGroup>
      </ChakraPagination.Root>
      <HStack gap="2">
        <label htmlFor={inputId}>{t('pagination.goTo')}</label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          size="sm"
          width="16"
          value={goTo}
          onChange={(e) => setGoTo(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={jump}
        />
        {t('pagination.page') ? <Text>{t('pagination.page')}</Text> : null}
      </HStack>
    </HStack>
  )
}
