import { Badge, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { monitoringSchemas } from '../../api/schemas/monitoring'
import { HIT_TIERS } from '../../api/schemas/monitoring'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import type { z } from 'zod'
import { FactList } from '../kit/fact-list'
import { SectionCard } from '../kit/section-card'
import { TIER_PALETTE } from './result-rules'

type Details = z.output<typeof monitoringSchemas.monitoringGetMemberMonitoringDetails.res>

/** What the chosen watch covers and what it has found so far, per tier. */
export function ResultWatchFacts({ details }: { details: Details }) {
  const { t } = useTranslation('watchResults')
  const { lang } = useRootState()
  const w = details.watch
  const sep = lang === 'en' ? ', ' : '、'
  return (
    <SectionCard
      title={t('facts.title', { name: w.name || (lang === 'en' ? w.applicant?.en : w.applicant?.zh) || '' })}
      size="sm"
      testId="result-watch-facts"
      actions={
        <HStack gap="2" wrap="wrap">
          {HIT_TIERS.map((tier) => (
            <Badge key={tier} colorPalette={TIER_PALETTE[tier]} size="lg">
              {t('results.tierCount', { tier: t(`tier.${tier}`), count: details.counts[tier] })}
            </Badge>
          ))}
        </HStack>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        <FactList
          rows={[
            [t('facts.kind'), t(`kind.${w.kind}`)],
            [t('facts.classes'), w.classes.join(sep)],
            [t('facts.groups'), w.groups.join(sep)],
            [t('facts.basis'), w.watchedRegNo ? t('facts.ownMark', { regNo: w.watchedRegNo }) : ''],
          ]}
        />
        <FactList
          rows={[
            [t('facts.countries'), w.countries.join(sep)],
            [
              t('facts.period'),
              w.startsOn && w.endsOn
                ? t('facts.range', { from: formatDate(w.startsOn, lang), to: formatDate(w.endsOn, lang) })
                : '',
            ],
            [t('facts.status'), t(`watchStatus.${w.status}`)],
            [t('facts.nextIssue'), formatDate(details.nextIssueOn, lang)],
          ]}
        />
      </SimpleGrid>
      {w.imageUrl ? (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {t('facts.image')}
        </Text>
      ) : null}
    </SectionCard>
  )
}
