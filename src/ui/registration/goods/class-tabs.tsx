import { Box } from '@chakra-ui/react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { NICE_CLASSES } from '../../../domain/nice-classes'
import type { ClassSelection } from '../../../domain/registration/types'

export interface ClassTabsProps {
  value: readonly ClassSelection[]
  active: string
  onSelect: (classNo: string) => void
  /** Classes with an issue (step error, rejected or unchecked items). */
  flagged: ReadonlySet<string>
  /** Items included per class, when extra items cost more. */
  limit: number | null
}

const TABS = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1.5',
  '& button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    borderWidth: '1px',
    rounded: 'full',
    px: '3',
    py: '1',
    fontSize: 'sm',
    bg: 'bg',
    cursor: 'pointer',
  },
  '& button:hover': { bg: 'bg.muted' },
  '& button[aria-selected=true]': { bg: 'blue.solid', color: 'white', borderColor: 'blue.solid' },
  '& .ct-no': { fontFamily: 'mono', fontWeight: 'semibold' },
  '& .ct-count': { fontSize: 'xs', px: '1.5', rounded: 'full', bg: 'bg.muted', color: 'fg' },
  '& .ct-count[data-over]': { bg: 'orange.solid', color: 'white' },
  '& .ct-flag': { width: '2', height: '2', rounded: 'full', bg: 'red.solid' },
} as const

/** The chosen classes as tabs: number, short heading and item count, flagged when something is wrong. */
export const ClassTabs = memo(function ClassTabs({
  value,
  active,
  onSelect,
  flagged,
  limit,
}: ClassTabsProps) {
  const { t, i18n } = useTranslation('regGoods')
  const en = i18n.language === 'en'
  return (
    <Box css={TABS} role="tablist" aria-label={t('tabs.label')} data-testid="class-tabs">
      {value.map((c) => {
        const nice = NICE_CLASSES.find((n) => n.no === c.classNo)
        const over = limit !== null && c.goods.length > limit
        return (
          <button
            key={c.classNo}
            type="button"
            role="tab"
            aria-selected={c.classNo === active}
            onClick={() => onSelect(c.classNo)}
            data-testid={`class-tab-${c.classNo}`}
            title={over && limit !== null ? t('tabs.over', { limit }) : undefined}
          >
            <span className="ct-no">{c.classNo}</span>
            <span>{nice ? (en ? nice.nameEn : nice.name) : ''}</span>
            <span
              className="ct-count"
              data-over={over ? '' : undefined}
              aria-label={t('classCount', { count: c.goods.length })}
            >
              {c.goods.length}
            </span>
            {flagged.has(c.classNo) ? (
              <span className="ct-flag" title={t('tabs.issue')} aria-label={t('tabs.issue')} />
            ) : null}
          </button>
        )
      })}
    </Box>
  )
})
