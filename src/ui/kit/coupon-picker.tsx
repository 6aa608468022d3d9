import { HStack, Skeleton, Stack, Switch, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { orderCouponsQuery } from '../../api/benefits'
import type { OrderCoupon } from '../../api/schemas/benefits'
import { combinedDiscount } from '../../domain/coupon-rules'
import { CouponOption } from './coupon-option'
import { Price } from './price'

export interface CouponPickerProps {
  orderId: string
  productType: number
  /** CNY due before coupons. */
  amount: number
  value: string[]
  onChange: (couponIds: string[], discount: number) => void
}

/**
 * The member's coupons for one order: usable ones can be ticked (several combine, the discount never
 * exceeds the amount due); unusable and, on request, expired ones are shown disabled with the reason.
 */
export function CouponPicker({ orderId, productType, amount, value, onChange }: CouponPickerProps) {
  const { t } = useTranslation('benefits')
  const [includeExpired, setIncludeExpired] = useState(false)
  const { data, isPending, isError } = useQuery(orderCouponsQuery(orderId, includeExpired))
  const list = data?.list ?? []
  const chosen = list.filter((c) => value.includes(c.id))
  const discount = combinedDiscount(chosen, amount)
  const switchId = useId()

  // A chosen coupon that is no longer on offer (spent elsewhere, expired) leaves the choice.
  useEffect(() => {
    if (!data) return
    const usable = value.filter((id) => data.list.some((c) => c.id === id && c.problem === null))
    if (usable.length !== value.length)
      onChange(
        usable,
        combinedDiscount(
          data.list.filter((c) => usable.includes(c.id)),
          amount,
        ),
      )
  }, [data, value, amount, onChange])

  const toggle = (coupon: OrderCoupon, checked: boolean) => {
    const ids = checked ? [...value, coupon.id] : value.filter((id) => id !== coupon.id)
    onChange(
      ids,
      combinedDiscount(
        list.filter((c) => ids.includes(c.id)),
        amount,
      ),
    )
  }
  // Once the coupons cover the whole amount another one would be wasted.
  const covered = discount >= amount

  return (
    <Stack gap="3" data-testid="coupon-picker" data-product-type={productType}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">{t('picker.title')}</Text>
        <Switch.Root
          size="sm"
          checked={includeExpired}
          onCheckedChange={(e) => setIncludeExpired(e.checked)}
          ids={{ hiddenInput: switchId }}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('picker.showExpired')}</Switch.Label>
        </Switch.Root>
      </HStack>
      {isPending ? (
        <Skeleton height="16" />
      ) : isError ? (
        <Text color="fg.error" role="alert">
          {t('picker.loadFailed')}
        </Text>
      ) : list.length === 0 ? (
        <Text color="fg.muted">{t('picker.none')}</Text>
      ) : (
        <Stack gap="2" role="group" aria-label={t('picker.title')}>
          {list.map((coupon) => (
            <CouponOption
              key={coupon.id}
              coupon={coupon}
              checked={value.includes(coupon.id)}
              disabled={coupon.problem !== null || (covered && !value.includes(coupon.id))}
              onToggle={toggle}
            />
          ))}
        </Stack>
      )}
      <HStack justify="space-between" borderTopWidth="1px" pt="2" data-testid="coupon-summary">
        <Text color="fg.muted" fontSize="sm">
          {t('picker.chosen', { count: chosen.length })}
        </Text>
        <Text fontWeight="semibold" color="red.600">
          {t('picker.discount')} -<Price cny={discount} />
        </Text>
      </HStack>
    </Stack>
  )
}
