import { Box, Button, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../../api/client'
import { addWholeMutation, classGoodsQuery } from '../../../api/registration-goods'
import type { GoodsGroup, StandardGoods } from '../../../api/schemas/registration-goods'
import { toastError, toastInfo, toastSuccess } from '../../kit/toast'
import { namesOf, normName, type Lead } from './goods-model'

export interface StandardGoodsPanelProps {
  classNo: string
  lead: Lead
  /** Codes of the standard items chosen in the class. */
  chosen: ReadonlySet<string>
  onToggle: (item: StandardGoods, on: boolean) => void
  /** Adds several standard items (a whole group); answers how many were new. */
  onAddMany: (items: StandardGoods[]) => number
}

// Every row is a plain label styled once here: a class can list 70 items and re-render on each tick.
const LIST = {
  '& .sg-group': { borderWidth: '1px', rounded: 'md', overflow: 'hidden', flexShrink: 0 },
  '& .sg-head': {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '1.5',
    bg: 'bg.muted',
    fontSize: 'sm',
  },
  '& .sg-code': { fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted' },
  '& .sg-title': { fontWeight: 'semibold', flex: '1' },
  '& .sg-alt': { fontWeight: 'normal', fontSize: 'xs', color: 'fg.muted', marginInlineStart: '2' },
  '& .sg-count': { fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' },
  '& .sg-items': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' },
  '& label': {
    display: 'flex',
    gap: '2',
    alignItems: 'flex-start',
    px: '3',
    py: '1.5',
    fontSize: 'sm',
    cursor: 'pointer',
    borderTopWidth: '1px',
  },
  '& label:hover': { bg: 'bg.subtle' },
  '& label[data-on]': { bg: 'blue.subtle' },
  '& label input': { marginTop: '0.2rem', accentColor: 'var(--chakra-colors-blue-600)' },
  '& .sg-other': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
} as const

interface RowProps {
  item: StandardGoods
  on: boolean
  lead: Lead
  onToggle: (item: StandardGoods, on: boolean) => void
}

const GoodsRow = memo(function GoodsRow({ item, on, lead, onToggle }: RowProps) {
  const [first, other] = namesOf(item, lead)
  return (
    <label data-on={on ? '' : undefined} data-testid={`std-${item.code}`}>
      <input type="checkbox" checked={on} onChange={(e) => onToggle(item, e.target.checked)} />
      <span>
        {first} <span className="sg-code">{item.code}</span>
        {other ? <span className="sg-other">{other}</span> : null}
      </span>
    </label>
  )
})

interface GroupProps {
  group: GoodsGroup
  /** The chosen codes of this group, joined: a string, so a tick elsewhere leaves this group alone. */
  chosenKey: string
  lead: Lead
  onToggle: (item: StandardGoods, on: boolean) => void
  onAddWhole: (groupCode: string) => void
  busy: boolean
}

const GroupBlock = memo(function GroupBlock({
  group,
  chosenKey,
  lead,
  onToggle,
  onAddWhole,
  busy,
}: GroupProps) {
  const { t } = useTranslation('regGoods')
  const chosen = new Set(chosenKey ? chosenKey.split(',') : [])
  const [title, other] = namesOf(group, lead)
  const all = group.goods.every((g) => chosen.has(g.code))
  return (
    <div className="sg-group" data-testid={`group-${group.code}`}>
      <div className="sg-head">
        <span className="sg-code">{group.code}</span>
        <span className="sg-title">
          {title}
          {other ? <span className="sg-alt">{other}</span> : null}
        </span>
        <span className="sg-count">
          {t('standard.groupChosen', { chosen: chosen.size, total: group.goods.length })}
        </span>
        <Button size="2xs" variant="outline" disabled={all || busy} onClick={() => onAddWhole(group.code)}>
          {t('standard.addGroup')}
        </Button>
      </div>
      <div className="sg-items">
        {group.goods.map((item) => (
          <GoodsRow key={item.code} item={item} on={chosen.has(item.code)} lead={lead} onToggle={onToggle} />
        ))}
      </div>
    </div>
  )
})

/** The standard goods of a class by similar group, with a filter, ticks and "add the whole group". */
export function StandardGoodsPanel({ classNo, lead, chosen, onToggle, onAddMany }: StandardGoodsPanelProps) {
  const { t } = useTranslation('regGoods')
  const goods = useQuery(classGoodsQuery(classNo))
  const whole = useMutation(addWholeMutation())
  const [filter, setFilter] = useState('')
  const deferred = useDeferredValue(filter)

  const groups = useMemo(() => {
    const k = normName(deferred)
    const all = goods.data?.groups ?? []
    if (!k) return all
    return all
      .map((g) =>
        g.code.startsWith(k) || normName(g.nameZh).includes(k) || normName(g.nameEn).includes(k)
          ? g
          : {
              ...g,
              goods: g.goods.filter(
                (i) =>
                  i.code.startsWith(k) || normName(i.nameZh).includes(k) || normName(i.nameEn).includes(k),
              ),
            },
      )
      .filter((g) => g.goods.length > 0)
  }, [goods.data, deferred])

  const { mutateAsync } = whole
  const addWhole = useCallback(
    (groupCode: string) => {
      mutateAsync({ groupCode }).then(
        (answer) => {
          const added = onAddMany(answer.goods)
          if (added > 0) toastSuccess(t('standard.wholeAdded', { count: added, group: groupCode }))
          else toastInfo(t('standard.wholeThere', { group: groupCode }))
        },
        (error: unknown) =>
          toastError(error instanceof BusinessError && error.msg ? error.msg : t('standard.wholeFailed')),
      )
    },
    [mutateAsync, onAddMany, t],
  )

  const first = goods.data?.groups[0]?.goods[0]
  const example = first ? namesOf(first, lead)[0] : ''

  return (
    <Stack gap="2" data-testid="standard-goods">
      <Text fontWeight="semibold" fontSize="sm">
        {t('standard.title')}
      </Text>
      <Input
        size="sm"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t('standard.filter', { example })}
        aria-label={t('standard.filterLabel')}
        data-testid="standard-filter"
      />
      {goods.isPending ? (
        <Spinner size="sm" />
      ) : goods.isError ? (
        <Stack gap="1" align="flex-start">
          <Text color="fg.error" fontSize="sm">
            {t('standard.loadFailed')}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void goods.refetch()}>
            {t('standard.retry')}
          </Button>
        </Stack>
      ) : groups.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('standard.empty', { keyword: deferred })}
        </Text>
      ) : (
        <Box css={LIST} display="flex" flexDirection="column" gap="2" maxH="32rem" overflowY="auto">
          {groups.map((g) => (
            <GroupBlock
              key={g.code}
              group={g}
              chosenKey={g.goods
                .filter((i) => chosen.has(i.code))
                .map((i) => i.code)
                .join(',')}
              lead={lead}
              onToggle={onToggle}
              onAddWhole={addWhole}
              busy={whole.isPending}
            />
          ))}
        </Box>
      )}
    </Stack>
  )
}
