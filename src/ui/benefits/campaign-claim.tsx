import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { grantMutation } from '../../api/benefits'
import { BusinessError } from '../../api/client'
import type { Campaign } from '../../api/schemas/benefits'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { Price } from '../kit/price'
import { toastError, toastSuccess } from '../kit/toast'
import { useCouponText } from '../kit/use-coupon-text'

const PHASE_COLOR = { upcoming: 'orange', open: 'green', ended: 'gray' } as const

/** The season campaign: its dates, the pack one claim gives, and the claim button (once per member). */
export function CampaignClaim({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('benefits')
  const { lang } = useRootState()
  const text = useCouponText()
  const grant = useMutation(grantMutation())

  const claim = async () => {
    try {
      const result = await grant.mutateAsync({})
      toastSuccess(t('campaign.granted', { count: result.coupons.length }))
    } catch (error) {
      // "Already claimed" and "campaign ended" come with the server's own words.
      if (error instanceof BusinessError) toastError(error.msg || t('campaign.grantFailed'))
    }
  }

  const canClaim = campaign.phase === 'open' && !campaign.received
  const buttonText = campaign.received
    ? t('campaign.received', { date: formatDate(campaign.receivedAt ?? campaign.startDate, lang) })
    : t(`campaign.button.${campaign.phase}`)

  return (
    <Stack gap="4" data-testid="campaign">
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={PHASE_COLOR[campaign.phase]} data-testid="campaign-phase">
          {t(`campaign.phase.${campaign.phase}`)}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {t('campaign.dates', {
            from: formatDate(campaign.startDate, lang),
            until: formatDate(campaign.endDate, lang),
          })}
        </Text>
      </HStack>
      <Text>{t('campaign.what', { count: campaign.tickets.length, days: campaign.validDays })}</Text>
      <SimpleGrid columns={{ base: 1, md: campaign.tickets.length }} gap="3">
        {campaign.tickets.map((ticket, i) => (
          <Box key={i} borderWidth="1px" borderColor="red.200" bg="red.50" rounded="md" px="4" py="3">
            <Price cny={ticket.amount} fontSize="2xl" fontWeight="bold" color="red.600" />
            <Text fontSize="sm">{text.minSpend(ticket)}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t('appliesTo', { services: text.services(ticket) })}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap="4" wrap="wrap">
        <Button
          colorPalette="red"
          size="lg"
          disabled={!canClaim}
          loading={grant.isPending}
          onClick={() => void claim()}
          data-testid="claim-button"
        >
          {buttonText}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t('campaign.total')} <Price cny={campaign.totalAmount} fontWeight="semibold" />
        </Text>
      </HStack>
    </Stack>
  )
}
