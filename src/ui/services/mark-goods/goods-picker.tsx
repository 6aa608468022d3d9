import { Box, Fieldset, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { Message } from '../../../domain/message-key'
import {
  goodsCount,
  hasItem,
  toggleClass,
  toggleItem,
  type ClassGoods,
} from '../../../domain/services/mark-goods'
import { useRootState } from '../../../state/root'
import { CheckBox } from '../../kit/check-box'
import { useMessage } from '../../kit/message'

export interface GoodsPickerProps {
  /** What the choice is for ("Goods licensed", "Goods removed"), the group's legend. */
  legend: string
  registered: readonly ClassGoods[]
  chosen: readonly ClassGoods[]
  onChange: (chosen: ClassGoods[]) => void
  error?: Message | null
  disabled?: boolean
  testId: string
}

/**
 * A choice among a mark's registered goods: one box per item, and one per class that takes or leaves the
 * whole class. The choice keeps the certificate's order.
 */
export function GoodsPicker({
  legend,
  registered,
  chosen,
  onChange,
  error,
  disabled,
  testId,
}: GoodsPickerProps) {
  const { t } = useTranslation('services')
  const { lang } = useRootState()
  const message = useMessage()(error)
  return (
    <Fieldset.Root invalid={Boolean(message)} disabled={disabled} data-testid={testId}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
        <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-count`}>
          {t('markGoods.chosenCount', { chosen: goodsCount(chosen), total: goodsCount(registered) })}
        </Text>
      </HStack>
      <Fieldset.Content gap="3">
        {registered.map((c) => {
          const taken = chosen.find((x) => x.classNo === c.classNo)?.items.length ?? 0
          return (
            <Box key={c.classNo} borderWidth="1px" rounded="md" p="3">
              <CheckBox
                checked={taken === c.items.length}
                onChange={(on) => onChange(toggleClass(chosen, registered, c.classNo, on))}
                disabled={disabled}
                testId={`${testId}-class-${c.classNo}`}
              >
                <Text as="span" fontWeight="medium">
                  {t('markGoods.wholeClass', { classNo: c.classNo, chosen: taken, total: c.items.length })}
                </Text>
              </CheckBox>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2" ps="6">
                {c.items.map((item) => (
                  <CheckBox
                    key={item.zh}
                    size="sm"
                    checked={hasItem(chosen, c.classNo, item)}
                    onChange={(on) => onChange(toggleItem(chosen, registered, c.classNo, item, on))}
                    disabled={disabled}
                    invalid={Boolean(message)}
                    testId={`${testId}-item`}
                  >
                    {lang === 'en' ? item.en : item.zh}
                  </CheckBox>
                ))}
              </SimpleGrid>
            </Box>
          )
        })}
      </Fieldset.Content>
      {message ? <Fieldset.ErrorText>{message}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  )
}
