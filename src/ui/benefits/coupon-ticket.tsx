import { Badge, Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Coupon } from '../../api/schemas/benefits'
import { Price } from '../kit/price'
import { useCouponText } from '../kit/use-coupon-text'

// White text on the stub keeps a contrast of at least 4.5:1 (WCAG 1.4.3).
const STUB_COLOR = { valid: 'red.600', used: 'gray.600', expired: 'gray.600' } as const

/** A coupon drawn as a ticket: the amount and threshold on the stub, the terms and its state beside it. */
export const CouponTicket = memo(function CouponTicket({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('benefits')
  const text = useCouponText()
  const soon = text.expiresSoon(coupon)
  return (
    <Flex
      as="article"
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      bg="bg"
      aria-label={`${text.kind(coupon)} ${coupon.code}`}
      data-testid="coupon-ticket"
      data-status={coupon.status}
      opacity={coupon.status === 'valid' ? 1 : 0.85}
    >
      <Stack
        bg={STUB_COLOR[coupon.status]}
        color="white"
        justify="center"
        align="center"
        gap="1"
        px="3"
        py="4"
        w={{ base: '32', sm: '44' }}
        flexShrink={0}
        textAlign="center"
        // The dashed edge reads as the tear line of a paper ticket.
        borderRightWidth="2px"
        borderRightStyle="dashed"
        borderRightColor="bg"
      >
        <Price cny={coupon.amount} fontSize="2xl" fontWeight="bold" />
        <Text fontSize="xs">{text.minSpend(coupon)}</Text>
      </Stack>
      <Stack flex="1" gap="1" px="4" py="3" minW="0">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontWeight="semibold">{text.kind(coupon)}</Text>
          <Badge
            size="sm"
            colorPalette={coupon.status === 'valid' ? 'green' : coupon.status === 'used' ? 'blue' : 'gray'}
          >
            {t(`status.${coupon.status}`)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('appliesTo', { services: text.services(coupon) })}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {text.validity(coupon)}
        </Text>
        <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.subtle">
          <Text>{t('ticket.code', { code: coupon.code })}</Text>
          {soon ? (
            <Badge size="sm" colorPalette="orange" data-testid="expires-soon">
              {soon}
            </Badge>
          ) : null}
        </HStack>
        {coupon.status === 'used' && coupon.usedOrderId ? (
          <Box fontSize="sm">
            {t('ticket.usedOn')}{' '}
            <Link asChild colorPalette="blue" fontWeight="medium">
              <RouterLink to="/orderDetail" search={{ orderId: coupon.usedOrderId }}>
                {coupon.usedOrderNo ?? coupon.usedOrderId}
              </RouterLink>
            </Link>
            {coupon.usedAt ? ` · ${text.date(coupon.usedAt)}` : ''}
          </Box>
        ) : null}
      </Stack>
    </Flex>
  )
})
