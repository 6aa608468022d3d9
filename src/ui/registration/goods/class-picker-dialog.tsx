import { Box, Input, Stack, Text } from '@chakra-ui/react'
import { memo, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NICE_CLASSES, niceClassMatches, type NiceClass } from '../../../domain/nice-classes'
import { FormDialog } from '../../kit/form-dialog'

export interface ClassPickerDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Classes already chosen: shown ticked and fixed (they are removed from the class tabs). */
  chosen: ReadonlySet<string>
  onConfirm: (classNos: string[]) => void
}

// 45 tiles drawn as plain labels styled once here.
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: '2',
  '& label': {
    display: 'flex',
    gap: '2',
    alignItems: 'flex-start',
    borderWidth: '1px',
    rounded: 'md',
    px: '2',
    py: '1.5',
    cursor: 'pointer',
    bg: 'bg',
  },
  '& label:hover': { bg: 'bg.muted' },
  '& label[data-on]': { borderColor: 'blue.500', bg: 'blue.subtle' },
  '& label[data-fixed]': { cursor: 'default', opacity: 0.75 },
  '& input': { marginTop: '0.2rem', accentColor: 'var(--chakra-colors-blue-600)' },
  '& .cp-no': { fontFamily: 'mono', fontWeight: 'semibold', minWidth: '1.5rem' },
  '& .cp-other': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
  '& .cp-chosen': { fontSize: 'xs', color: 'blue.fg', marginInlineStart: '1' },
} as const

interface TileProps {
  nice: Readonly<NiceClass>
  on: boolean
  fixed: boolean
  en: boolean
  chosenLabel: string
  onToggle: (no: string) => void
}

const ClassTile = memo(function ClassTile({ nice, on, fixed, en, chosenLabel, onToggle }: TileProps) {
  return (
    <label
      data-on={on || fixed ? '' : undefined}
      data-fixed={fixed ? '' : undefined}
      data-testid={`pick-${nice.no}`}
      title={en ? nice.headingEn : nice.heading}
    >
      <input type="checkbox" checked={on || fixed} disabled={fixed} onChange={() => onToggle(nice.no)} />
      <span className="cp-no">{nice.no}</span>
      <span>
        {en ? nice.nameEn : nice.name}
        {fixed ? <span className="cp-chosen">({chosenLabel})</span> : null}
        <span className="cp-other">{en ? nice.name : nice.nameEn}</span>
      </span>
    </label>
  )
})

/** The 45 Nice classes with their headings (number, Chinese and English), goods and services apart. */
export function ClassPickerDialog({ open, onOpenChange, chosen, onConfirm }: ClassPickerDialogProps) {
  const { t, i18n } = useTranslation('regGoods')
  const en = i18n.language === 'en'
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const [filter, setFilter] = useState('')

  const toggle = useMemo(
    () => (no: string) =>
      setPicked((prev) => {
        const next = new Set(prev)
        if (next.has(no)) next.delete(no)
        else next.add(no)
        return next
      }),
    [],
  )
  const shown = NICE_CLASSES.filter((c) => niceClassMatches(c, filter))
  const close = () => {
    setPicked(new Set())
    setFilter('')
    onOpenChange(false)
  }
  const section = (label: string, list: typeof shown) =>
    list.length === 0 ? null : (
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {label}
        </Text>
        <Box css={GRID}>
          {list.map((c) => (
            <ClassTile
              key={c.no}
              nice={c}
              on={picked.has(c.no)}
              fixed={chosen.has(c.no)}
              en={en}
              chosenLabel={t('picker.chosen')}
              onToggle={toggle}
            />
          ))}
        </Box>
      </Stack>
    )

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('picker.title')}
      size="xl"
      scrollBehavior="inside"
      buttonSize="sm"
      testId="class-picker"
      cancelLabel={t('picker.cancel')}
      submit={{
        label: t('picker.confirm', { count: picked.size }),
        disabled: picked.size === 0,
        onClick: () => {
          onConfirm([...picked].sort())
          close()
        },
        testId: 'class-picker-confirm',
      }}
    >
      <Stack gap="4">
        <Input
          size="sm"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('picker.filter')}
          aria-label={t('picker.filter')}
        />
        {section(
          t('picker.goods'),
          shown.filter((c) => Number(c.no) <= 34),
        )}
        {section(
          t('picker.services'),
          shown.filter((c) => Number(c.no) > 34),
        )}
        {shown.length === 0 ? <Text color="fg.muted">{t('picker.none', { keyword: filter })}</Text> : null}
      </Stack>
    </FormDialog>
  )
}
