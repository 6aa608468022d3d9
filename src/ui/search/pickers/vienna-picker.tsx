import { Alert, Box, Button, HStack, Input, Spinner, Stack, Tag, Text, Wrap } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { VIENNA_CODES_MAX } from '../../../domain/constants'
import { parseViennaCodes } from '../../../domain/validation'
import { LoadFailed } from '../../kit/load-failed'
import { PickerDialog } from './picker-dialog'
import { viennaTreeQuery } from '../../../api/reference'
import { viennaInfoQuery, viennaSearchQuery } from '../../../api/search-extra'
import { useRootState } from '../../../state/root'
import { useDebouncedValue } from '../../kit/use-debounced-value'
import { pruneVienna, toggleLimited } from './picker-search'
import { ViennaNodeRow } from './vienna-node-row'

export interface ViennaPickerProps {
  /** The codes as typed, e.g. '4.1;26.4.2'. */
  value: string
  onChange: (value: string) => void
}

/**
 * The Vienna classification (categories → divisions → sections, in Chinese and English), searchable by code
 * or words; at most five codes, as the search allows.
 */
export function ViennaPicker({ value, onChange }: ViennaPickerProps) {
  const { t } = useTranslation(['search', 'validation'])
  const [selected, setSelected] = useState<string[]>([])
  const [keyword, setKeyword] = useState('')
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
  const [overLimit, setOverLimit] = useState(false)

  const toggle = (code: string) => {
    const next = toggleLimited(selected, code, VIENNA_CODES_MAX)
    setOverLimit(next === null)
    if (next) setSelected(next)
  }
  const expand = (code: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(code)) next.delete(code)
      else next.add(code)
      return next
    })

  return (
    <PickerDialog
      title={t('pickers.vienna.title')}
      triggerLabel={t('pickers.vienna.open')}
      testId="vienna-picker"
      size="xl"
      onOpen={() => {
        const parsed = parseViennaCodes(value)
        // A value over the limit still opens with its first five codes rather than nothing.
        setSelected(
          parsed.ok
            ? parsed.value
            : value
                .split(/[;；]/)
                .map((c) => c.trim())
                .filter(Boolean)
                .slice(0, VIENNA_CODES_MAX),
        )
        setKeyword('')
        setExpanded(new Set())
        setOverLimit(false)
      }}
      onApply={() => onChange(selected.join(';'))}
      status={
        overLimit ? (
          <Text as="span" color="fg.error" data-testid="vienna-picker-limit">
            {t('validation:viennaTooMany')}
          </Text>
        ) : (
          `${t('pickers.selected', { count: selected.length })} · ${t('pickers.vienna.limit')}`
        )
      }
    >
      <Stack gap="3">
        <Input
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t('pickers.vienna.search')}
          aria-label={t('pickers.vienna.search')}
          data-testid="vienna-picker-search"
        />
        {selected.length > 0 ? (
          <SelectedCodes selected={selected} onRemove={toggle} onClear={() => setSelected([])} />
        ) : null}
        <ViennaTreeBody
          keyword={keyword}
          selected={selected}
          expanded={expanded}
          onToggle={toggle}
          onExpand={expand}
        />
      </Stack>
    </PickerDialog>
  )
}

interface ViennaTreeBodyProps {
  keyword: string
  selected: readonly string[]
  expanded: ReadonlySet<string>
  onToggle: (code: string) => void
  onExpand: (code: string) => void
}

/** The chosen codes as chips named in the page language, the category and division on hover. */
function SelectedCodes(props: { selected: string[]; onRemove: (code: string) => void; onClear: () => void }) {
  const { selected, onRemove, onClear } = props
  const { t } = useTranslation('search')
  const { lang } = useRootState()
  const info = useQuery(viennaInfoQuery(selected))
  const byCode = new Map((info.data?.list ?? []).map((i) => [i.code, i]))
  return (
    <Wrap gap="1.5" data-testid="vienna-picker-chosen">
      {selected.map((code) => {
        const entry = byCode.get(code)
        const name = entry ? (lang === 'en' ? entry.nameEn : entry.nameZh) : ''
        const path = entry?.path.map((p) => `${p.code} ${lang === 'en' ? p.nameEn : p.nameZh}`).join(' › ')
        return (
          <Tag.Root key={code} colorPalette="blue" variant="subtle" title={path || undefined} maxW="xs">
            <Tag.Label>
              <Text as="span" fontFamily="mono">
                {code}
              </Text>
              {name ? ` ${name}` : null}
            </Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={t('actions.remove', { name: code })}
                onClick={() => onRemove(code)}
              />
            </Tag.EndElement>
          </Tag.Root>
        )
      })}
      <Button size="xs" variant="ghost" onClick={onClear}>
        {t('pickers.selectNone')}
      </Button>
    </Wrap>
  )
}

function ViennaTreeBody({ keyword, selected, expanded, onToggle, onExpand }: ViennaTreeBodyProps) {
  const { t } = useTranslation(['search', 'searchExtra'])
  const query = useQuery(viennaTreeQuery())
  // The classification searched by the server (tmInfo/getImageCodeList): its codes prune the tree.
  const settled = useDebouncedValue(keyword.trim(), 250)
  const search = useQuery(viennaSearchQuery(settled))
  if (query.isPending) {
    return (
      <HStack gap="2" py="6" justify="center" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('pickers.loading')}</Text>
      </HStack>
    )
  }
  if (query.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('pickers.loadError')}</Alert.Title>
        <Button size="xs" variant="outline" ml="auto" onClick={() => void query.refetch()}>
          {t('pickers.retry')}
        </Button>
      </Alert.Root>
    )
  }
  // While searching every path to a match is open; otherwise the user opens categories one by one.
  const searching = settled !== ''
  if (searching && search.isError) {
    return <LoadFailed message={t('searchExtra:vienna.searchError')} onRetry={() => void search.refetch()} />
  }
  if (searching && !search.data) {
    return (
      <HStack gap="2" py="6" justify="center" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('searchExtra:vienna.searching')}</Text>
      </HStack>
    )
  }
  const hits = new Set((searching ? (search.data?.list ?? []) : []).map((h) => h.code))
  const tree = searching ? pruneVienna(query.data, (e) => hits.has(e.code)) : query.data
  const isOpen = (code: string) => searching || expanded.has(code)
  if (tree.length === 0) return <Text color="fg.muted">{t('pickers.noMatch', { keyword: settled })}</Text>
  return (
    <Box>
      {searching && search.data ? (
        <Text fontSize="sm" color="fg.muted" mb="1" aria-live="polite" data-testid="vienna-search-count">
          {t('searchExtra:vienna.found', { count: search.data.total })}
          {search.isFetching ? <Spinner size="xs" ms="2" /> : null}
        </Text>
      ) : null}
      <Box as="ul" role="tree" aria-multiselectable m="0" p="0" data-testid="vienna-tree">
        {tree.map((category) => (
          <ViennaNodeRow
            key={category.code}
            code={category.code}
            nameZh={category.nameZh}
            nameEn={category.nameEn}
            depth={0}
            expanded={isOpen(category.code)}
            onExpand={category.children.length ? () => onExpand(category.code) : undefined}
            expandLabel={t('pickers.vienna.divisions', { count: category.children.length })}
          >
            {category.children.map((division) => (
              <ViennaNodeRow
                key={division.code}
                code={division.code}
                nameZh={division.nameZh}
                nameEn={division.nameEn}
                depth={1}
                checked={selected.includes(division.code)}
                onToggle={() => onToggle(division.code)}
                expanded={isOpen(division.code)}
                onExpand={division.children.length ? () => onExpand(division.code) : undefined}
                expandLabel={division.code}
              >
                {division.children.map((section) => (
                  <ViennaNodeRow
                    key={section.code}
                    code={section.code}
                    nameZh={section.nameZh}
                    nameEn={section.nameEn}
                    depth={2}
                    checked={selected.includes(section.code)}
                    onToggle={() => onToggle(section.code)}
                  />
                ))}
              </ViennaNodeRow>
            ))}
          </ViennaNodeRow>
        ))}
      </Box>
    </Box>
  )
}
