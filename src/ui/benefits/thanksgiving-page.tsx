import { Button, Container, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { campaignQuery, thanksgivingTicketsQuery } from '../../api/benefits'
import { EmptyState } from '../kit/empty-state'
import { SectionCard } from '../kit/section-card'
import { CampaignClaim } from './campaign-claim'
import { CouponTicket } from './coupon-ticket'

const RULES = ['once', 'combine', 'cap', 'minSpend', 'expiry'] as const

/** /thanksgivingTickets: the thanksgiving and christmas season campaign, its claim, and the member's tickets. */
export function ThanksgivingPage() {
  const { t } = useTranslation('benefits')
  const { data: campaign } = useSuspenseQuery(campaignQuery())
  const { data: tickets } = useSuspenseQuery(thanksgivingTicketsQuery())

  return (
    <Container maxW="6xl" py="6">
      <Stack gap="4">
        <SectionCard title={t('campaign.title')} description={t('campaign.intro')} testId="campaign-card">
          {campaign ? <CampaignClaim campaign={campaign} /> : <EmptyState title={t('campaign.none')} />}
        </SectionCard>
        <SectionCard
          title={t('campaign.myTickets', { count: tickets.counts.valid })}
          testId="my-tickets"
          actions={
            <Button asChild size="sm" variant="outline" colorPalette="blue">
              <RouterLink to="/personal/coupons">{t('campaign.allCoupons')}</RouterLink>
            </Button>
          }
        >
          {tickets.list.length === 0 ? (
            <EmptyState title={t('coupons.empty.valid')} />
          ) : (
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
              {tickets.list.map((coupon) => (
                <CouponTicket key={coupon.id} coupon={coupon} />
              ))}
            </SimpleGrid>
          )}
        </SectionCard>
        <SectionCard title={t('campaign.rulesTitle')} size="sm">
          <List.Root gap="1" ps="5" fontSize="sm">
            {RULES.map((rule) => (
              <List.Item key={rule}>
                <Text>{t(`campaign.rules.${rule}`)}</Text>
              </List.Item>
            ))}
          </List.Root>
        </SectionCard>
      </Stack>
    </Container>
  )
}
