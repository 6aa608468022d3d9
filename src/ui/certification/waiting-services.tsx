import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SERVICES_AWAITING_VERIFICATION, type ServiceAwaitingVerification } from '../../domain/certification'
import { SectionCard } from '../kit/section-card'

/** Where each service that waits for verification is used. */
const WHERE: Record<ServiceAwaitingVerification, '/personal/finance/invoiceInformation'> = {
  vatSpecialInvoice: '/personal/finance/invoiceInformation',
}

/** The services a corporate account cannot use until its company is verified. */
export function WaitingServices() {
  const { t } = useTranslation('certification')
  return (
    <SectionCard title={t('waiting.heading')} description={t('waiting.intro')} testId="certification-waiting">
      <Stack as="ul" gap="3">
        {SERVICES_AWAITING_VERIFICATION.map((id) => (
          <HStack as="li" key={id} listStyleType="none" justify="space-between" align="flex-start" gap="3">
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold">{t(`waiting.services.${id}.name`)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`waiting.services.${id}.text`)}
              </Text>
            </Stack>
            <Button asChild size="xs" variant="outline">
              <RouterLink to={WHERE[id]}>{t('waiting.open')}</RouterLink>
            </Button>
          </HStack>
        ))}
      </Stack>
    </SectionCard>
  )
}
