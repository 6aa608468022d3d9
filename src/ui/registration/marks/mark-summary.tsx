import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { allCountriesQuery } from '../../../api/reference'
import { formatDate } from '../../../domain/format'
import { REGISTRATION_FLOWS } from '../../../domain/registration/flows'
import { needsBlackImage } from '../../../domain/registration/marks'
import type { RegistrationRegion, TrademarkDraft } from '../../../domain/registration/types'
import { SpecimenImage } from './specimen-image'

const ROW = { display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) 1fr', gap: '2px 12px' } as const

/** A compact read-only account of one mark for the summary: specimen(s), type, name, colour and priority. */
export function MarkSummary({ mark, region }: { mark: TrademarkDraft; region: RegistrationRegion }) {
  const { t, i18n } = useTranslation('regMarks')
  const lang = i18n.language === 'en' ? 'en' : 'zh-CN'
  const countries = useQuery({ ...allCountriesQuery(''), enabled: mark.priority !== null })
  const name = mark.name.trim()
  const p = mark.priority
  const country = p ? countries.data?.find((c) => c.internationalDomainName === p.country) : undefined
  const countryLabel = country ? (lang === 'en' ? country.ehName : country.chName) : (p?.country ?? '')
  const rows: [string, string][] = [
    [t('summary.type'), t(`type.${mark.markType}`)],
    [t('summary.name'), name || (mark.markType === 'design' ? t('ai.noName') : '—')],
    [
      t('summary.color'),
      mark.colorMode === 'blackWhite'
        ? t('color.blackWhite')
        : mark.colorDescription.trim()
          ? t('summary.colorWith', { description: mark.colorDescription.trim() })
          : t('color.color'),
    ],
    [
      t('summary.priority'),
      p
        ? [
            t(p.category === 'exhibition' ? 'priority.exhibition' : 'priority.convention'),
            countryLabel,
            p.date ? formatDate(p.date, lang) : '',
            p.number.trim() ? t('summary.priorityNumber', { number: p.number.trim() }) : '',
          ]
            .filter(Boolean)
            .join(' · ')
        : t('summary.priorityNone'),
    ],
  ]
  if (REGISTRATION_FLOWS[region].allowsSeries && mark.series)
    rows.push([t('summary.series'), t('summary.seriesOf', { count: mark.seriesCount ?? 0 })])
  if (mark.portrait) rows.push([t('summary.portrait'), t('yes')])

  const alt = name ? t('image.alt', { name }) : t('image.altUnnamed')
  return (
    <HStack align="flex-start" gap="4" wrap="wrap" data-testid="mark-summary">
      <HStack gap="2" align="flex-start">
        <SpecimenImage image={mark.image} alt={alt} size="24" empty={t('summary.noImage')} />
        {needsBlackImage(mark) ? (
          <Stack gap="1" align="center">
            <SpecimenImage
              image={mark.blackImage}
              alt={name ? t('image.blackAlt', { name }) : t('image.altUnnamed')}
              size="24"
              empty={t('summary.noImage')}
            />
            <Text fontSize="xs" color="fg.muted">
              {t('summary.blackVersion')}
            </Text>
          </Stack>
        ) : null}
      </HStack>
      <Box as="dl" style={ROW} fontSize="sm" flex="1" minW="60" m="0">
        {rows.map(([label, text]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" m="0" wordBreak="break-word">
              {text}
            </Text>
          </Box>
        ))}
      </Box>
    </HStack>
  )
}
