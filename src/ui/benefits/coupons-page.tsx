import { Alert, Button, Container, Link, SimpleGrid, Stack, Tabs } from '@chakra-ui/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { COUPONS_PAGE_SIZE, COUPON_STATUSES, couponListQuery, ticketFlagQuery } from '../../api/benefits'
import type { CouponStatus } from '../../api/schemas/benefits'
import { BankCardPicker } from '../kit/bank-card-picker'
import { EmptyState } from '../kit/empty-state'
import { Pagination } from '../kit/pagination'
import { SectionCard } from '../kit/section-card'
import { CouponTicket } from './coupon-ticket'

// The account page manages cards; nothing is chosen to pay with here.
const noChoice = () => {}

export interface CouponsPageProps {
  status: CouponStatus
  page: number
  onStatusChange: (status: CouponStatus) => void
  onPageChange: (page: number) => void
}

/** /personal/coupons: the member's coupons by status (valid, used, expired), each drawn as a ticket. */
export function CouponsPage({ status, page, onStatusChange, onPageChange }: CouponsPageProps) {
  const { t } = useTranslation('benefits')
  const { data } = useSuspenseQuery(couponListQuery(status, page, COUPONS_PAGE_SIZE))
  // A reminder only; the page works without it.
  const flag = useQuery(ticketFlagQuery()).data?.flag === true

  return (
    <Container maxW="6xl" py="6">
      <Stack gap="4">
        {flag ? (
          <Alert.Root status="info" data-testid="claim-reminder">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('coupons.claimTitle')}</Alert.Title>
              <Alert.Description>{t('coupons.claimText')}</Alert.Description>
            </Alert.Content>
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/thanksgivingTickets">{t('coupons.claimAction')}</RouterLink>
            </Button>
          </Alert.Root>
        ) : null}
        <SectionCard
          title={t('coupons.title')}
          description={t('coupons.intro')}
          testId="coupons-page"
          actions={
            <Link asChild colorPalette="blue" fontSize="sm">
              <RouterLink to="/thanksgivingTickets">{t('coupons.campaignLink')}</RouterLink>
            </Link>
          }
        >
          <Tabs.Root
            value={status}
            onValueChange={(e) => {
              const next = COUPON_STATUSES.find((s) => s === e.value)
              if (next) onStatusChange(next)
            }}
            variant="line"
            size="sm"
          >
            <Tabs.List aria-label={t('coupons.title')}>
              {COUPON_STATUSES.map((s) => (
                <Tabs.Trigger key={s} value={s} data-testid={`coupon-tab-${s}`}>
                  {t('coupons.tab', { label: t(`status.${s}`), count: data.counts[s] })}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {/* The list is the panel of the selected tab, which the tab names (aria-controls). */}
            <Tabs.Content value={status} pb="0">
              <Stack gap="4">
                {data.list.length === 0 ? (
                  <EmptyState title={t(`coupons.empty.${status}`)} />
                ) : (
                  <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3" data-testid="coupon-list">
                    {data.list.map((coupon) => (
                      <CouponTicket key={coupon.id} coupon={coupon} />
                    ))}
                  </SimpleGrid>
                )}
                {data.total > COUPONS_PAGE_SIZE ? (
                  <Pagination
                    page={page}
                    pageSize={COUPONS_PAGE_SIZE}
                    total={data.total}
                    onChange={onPageChange}
                  />
                ) : null}
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
        </SectionCard>
        <SectionCard
          title={t('cards.sectionTitle')}
          description={t('cards.sectionIntro')}
          testId="bank-cards"
        >
          <BankCardPicker value={null} onChange={noChoice} selectable={false} />
        </SectionCard>
      </Stack>
    </Container>
  )
}
