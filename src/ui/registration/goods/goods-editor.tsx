import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { verifyGoodsMutation } from '../../../api/registration-goods'
import type { StandardGoods, StandardHit } from '../../../api/schemas/registration-goods'
import type { MessageKey } from '../../../domain/message-key'
import type { ClassSelection, GoodsItem, RegistrationRegion } from '../../../domain/registration/types'
import { useMessage } from '../../kit/message'
import { toastError, toastSuccess } from '../../kit/toast'
import { ClassPanel } from './class-panel'
import { ClassPickerDialog } from './class-picker-dialog'
import { ClassTabs } from './class-tabs'
import { ExcelImportDialog } from './excel-import-dialog'
import {
  addClasses,
  addGoods,
  itemRule,
  leadOf,
  mergeClasses,
  namesOf,
  removeClass,
  removeCode,
  removeGoods,
  sameItem,
  standardItem,
  uncheckedItems,
} from './goods-model'
import { SectorRecommendDialog } from './sector-recommend-dialog'
import { StandardSearch } from './standard-search'
import { itemFromVerdict } from './verdict-item'

export interface GoodsEditorProps {
  region: RegistrationRegion
  value: ClassSelection[]
  onChange: (next: ClassSelection[]) => void
  /**
   * The step's issues under the mark's classes path: '' for the whole list (classRequired),
   * '<index>' for one class (goodsRequired, goodsRejected, goodsUnchecked).
   */
  errors?: Record<string, MessageKey>
}

/**
 * The classes and goods of one mark: Nice classes picked from the 45 headings, standard goods ticked by
 * similar group, searched across classes, recommended by business or imported from Excel, and custom items
 * verified by trademark/CommodityVerification. Warns when a class goes over the items its fee includes.
 */
export function GoodsEditor({ region, value, onChange, errors = {} }: GoodsEditorProps) {
  const { t } = useTranslation('regGoods')
  const text = useMessage()
  const lead = leadOf(region)
  const rule = itemRule(region)
  const [chosenTab, setChosenTab] = useState<string | null>(null)
  const [pickerOpen, setPickerOpen] = useState(false)
  const [sectorOpen, setSectorOpen] = useState(false)
  const [excelOpen, setExcelOpen] = useState(false)
  const [customText, setCustomText] = useState<Readonly<Record<string, string>>>({})
  const verify = useMutation(verifyGoodsMutation())

  // Handlers read the newest list through a ref, so they stay stable for the memoised rows and two edits in
  // one event build on each other.
  const latest = useRef({ value, onChange })
  useLayoutEffect(() => {
    latest.current = { value, onChange }
  })
  const apply = useCallback((edit: (v: ClassSelection[]) => ClassSelection[]) => {
    const next = edit(latest.current.value)
    latest.current = { ...latest.current, value: next }
    latest.current.onChange(next)
  }, [])
  const add = useCallback(
    (classNo: string, items: GoodsItem[]) => {
      const result = addGoods(latest.current.value, classNo, items)
      if (result.added > 0 || result.next.length !== latest.current.value.length) apply(() => result.next)
      return result
    },
    [apply],
  )

  const active = value.some((c) => c.classNo === chosenTab) ? chosenTab : (value[0]?.classNo ?? null)
  const activeIndex = value.findIndex((c) => c.classNo === active)
  const selection = activeIndex >= 0 ? value[activeIndex] : undefined

  const onToggleStandard = useCallback(
    (classNo: string, item: StandardGoods, on: boolean) => {
      if (on) add(classNo, [standardItem(item)])
      else apply((v) => removeCode(v, classNo, item.code))
    },
    [add, apply],
  )
  const onAddMany = useCallback(
    (classNo: string, items: StandardGoods[]) => add(classNo, items.map(standardItem)).added,
    [add],
  )
  const onAddItem = useCallback((classNo: string, item: GoodsItem) => add(classNo, [item]).added > 0, [add])
  const onRemoveItem = useCallback(
    (classNo: string, index: number) => apply((v) => removeGoods(v, classNo, index)),
    [apply],
  )
  const onRemoveClass = useCallback((classNo: string) => apply((v) => removeClass(v, classNo)), [apply])
  const onCustomText = useCallback(
    (classNo: string, text: string) => setCustomText((prev) => ({ ...prev, [classNo]: text })),
    [],
  )
  const onSearchAdd = useCallback(
    (hit: StandardHit) => {
      const r = add(hit.classNo, [standardItem(hit)])
      if (r.added > 0) toastSuccess(t('search.addedTo', { no: hit.classNo }))
    },
    [add, t],
  )

  const chosenKeys = useMemo(
    () => new Set(value.flatMap((c) => c.goods.flatMap((g) => (g.code ? [`${c.classNo}|${g.code}`] : [])))),
    [value],
  )
  const chosenClasses = useMemo(() => new Set(value.map((c) => c.classNo)), [value])
  const flagged = useMemo(
    () =>
      new Set(
        value
          .filter((c, i) => errors[String(i)] || c.goods.some((g) => g.custom && g.verdict !== 'accepted'))
          .map((c) => c.classNo),
      ),
    [value, errors],
  )
  const unchecked = uncheckedItems(value)
  const items = value.reduce((n, c) => n + c.goods.length, 0)

  const verifyAll = async () => {
    const batch = uncheckedItems(latest.current.value)
    if (batch.length === 0) return
    try {
      const { results } = await verify.mutateAsync({
        region,
        items: batch.map(({ classNo, item }) => ({ classNo, name: namesOf(item, lead)[0] })),
      })
      apply((v) => {
        let next = v
        results.forEach((r, i) => {
          const original = batch[i]
          if (!original) return
          const cls = next.find((c) => c.classNo === original.classNo)
          const index =
            cls?.goods.findIndex((g) => g.verdict === 'unchecked' && sameItem(g, original.item)) ?? -1
          if (!cls || index < 0) return
          const item = itemFromVerdict(r)
          const duplicate = cls.goods.some((g, j) => j !== index && sameItem(g, item))
          next = next.map((c) =>
            c.classNo !== cls.classNo
              ? c
              : {
                  ...c,
                  goods: duplicate
                    ? c.goods.filter((_, j) => j !== index)
                    : c.goods.map((g, j) => (j === index ? item : g)),
                },
          )
        })
        return next
      })
    } catch {
      toastError(t('custom.verifyFailed'))
    }
  }

  return (
    <Stack gap="4" data-testid="goods-editor">
      <Text fontSize="sm" color="fg.muted">
        {t(lead === 'en' ? 'leadEn' : 'leadZh')}
      </Text>
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontWeight="medium" data-testid="goods-summary">
          {value.length === 0 ? t('summaryNone') : t('summary', { classes: value.length, items })}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => setPickerOpen(true)}
            data-testid="choose-classes"
          >
            {t('toolbar.chooseClasses')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setSectorOpen(true)} data-testid="open-sector">
            {t('toolbar.recommend')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setExcelOpen(true)} data-testid="open-excel">
            {t('toolbar.excel')}
          </Button>
          {unchecked.length > 0 ? (
            <Button
              size="sm"
              colorPalette="orange"
              loading={verify.isPending}
              onClick={() => void verifyAll()}
              data-testid="verify-all"
            >
              {t('toolbar.verifyAll', { count: unchecked.length })}
            </Button>
          ) : null}
        </HStack>
      </HStack>

      {errors[''] ? (
        <Alert.Root status="error" size="sm" role="alert" data-testid="goods-error">
          <Alert.Indicator />
          <Alert.Description>{text(errors[''])}</Alert.Description>
        </Alert.Root>
      ) : null}

      <Stack gap="1.5">
        <Text fontWeight="semibold" fontSize="sm">
          {t('search.label')}
        </Text>
        <StandardSearch lead={lead} chosen={chosenKeys} onAdd={onSearchAdd} />
      </Stack>

      {value.length > 0 ? (
        <ClassTabs
          value={value}
          active={active ?? ''}
          onSelect={setChosenTab}
          flagged={flagged}
          limit={rule?.limit ?? null}
        />
      ) : null}
      {selection ? (
        <Box borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }}>
          <ClassPanel
            key={selection.classNo}
            region={region}
            lead={lead}
            selection={selection}
            error={errors[String(activeIndex)]}
            customText={customText[selection.classNo] ?? ''}
            onCustomText={onCustomText}
            onToggleStandard={onToggleStandard}
            onAddMany={onAddMany}
            onAddItem={onAddItem}
            onRemoveItem={onRemoveItem}
            onRemoveClass={onRemoveClass}
          />
        </Box>
      ) : null}

      <ClassPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        chosen={chosenClasses}
        onConfirm={(classNos) => {
          apply((v) => addClasses(v, classNos))
          if (classNos[0]) setChosenTab(classNos[0])
        }}
      />
      <SectorRecommendDialog
        open={sectorOpen}
        onOpenChange={setSectorOpen}
        lead={lead}
        chosen={chosenKeys}
        onAdd={(picks) => {
          const r = mergeClasses(
            latest.current.value,
            picks.map((p) => ({ classNo: p.classNo, goods: p.goods.map(standardItem) })),
          )
          apply(() => r.next)
          if (r.added > 0) toastSuccess(t('sector.added', { count: r.added }))
          return r.added
        }}
      />
      <ExcelImportDialog
        open={excelOpen}
        onOpenChange={setExcelOpen}
        region={region}
        onImport={(classes) => {
          const r = mergeClasses(latest.current.value, classes)
          apply(() => r.next)
          return { added: r.added, duplicates: r.duplicates }
        }}
      />
    </Stack>
  )
}
