import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { jurisdictionName } from '../../../domain/registration/jurisdictions'
import type { Lang } from '../../../state/root'
import type { CountryOption } from './country-options'

export interface SelectedCountriesProps {
  value: readonly string[]
  byCode: ReadonlyMap<string, CountryOption>
  lang: Lang
  /** Whether the lists are loaded (until then no code is called unavailable). */
  ready: boolean
  onRemove: (code: string) => void
  onClear: () => void
}

const CHIPS_CSS = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1.5',
  '& .chip': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    pl: '2',
    pr: '1',
    py: '0.5',
    rounded: 'full',
    fontSize: 'sm',
    bg: 'blue.50',
    color: 'blue.800',
    borderWidth: '1px',
    borderColor: 'blue.200',
  },
  '& .chip.bad': { bg: 'red.50', color: 'red.800', borderColor: 'red.300' },
  '& .chip button': {
    width: '5',
    height: '5',
    rounded: 'full',
    cursor: 'pointer',
    lineHeight: '1',
    _hover: { bg: 'blackAlpha.100' },
  },
} as const

/** The chosen countries as removable chips, what is wrong with any of them, and the notes to read first. */
export function SelectedCountries({ value, byCode, lang, ready, onRemove, onClear }: SelectedCountriesProps) {
  const { t } = useTranslation('regRegions')
  const unavailable = ready ? value.filter((c) => !byCode.has(c)) : []
  const notes = value.flatMap((c) => {
    const o = byCode.get(c)
    return o?.note
      ? [{ code: c, name: lang === 'en' ? o.en : o.zh, text: lang === 'en' ? o.note.en : o.note.zh }]
      : []
  })
  return (
    <Stack gap="2" data-testid="selected-countries">
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          {value.length > 0
            ? t('countries.selectedCount', { count: value.length })
            : t('countries.noneSelected')}
        </Text>
        {value.length > 0 ? (
          <Button size="xs" variant="ghost" colorPalette="blue" onClick={onClear}>
            {t('countries.clearAll')}
          </Button>
        ) : null}
      </HStack>
      {value.length > 0 ? (
        <Box css={CHIPS_CSS}>
          {value.map((code) => {
            const o = byCode.get(code)
            const name = o ? (lang === 'en' ? o.en : o.zh) : jurisdictionName(code, lang)
            const bad = unavailable.includes(code)
            return (
              <span key={code} className={bad ? 'chip bad' : 'chip'} data-testid={`chip-${code}`}>
                {name}
                <button
                  type="button"
                  aria-label={t('countries.remove', { name })}
                  onClick={() => onRemove(code)}
                >
                  ×
                </button>
              </span>
            )
          })}
        </Box>
      ) : null}
      {unavailable.length > 0 ? (
        <Text role="alert" fontSize="sm" color="red.600">
          {t('countries.unavailable', { code: unavailable.join(', ') })}. {t('countries.unavailableHint')}
        </Text>
      ) : null}
      {notes.length > 0 ? (
        <Box
          rounded="md"
          borderWidth="1px"
          borderColor="orange.200"
          bg="orange.50"
          px="3"
          py="2"
          fontSize="sm"
        >
          <Text fontWeight="medium" mb="1">
            {t('countries.notesTitle')}
          </Text>
          <Stack as="ul" gap="1" ps="4" listStyleType="disc">
            {notes.map((n) => (
              <li key={n.code} data-testid={`note-${n.code}`}>
                <strong>{n.name}</strong>
                {lang === 'en' ? ': ' : '：'}
                {n.text}
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  )
}
