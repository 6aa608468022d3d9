import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../domain/format'
import type { TrademarkDraft } from '../../../domain/registration/types'
import { useRootState } from '../../../state/root'
import { countryName, languageName } from './country-name'
import { FactList } from '../../kit/fact-list'
import { ClassGoods } from './summary-goods'
import { StoredImage } from './stored-image'

/** Everything filed for one mark: specimens, particulars, priority, basis, classes and goods. */
export function SummaryMark({
  mark,
  index,
  showSeries,
}: {
  mark: TrademarkDraft
  index: number
  showSeries: boolean
}) {
  const { t } = useTranslation('regDocs')
  const { lang } = useRootState()
  const yesNo = (v: boolean) => (v ? t('summary.yes') : t('summary.no'))
  const p = mark.priority
  const priority = p
    ? t('summary.priorityLine', {
        category: t(`summary.priorityCategory.${p.category}`),
        country: countryName(p.country, lang),
        date: formatDate(p.date, lang),
        number: p.number,
      })
    : t('summary.priorityNone')
  const basis = mark.basis
    ? t('summary.basisLine', {
        kind: t(`summary.basisKind.${mark.basis.kind}`),
        number: mark.basis.number,
        date: formatDate(mark.basis.date, lang),
      })
    : ''
  const rows: [string, ReactNode][] = [
    [t('summary.markType'), t(`summary.markTypes.${mark.markType}`)],
    [t('summary.name'), mark.name],
    [t('summary.color'), t(`summary.colorModes.${mark.colorMode}`)],
    [t('summary.colorDescription'), mark.colorMode === 'color' ? mark.colorDescription : ''],
    [t('summary.portrait'), yesNo(mark.portrait)],
    [
      t('summary.series'),
      showSeries || mark.series
        ? mark.series
          ? t('summary.seriesOf', { count: mark.seriesCount ?? 0 })
          : t('summary.no')
        : '',
    ],
    [t('summary.description'), mark.description],
    [t('summary.transliteration'), mark.transliteration],
    [t('summary.language'), mark.language ? languageName(mark.language, lang) : ''],
    [t('summary.priority'), priority],
    [t('summary.basis'), basis],
  ]
  return (
    <Stack
      as="article"
      gap="3"
      borderWidth="1px"
      rounded="md"
      p="4"
      aria-label={t('summary.mark', { n: index + 1 })}
      data-testid="summary-mark"
    >
      <Heading as="h3" size="sm">
        {t('summary.mark', { n: index + 1 })} · {mark.name || t(`summary.markTypes.${mark.markType}`)}
      </Heading>
      <HStack align="flex-start" gap="5" wrap="wrap">
        <HStack gap="3" align="flex-start" css={{ breakInside: 'avoid' }}>
          {mark.image ? (
            <StoredImage image={mark.image} label={t('summary.specimen')} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('summary.noImage')}
            </Text>
          )}
          {mark.blackImage ? <StoredImage image={mark.blackImage} label={t('summary.blackImage')} /> : null}
        </HStack>
        <Box flex="1" minW="64">
          <FactList rows={rows} testId="summary-mark-facts" />
        </Box>
      </HStack>
      <Stack gap="3">
        {mark.classes.map((selection) => (
          <ClassGoods key={selection.classNo} selection={selection} />
        ))}
      </Stack>
    </Stack>
  )
}
