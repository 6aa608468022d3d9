import { Box, Button, Text } from '@chakra-ui/react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { GoodsItem } from '../../../domain/registration/types'
import { namesOf, type Lead } from './goods-model'

export interface ChosenGoodsListProps {
  goods: readonly GoodsItem[]
  lead: Lead
  /** The language of the page, for the reasons of custom items. */
  en: boolean
  onRemove: (index: number) => void
  /** Puts a custom item back into the custom field, for correcting it. */
  onEdit: (index: number) => void
}

// Plain rows styled once: a class may hold dozens of items.
const ROWS = {
  display: 'flex',
  flexDirection: 'column',
  borderWidth: '1px',
  rounded: 'md',
  '& > div': {
    display: 'flex',
    gap: '2',
    alignItems: 'flex-start',
    px: '3',
    py: '1.5',
    fontSize: 'sm',
  },
  '& > div + div': { borderTopWidth: '1px' },
  '& > div[data-verdict=rejected]': { bg: 'red.subtle' },
  '& > div[data-verdict=unchecked]': { bg: 'orange.subtle' },
  '& .cg-num': { color: 'fg.muted', fontVariantNumeric: 'tabular-nums', minWidth: '1.5rem' },
  '& .cg-main': { flex: '1', minWidth: 0 },
  '& .cg-name': { fontWeight: 'medium', overflowWrap: 'anywhere' },
  '& .cg-other': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
  '& .cg-meta': { display: 'flex', flexWrap: 'wrap', gap: '1.5', marginTop: '0.5', fontSize: 'xs' },
  '& .cg-tag': { px: '1.5', rounded: 'sm', bg: 'bg.muted', color: 'fg.muted', fontFamily: 'mono' },
  '& .cg-ok': { px: '1.5', rounded: 'sm', bg: 'green.subtle', color: 'green.fg' },
  '& .cg-bad': { px: '1.5', rounded: 'sm', bg: 'red.solid', color: 'white', fontWeight: 'semibold' },
  '& .cg-wait': { px: '1.5', rounded: 'sm', bg: 'orange.solid', color: 'white' },
  '& .cg-reason': { display: 'block', marginTop: '0.5', fontSize: 'xs' },
  '& div[data-verdict=rejected] .cg-reason': { color: 'red.fg' },
  '& .cg-actions': { display: 'flex', gap: '1', flexShrink: 0 },
} as const

interface RowProps {
  item: GoodsItem
  index: number
  lead: Lead
  en: boolean
  onRemove: (index: number) => void
  onEdit: (index: number) => void
}

const ChosenRow = memo(function ChosenRow({ item, index, lead, en, onRemove, onEdit }: RowProps) {
  const { t } = useTranslation('regGoods')
  const [first, other] = namesOf(item, lead)
  const reason = item.verdictNote ? (en ? item.verdictNote.en : item.verdictNote.zh) : ''
  return (
    <div data-verdict={item.verdict} data-testid="chosen-item" data-name={first}>
      <span className="cg-num">{index + 1}</span>
      <div className="cg-main">
        <span className="cg-name">{first}</span>
        {other ? <span className="cg-other">{other}</span> : null}
        <span className="cg-meta">
          {item.custom ? (
            <span className="cg-tag">{t('selected.custom')}</span>
          ) : (
            <span className="cg-tag">{t('selected.standard')}</span>
          )}
          {item.code ? <span className="cg-tag">{t('selected.code', { code: item.code })}</span> : null}
          {item.groupCode ? (
            <span className="cg-tag">{t('selected.group', { group: item.groupCode })}</span>
          ) : null}
          {item.custom ? (
            <span
              className={
                item.verdict === 'accepted' ? 'cg-ok' : item.verdict === 'rejected' ? 'cg-bad' : 'cg-wait'
              }
              data-testid="verdict"
            >
              {t(`selected.${item.verdict}`)}
            </span>
          ) : null}
        </span>
        {reason ? <span className="cg-reason">{reason}</span> : null}
        {item.custom && item.verdict === 'unchecked' && !reason ? (
          <span className="cg-reason">{t('selected.uncheckedHint')}</span>
        ) : null}
      </div>
      <span className="cg-actions">
        {item.custom && item.verdict !== 'accepted' ? (
          <Button size="2xs" variant="ghost" onClick={() => onEdit(index)}>
            {t('selected.edit')}
          </Button>
        ) : null}
        <Button
          size="2xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => onRemove(index)}
          aria-label={`${t('selected.remove')} ${first}`}
        >
          {t('selected.remove')}
        </Button>
      </span>
    </div>
  )
})

/** The items chosen in a class: standard or custom, each custom one with its verification result. */
export function ChosenGoodsList({ goods, lead, en, onRemove, onEdit }: ChosenGoodsListProps) {
  const { t } = useTranslation('regGoods')
  if (goods.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" borderWidth="1px" borderStyle="dashed" rounded="md" p="3">
        {t('selected.empty')}
      </Text>
    )
  }
  return (
    <Box css={ROWS} data-testid="chosen-goods">
      {goods.map((item, i) => (
        <ChosenRow
          key={item.code ?? `c-${item.nameZh}-${item.nameEn}`}
          item={item}
          index={i}
          lead={lead}
          en={en}
          onRemove={onRemove}
          onEdit={onEdit}
        />
      ))}
    </Box>
  )
}
