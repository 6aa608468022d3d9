import { RadioCard, SimpleGrid, Text } from '@chakra-ui/react'
import { PLAN_OF_KIND, WATCH_KINDS, type WatchKind } from '../../api/schemas/monitoring'
import { MONITORING_PLANS } from '../../domain/service-prices'
import { Price } from '../kit/price'
import { useWatchText } from './use-watch-text'

/** The three kinds of watch (each a plan) as cards: what each watches and its price per month (MONITORING_PLANS). */
export function PlanChoice({ value, onChange }: { value: WatchKind; onChange: (kind: WatchKind) => void }) {
  const { t, pick } = useWatchText()
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(e) => {
        const next = WATCH_KINDS.find((k) => k === e.value)
        if (next) onChange(next)
      }}
      colorPalette="blue"
      size="sm"
    >
      <RadioCard.Label>{t('form.plan')}</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
        {WATCH_KINDS.map((id) => {
          const plan = MONITORING_PLANS.find((p) => p.id === PLAN_OF_KIND[id])
          return (
            <RadioCard.Item key={id} value={id} data-testid={`watch-plan-${id}`}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{plan ? pick(plan.name) : id}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>
                    {plan ? pick(plan.description) : null}
                  </RadioCard.ItemDescription>
                  {plan ? (
                    <Text fontSize="sm" mt="1" display="flex" gap="1">
                      <Price cny={plan.monthly} as="span" fontWeight="semibold" />
                      <span>{t('form.perMonth')}</span>
                    </Text>
                  ) : null}
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          )
        })}
      </SimpleGrid>
    </RadioCard.Root>
  )
}
