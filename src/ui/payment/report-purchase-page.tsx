import { Alert, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessError } from '../../api/client'
import { fromSearchParams } from '../../domain/search-params'
import { toSearchParams, validateSearchQuery, type SearchParams } from '../../domain/search-query'
import { Price } from '../kit/price'
import { SectionCard } from '../kit/section-card'
import { toastError } from '../kit/toast'
import { PageFrame } from './page-frame'
import { createReportOrderMutation, reportPriceQuery } from '../../api/payment'
import { reportSubject } from './report-subject'
import { ReportQueryFacts } from './report-query-facts'
import { CheckBox } from '../kit/check-box'

export interface ReportPurchasePageProps {
  /** The search to buy a report for, as URL params (toSearchParams). */
  search: SearchParams
  onOrdered: (orderId: string) => void
}

/**
 * /query/payment: buys an availability analysis report for the current search: what the report covers, its
 * price and delivery, the purchase terms; placing the order goes on to paying it.
 */
export function ReportPurchasePage({ search, onOrdered }: ReportPurchasePageProps) {
  const { t } = useTranslation('payment')
  const { data: price } = useSuspenseQuery(reportPriceQuery())
  const create = useMutation(createReportOrderMutation())
  const [agreed, setAgreed] = useState(false)
  const [agreeError, setAgreeError] = useState(false)
  const checked = validateSearchQuery(fromSearchParams(search))
  const query = checked.ok ? checked.query : null
  const subject = query
    ? (reportSubject(query) ?? (query.queryWay === 'image' ? t('report.imageSubject') : null))
    : null

  const order = async () => {
    if (!agreed) {
      setAgreeError(true)
      return
    }
    if (!query || !subject) return
    try {
      const result = await create.mutateAsync({ subject, query: toSearchParams({ ...query, pageNum: 1 }) })
      onOrdered(result.order.id)
    } catch (error) {
      toastError(t('report.orderFailed'), error instanceof BusinessError ? error.msg : undefined)
    }
  }

  return (
    <PageFrame
      title={t('page.queryPayment.title')}
      intro={t('page.queryPayment.intro')}
      testId="report-purchase-page"
    >
      {!query || !subject ? (
        <Alert.Root status="warning" data-testid="report-no-query">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('report.noQuery')}</Alert.Title>
            <Alert.Description>
              <Link asChild colorPalette="blue">
                <RouterLink to="/query/fast">{t('report.toSearch')}</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <SectionCard title={t('report.kind.availability')} description={t('report.kindText')}>
          <Stack gap="4">
            <ReportQueryFacts query={query} subject={subject} />
            <Box borderTopWidth="1px" pt="3">
              <HStack justify="space-between">
                <Text>{t('summary.serviceFee')}</Text>
                <Price cny={price.serviceFee} />
              </HStack>
              <HStack justify="space-between">
                <Text>{t('summary.officialFee')}</Text>
                <Price cny={price.officialFee} />
              </HStack>
              <HStack justify="space-between" fontWeight="bold" data-testid="report-price">
                <Text>{t('summary.total')}</Text>
                <Price cny={price.total} showCny />
              </HStack>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {t('report.delivery', { count: price.deliveryDays })}
              </Text>
            </Box>
            <CheckBox
              checked={agreed}
              onChange={(value) => {
                setAgreed(value)
                setAgreeError(false)
              }}
              invalid={agreeError}
              testId="report-agree"
            >
              {t('terms.agree')}{' '}
              <Link asChild colorPalette="blue">
                <RouterLink to="/buyRules" target="_blank">
                  {t('terms.link')}
                </RouterLink>
              </Link>
            </CheckBox>
            {agreeError ? (
              <Text color="red.600" fontSize="sm" role="alert">
                {t('terms.required')}
              </Text>
            ) : null}
            <Button
              colorPalette="blue"
              alignSelf="flex-end"
              loading={create.isPending}
              onClick={() => void order()}
              data-testid="report-order"
            >
              {t('report.placeOrder')}
            </Button>
          </Stack>
        </SectionCard>
      )}
    </PageFrame>
  )
}
