import { Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { memo, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { standardSearchQuery } from '../../../api/registration-goods'
import type { StandardHit } from '../../../api/schemas/registration-goods'
import { namesOf, type Lead } from './goods-model'

export interface StandardSearchProps {
  lead: Lead
  /** 'classNo|code' of every standard item already chosen. */
  chosen: ReadonlySet<string>
  onAdd: (hit: StandardHit) => void
}

const PAGE_SIZE = 10
const DEBOUNCE_MS = 300

const HITS = {
  borderWidth: '1px',
  rounded: 'md',
  maxHeight: '22rem',
  overflowY: 'auto',
  '& > div': { display: 'flex', gap: '3', alignItems: 'center', px: '3', py: '1.5', fontSize: 'sm' },
  '& > div + div': { borderTopWidth: '1px' },
  '& .ss-main': { flex: '1', minWidth: 0 },
  '& .ss-other': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
  '& .ss-where': { display: 'block', fontSize: 'xs', color: 'blue.fg' },
} as const

interface HitProps {
  hit: StandardHit
  lead: Lead
  added: boolean
  onAdd: (hit: StandardHit) => void
}

const HitRow = memo(function HitRow({ hit, lead, added, onAdd }: HitProps) {
  const { t } = useTranslation('regGoods')
  const [first, other] = namesOf(hit, lead)
  const [group] = namesOf({ nameZh: hit.groupNameZh, nameEn: hit.groupNameEn }, lead)
  return (
    <div data-testid="search-hit">
      <span className="ss-main">
        {first}
        {other ? <span className="ss-other">{other}</span> : null}
        <span className="ss-where">
          {t('search.where', { no: hit.classNo, group: hit.groupCode })} · {group} · {hit.code}
        </span>
      </span>
      <Button size="xs" variant={added ? 'ghost' : 'outline'} disabled={added} onClick={() => onAdd(hit)}>
        {added ? t('search.added') : t('search.add')}
      </Button>
    </div>
  )
})

/** Search of the standard list across all classes (trademark/getStandard), adding items from the results. */
export function StandardSearch({ lead, chosen, onAdd }: StandardSearchProps) {
  const { t } = useTranslation('regGoods')
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)

  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(text.trim())
      setPage(1)
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  const search = useQuery({
    ...standardSearchQuery(keyword, page, PAGE_SIZE),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  })
  const pages = search.data ? Math.max(1, Math.ceil(search.data.total / PAGE_SIZE)) : 1

  return (
    <Stack gap="2" data-testid="standard-search">
      <Input
        size="sm"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        maxLength={50}
        data-testid="search-input"
      />
      {!keyword ? null : search.isPending ? (
        <Spinner size="sm" />
      ) : search.isError ? (
        <Text color="fg.error" fontSize="sm">
          {t('search.failed')}
        </Text>
      ) : search.data.total === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('search.none', { keyword })}
        </Text>
      ) : (
        <Stack gap="1.5">
          <Text fontSize="xs" color="fg.muted">
            {t('search.found', { total: search.data.total })}
          </Text>
          <Box css={HITS}>
            {search.data.items.map((hit) => (
              <HitRow
                key={hit.code}
                hit={hit}
                lead={lead}
                added={chosen.has(`${hit.classNo}|${hit.code}`)}
                onAdd={onAdd}
              />
            ))}
          </Box>
          {pages > 1 ? (
            <HStack justify="flex-end" gap="2" fontSize="xs">
              <Button size="2xs" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('search.prev')}
              </Button>
              <Text>{t('search.page', { page, pages })}</Text>
              <Button
                size="2xs"
                variant="outline"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('search.next')}
              </Button>
            </HStack>
          ) : null}
        </Stack>
      )}
    </Stack>
  )
}
