import { Badge, Box, Checkbox, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { OrderCoupon } from '../../api/schemas/benefits'
import { Price } from './price'
import { useCouponText } from './use-coupon-text'

export interface CouponOptionProps {
  coupon: OrderCoupon
  checked: boolean
  disabled: boolean
  onToggle: (coupon: OrderCoupon, checked: boolean) => void
}

/** One coupon in the picker: a checkbox card with its terms and, when it cannot be used, why. */
export function CouponOption({ coupon, checked, disabled, onToggle }: CouponOptionProps) {
  const { t } = useTranslation('benefits')
  const text = useCouponText()
  const soon = text.expiresSoon(coupon)
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onToggle(coupon, e.checked === true)}
      alignItems="flex-start"
      borderWidth="1px"
      borderColor={checked ? 'red.400' : 'border'}
      bg={checked ? 'red.50' : undefined}
      rounded="md"
      px="3"
      py="2"
      width="full"
      data-testid="coupon-option"
      data-coupon-id={coupon.id}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="1" />
      <Checkbox.Label flex="1" fontWeight="normal">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Box>
            <Text fontWeight="semibold">
              {text.kind(coupon)} · {text.minSpend(coupon)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('appliesTo', { services: text.services(coupon) })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {text.validity(coupon)}
              {soon ? (
                <Badge ms="2" colorPalette="orange" size="sm">
                  {soon}
                </Badge>
              ) : null}
            </Text>
            {coupon.problem ? (
              <Text fontSize="sm" color="fg.error">
                {text.problem(coupon.problem)}
              </Text>
            ) : null}
          </Box>
          <Price cny={coupon.amount} fontSize="lg" fontWeight="bold" color="red.600" />
        </HStack>
      </Checkbox.Label>
    </Checkbox.Root>
  )
}
