import { Box, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { goodsSectorsQuery, goodsSubSectorsQuery, recommendationQuery } from '../../../api/registration-goods'
import type { StandardGoods } from '../../../api/schemas/registration-goods'
import { FormDialog } from '../../kit/form-dialog'
import { FormField } from '../../kit/form-field'
import { namesOf, type Lead } from './goods-model'

export interface SectorRecommendDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  lead: Lead
  /** 'classNo|code' of every standard item already chosen. */
  chosen: ReadonlySet<string>
  /** Adds the ticked items; answers how many were new. */
  onAdd: (picks: { classNo: string; goods: StandardGoods[] }[]) => number
}

const PREVIEW = {
  '& .sr-class': { borderWidth: '1px', rounded: 'md', overflow: 'hidden', flexShrink: 0 },
  '& .sr-head': { px: '3', py: '1.5', bg: 'bg.muted', fontSize: 'sm', fontWeight: 'semibold' },
  '& label': {
    display: 'flex',
    gap: '2',
    px: '3',
    py: '1',
    fontSize: 'sm',
    cursor: 'pointer',
    borderTopWidth: '1px',
  },
  '& label[data-there]': { color: 'fg.muted', cursor: 'default' },
  '& input': { marginTop: '0.2rem', accentColor: 'var(--chakra-colors-blue-600)' },
  '& .sr-other': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
  '& .sr-there': { fontSize: 'xs', marginInlineStart: '1' },
} as const

/**
 * Recommendations by business (getDomain → getDomainSecond → addIntelligence): the usual standard items of a
 * field, class by class, previewed with ticks before they are added.
 */
export function SectorRecommendDialog({
  open,
  onOpenChange,
  lead,
  chosen,
  onAdd,
}: SectorRecommendDialogProps) {
  const { t, i18n } = useTranslation('regGoods')
  const en = i18n.language === 'en'
  const [sector, setSector] = useState('')
  const [sub, setSub] = useState('')
  /** Items the user unticked ('classNo|code'). */
  const [off, setOff] = useState<ReadonlySet<string>>(new Set())
  const sectors = useQuery({ ...goodsSectorsQuery(), enabled: open })
  const subs = useQuery({ ...goodsSubSectorsQuery(sector), enabled: open && !!sector })
  const rec = useQuery({ ...recommendationQuery(sub), enabled: open && !!sub })
  const label = (s: { nameZh: string; nameEn: string }) => (en ? s.nameEn : s.nameZh)

  const key = (classNo: string, code: string) => `${classNo}|${code}`
  const picks =
    rec.data?.classes.map((c) => ({
      classNo: c.classNo,
      goods: c.goods.filter((g) => !chosen.has(key(c.classNo, g.code)) && !off.has(key(c.classNo, g.code))),
    })) ?? []
  const count = picks.reduce((n, c) => n + c.goods.length, 0)
  const total = rec.data?.classes.reduce((n, c) => n + c.goods.length, 0) ?? 0

  const toggle = (k: string) =>
    setOff((prev) => {
      const next = new Set(prev)
      if (next.has(k)) next.delete(k)
      else next.add(k)
      return next
    })

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('sector.title')}
      size="lg"
      scrollBehavior="inside"
      buttonSize="sm"
      testId="sector-dialog"
      cancelLabel={t('sector.close')}
      submit={{
        label: t('sector.add', { count }),
        disabled: count === 0,
        onClick: () => {
          onAdd(picks.filter((p) => p.goods.length > 0))
          setOff(new Set())
          onOpenChange(false)
        },
        testId: 'sector-add',
      }}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('sector.intro')}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField
            label={t('sector.sector')}
            error={sectors.isError ? 'regGoods:errors.loadFailed' : undefined}
          >
            <NativeSelect.Root size="sm" disabled={!sectors.data}>
              <NativeSelect.Field
                value={sector}
                onChange={(e) => {
                  setSector(e.target.value)
                  setSub('')
                  setOff(new Set())
                }}
                data-testid="sector-select"
              >
                <option value="">{t('sector.choose')}</option>
                {sectors.data?.map((s) => (
                  <option key={s.code} value={s.code}>
                    {label(s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('sector.sub')} error={subs.isError ? 'regGoods:errors.loadFailed' : undefined}>
            <NativeSelect.Root size="sm" disabled={!sector || !subs.data}>
              <NativeSelect.Field
                value={sub}
                onChange={(e) => {
                  setSub(e.target.value)
                  setOff(new Set())
                }}
                data-testid="subsector-select"
              >
                <option value="">{t('sector.choose')}</option>
                {subs.data?.map((s) => (
                  <option key={s.code} value={s.code}>
                    {label(s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        {!sub ? (
          <Text fontSize="sm" color="fg.muted">
            {t('sector.none')}
          </Text>
        ) : rec.isPending ? (
          <Spinner size="sm" />
        ) : rec.isError ? (
          <Text fontSize="sm" color="fg.error">
            {t('sector.failed')}
          </Text>
        ) : (
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              {t('sector.preview', {
                name: label(rec.data.subSector),
                count: total,
                classes: rec.data.classes.length,
              })}
            </Text>
            <Box css={PREVIEW} display="flex" flexDirection="column" gap="2" data-testid="sector-preview">
              {rec.data.classes.map((c) => (
                <div className="sr-class" key={c.classNo}>
                  <div className="sr-head">
                    {t('classLabel', { no: c.classNo })} {label(c)}
                  </div>
                  {c.goods.map((g) => {
                    const k = key(c.classNo, g.code)
                    const there = chosen.has(k)
                    const [first, other] = namesOf(g, lead)
                    return (
                      <label key={g.code} data-there={there ? '' : undefined}>
                        <input
                          type="checkbox"
                          checked={there || !off.has(k)}
                          disabled={there}
                          onChange={() => toggle(k)}
                        />
                        <span>
                          {first}
                          {there ? <span className="sr-there">({t('sector.already')})</span> : null}
                          {other ? <span className="sr-other">{other}</span> : null}
                        </span>
                      </label>
                    )
                  })}
                </div>
              ))}
            </Box>
          </Stack>
        )}
      </Stack>
    </FormDialog>
  )
}
