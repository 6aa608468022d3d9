import { RadioCard, SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { PayMethod } from '../../../machines/flows/payment'

/** The methods on offer: dummy pay only in the demo build (the mock inside the page). */
export const PAY_METHODS: readonly PayMethod[] =
  import.meta.env.VITE_MOCK === '1'
    ? ['card', 'wallet', 'alipay', 'offline', 'coupon', 'dummy']
    : ['card', 'wallet', 'alipay', 'offline', 'coupon']

export interface MethodChoiceProps {
  value: PayMethod | null
  onChange: (method: PayMethod) => void
  /** Methods that cannot be used on this order (coupons on a balance payment). */
  unavailable?: readonly PayMethod[]
  disabled?: boolean
}

/** The payment methods as selectable cards, each with a line on how it works. */
export function MethodChoice({ value, onChange, unavailable = [], disabled }: MethodChoiceProps) {
  const { t } = useTranslation('payment')
  const methods = PAY_METHODS.filter((m) => !unavailable.includes(m))
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(e) => {
        const next = methods.find((m) => m === e.value)
        if (next) onChange(next)
      }}
      disabled={disabled}
      colorPalette="blue"
      size="sm"
    >
      <RadioCard.Label>{t('method.title')}</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
        {methods.map((method) => (
          <RadioCard.Item key={method} value={method} data-testid={`method-${method}`}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{t(`method.${method}.name`)}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{t(`method.${method}.hint`)}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  )
}
