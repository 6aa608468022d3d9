import { Alert, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StandardGoods } from '../../../api/schemas/registration-goods'
import { formatMoney } from '../../../domain/currency'
import { NICE_CLASSES } from '../../../domain/nice-classes'
import type { MessageKey } from '../../../domain/message-key'
import type { ClassSelection, GoodsItem, RegistrationRegion } from '../../../domain/registration/types'
import { useRootState } from '../../../state/root'
import { useMessage } from '../../kit/message'
import { ChosenGoodsList } from './chosen-goods-list'
import { ClassNotes } from './class-notes'
import { CustomGoodsField } from './custom-goods-field'
import { itemRule, namesOf, type Lead } from './goods-model'
import { StandardGoodsPanel } from './standard-goods-panel'

export interface ClassPanelProps {
  region: RegistrationRegion
  lead: Lead
  selection: ClassSelection
  /** The step's issue for this class, if any. */
  error?: MessageKey
  customText: string
  onCustomText: (classNo: string, text: string) => void
  onToggleStandard: (classNo: string, item: StandardGoods, on: boolean) => void
  onAddMany: (classNo: string, items: StandardGoods[]) => number
  onAddItem: (classNo: string, item: GoodsItem) => boolean
  onRemoveItem: (classNo: string, index: number) => void
  onRemoveClass: (classNo: string) => void
}

/** One chosen class: its chosen items, the custom item field and the standard goods to tick. */
export function ClassPanel({
  region,
  lead,
  selection,
  error,
  customText,
  onCustomText,
  onToggleStandard,
  onAddMany,
  onAddItem,
  onRemoveItem,
  onRemoveClass,
}: ClassPanelProps) {
  const { t, i18n } = useTranslation('regGoods')
  const text = useMessage()
  const { lang } = useRootState()
  const en = i18n.language === 'en'
  const { classNo, goods } = selection
  const [confirmRemove, setConfirmRemove] = useState(false)
  const nice = NICE_CLASSES.find((c) => c.no === classNo)
  const rule = itemRule(region)
  const count = goods.length
  const chosenCodes = useMemo(() => new Set(goods.flatMap((g) => (g.code ? [g.code] : []))), [goods])

  const toggle = useCallback(
    (item: StandardGoods, on: boolean) => onToggleStandard(classNo, item, on),
    [classNo, onToggleStandard],
  )
  const addMany = useCallback((items: StandardGoods[]) => onAddMany(classNo, items), [classNo, onAddMany])
  const remove = useCallback((index: number) => onRemoveItem(classNo, index), [classNo, onRemoveItem])
  // The rows' edit handler reads the items through a ref, so it stays the same object and the memoised rows
  // do not all re-render on every change.
  const latestGoods = useRef(goods)
  useLayoutEffect(() => {
    latestGoods.current = goods
  })
  const edit = useCallback(
    (index: number) => {
      const item = latestGoods.current[index]
      if (!item) return
      onCustomText(classNo, namesOf(item, lead)[0])
      onRemoveItem(classNo, index)
    },
    [classNo, lead, onCustomText, onRemoveItem],
  )

  const money = (n: number) => formatMoney(n, 'CNY', lang)
  const excess = rule ? Math.max(0, count - rule.limit) : 0

  return (
    <Stack gap="4" data-testid={`class-panel-${classNo}`}>
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="0.5">
          <Text fontWeight="semibold">
            {t('classLabel', { no: classNo })} {nice ? (en ? nice.nameEn : nice.name) : ''}
          </Text>
          {nice ? (
            <Text fontSize="xs" color="fg.muted">
              {en ? nice.name : nice.nameEn}
            </Text>
          ) : null}
          <ClassNotes classNo={classNo} />
        </Stack>
        {confirmRemove ? (
          <HStack gap="2" bg="red.subtle" rounded="md" px="3" py="1.5" role="alertdialog">
            <Text fontSize="sm">{t('class.removeConfirm', { no: classNo, count })}</Text>
            <Button
              size="xs"
              colorPalette="red"
              onClick={() => onRemoveClass(classNo)}
              data-testid="remove-class-yes"
            >
              {t('class.removeYes')}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setConfirmRemove(false)}>
              {t('class.removeNo')}
            </Button>
          </HStack>
        ) : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => (count === 0 ? onRemoveClass(classNo) : setConfirmRemove(true))}
            data-testid="remove-class"
          >
            {t('class.remove')}
          </Button>
        )}
      </HStack>

      {error ? (
        <Alert.Root status="error" size="sm" role="alert" data-testid="class-error">
          <Alert.Indicator />
          <Alert.Description>{text(error)}</Alert.Description>
        </Alert.Root>
      ) : null}
      {rule && excess > 0 ? (
        <Alert.Root status="warning" size="sm" data-testid="limit-warning">
          <Alert.Indicator />
          <Alert.Description>
            {t('limit.warning', {
              no: classNo,
              count,
              limit: rule.limit,
              fee: money(rule.fee),
              excess,
              total: money(rule.fee * excess),
            })}
          </Alert.Description>
        </Alert.Root>
      ) : rule && count > 0 ? (
        <Text fontSize="xs" color="fg.muted">
          {t('limit.remaining', { left: rule.limit - count, limit: rule.limit })}
        </Text>
      ) : null}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <Stack gap="3">
          <Text fontWeight="semibold" fontSize="sm">
            {t('selected.title', { no: classNo, count })}
          </Text>
          <ChosenGoodsList goods={goods} lead={lead} en={en} onRemove={remove} onEdit={edit} />
          <Box>
            <CustomGoodsField
              region={region}
              classNo={classNo}
              lead={lead}
              goods={goods}
              text={customText}
              onTextChange={(text) => onCustomText(classNo, text)}
              onAdd={(item) => onAddItem(classNo, item)}
            />
          </Box>
        </Stack>
        <StandardGoodsPanel
          classNo={classNo}
          lead={lead}
          chosen={chosenCodes}
          onToggle={toggle}
          onAddMany={addMany}
        />
      </SimpleGrid>
    </Stack>
  )
}
