import { Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../kit/section-card'
import { PageFrame } from './page-frame'

const SECTIONS = [
  'scope',
  'prices',
  'payment',
  'coupons',
  'delivery',
  'refunds',
  'invoices',
  'liability',
] as const

/** /buyRules: the purchase terms every payment refers to. */
export function BuyRulesPage() {
  const { t } = useTranslation('payment')
  return (
    <PageFrame title={t('page.buyRules.title')} intro={t('page.buyRules.intro')} testId="buy-rules-page">
      <SectionCard title={t('rules.heading')}>
        <Stack gap="5" as="ol" listStyleType="none" ps="0">
          {SECTIONS.map((key, i) => (
            <Stack as="li" key={key} gap="1">
              <Heading as="h3" size="sm">
                {i + 1}. {t(`rules.${key}.title`)}
              </Heading>
              <Text fontSize="sm" lineHeight="tall" whiteSpace="pre-line">
                {t(`rules.${key}.body`)}
              </Text>
            </Stack>
          ))}
        </Stack>
      </SectionCard>
    </PageFrame>
  )
}
