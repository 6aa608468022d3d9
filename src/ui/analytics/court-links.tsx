import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RecordTab } from '../../domain/court-records'
import { OptionSelect } from '../kit/option-select'
import { SectionCard } from '../kit/section-card'

const LINKS: readonly (readonly [tab: RecordTab, key: 'cases' | 'notices' | 'reviews'])[] = [
  ['judgements', 'cases'],
  ['notices', 'notices'],
  ['reviews', 'reviews'],
]

export interface CourtLinksProps {
  marks: readonly { id: string; name: string; applicationNo: string }[]
}

/**
 * A mark's disputes, read on their own pages (/instrument): its court cases, court notices and review
 * decisions. The records are kept per mark, so the card asks which of the portfolio's marks.
 */
export function CourtLinks({ marks }: CourtLinksProps) {
  const { t } = useTranslation('analytics')
  const [chosen, setChosen] = useState('')
  const id = marks.some((m) => m.id === chosen) ? chosen : (marks[0]?.id ?? '')
  return (
    <SectionCard title={t('court.title')} description={t('court.description')} testId="court-links">
      {marks.length === 0 ? (
        <Text color="fg.muted">{t('court.noMarks')}</Text>
      ) : (
        <HStack gap="2" wrap="wrap">
          <Box w={{ base: 'full', md: 'sm' }}>
            <OptionSelect
              aria-label={t('court.mark')}
              options={marks.map(
                (m) => [m.id, `${m.name.trim() || t('court.figurative')} · ${m.applicationNo}`] as const,
              )}
              value={id}
              onChange={(e) => setChosen(e.target.value)}
            />
          </Box>
          {LINKS.map(([tab, key]) => (
            <Button key={tab} asChild size="sm" variant="outline">
              <RouterLink to="/instrument" search={{ id, ...(tab === 'judgements' ? {} : { tab }) }}>
                {t(`court.${key}`)}
              </RouterLink>
            </Button>
          ))}
        </HStack>
      )}
    </SectionCard>
  )
}
