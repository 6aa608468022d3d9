import { Box, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { PlanFeeItem } from '../../api/schemas/fees'
import { PLAN_PERIODS } from '../../domain/pricing'
import { useRootState } from '../../state/root'
import { Price } from '../kit/price'
import { FEE_TABLE_CSS } from './table-css'

/** Plans by period: a year, half a year, a quarter, a month, or one case without a subscription. */
export function PlanTable({ plans, testId }: { plans: PlanFeeItem[]; testId?: string }) {
  const { t } = useTranslation('fees')
  const { lang } = useRootState()
  return (
    <Box overflowX="auto">
      <Box as="table" css={FEE_TABLE_CSS} data-testid={testId}>
        <thead>
          <tr>
            <th>{t('plans.plan')}</th>
            {PLAN_PERIODS.map((p) => (
              <th key={p} className="num">
                {t(`plans.periods.${p}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id} data-testid={`plan-${plan.id}`}>
              <td>
                <Text fontWeight="medium">{lang === 'en' ? plan.name.en : plan.name.zh}</Text>
                <Text className="muted" fontSize="xs" maxW="md">
                  {lang === 'en' ? plan.description.en : plan.description.zh}
                </Text>
              </td>
              {PLAN_PERIODS.map((p) => (
                <td key={p} className="num" data-testid={`plan-${plan.id}-${p}`}>
                  <Price cny={plan.prices[p]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}
