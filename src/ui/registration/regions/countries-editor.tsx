import { Box, Button, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../domain/message-key'
import { useRootState } from '../../../state/root'
import { useMessage } from '../../kit/message'
import { COUNTRY_LIST_CSS } from './country-list-css'
import { matchesKeyword, normalizeKeyword, sortOptions, type CountryOption } from './country-options'
import { CountryRegionSection } from './country-region-section'
import { SelectedCountries } from './selected-countries'
import { useCountryOptions } from './use-country-options'
import { useMoney } from './use-money'

export interface CountriesEditorProps {
  region: 'global' | 'madrid'
  /** Chosen codes (ISO alpha-2, EM, BX, OA), in the order chosen. */
  value: string[]
  onChange: (next: string[]) => void
  /** Issues of the draft: key '' is the list's own (e.g. 'registration:issues.countryRequired'). */
  errors?: Record<string, MessageKey>
}

/**
 * The countries of a global filing (grouped by region, with the price of each) or the designated members of a
 * Madrid application (with each member's fee and what it asks for, such as the US declaration of use).
 * Searchable by Chinese or English name or code; a region can be chosen or cleared at once.
 */
export function CountriesEditor({ region, value, onChange, errors }: CountriesEditorProps) {
  const { t } = useTranslation('regRegions')
  const text = useMessage()
  const { lang } = useRootState()
  const { money } = useMoney()
  const { options, regions, pending, failed, retry } = useCountryOptions(region)
  const [keyword, setKeyword] = useState('')
  const deferred = useDeferredValue(normalizeKeyword(keyword))

  // The handlers read the latest value through a ref, so the memoised rows keep the same callbacks.
  const valueRef = useRef(value)
  valueRef.current = value
  const selected = useMemo(() => new Set(value), [value])
  const byCode = useMemo(() => new Map(options.map((o) => [o.code, o])), [options])

  const onToggle = useCallback(
    (code: string) => {
      const current = valueRef.current
      onChange(current.includes(code) ? current.filter((c) => c !== code) : [...current, code])
    },
    [onChange],
  )
  const onSetAll = useCallback(
    (codes: string[], on: boolean) => {
      const current = valueRef.current
      onChange(
        on
          ? [...current, ...codes.filter((c) => !current.includes(c))]
          : current.filter((c) => !codes.includes(c)),
      )
    },
    [onChange],
  )

  const sections = useMemo(() => {
    const shown = options.filter((o) => matchesKeyword(o, deferred))
    return regions
      .map((r) => ({
        region: r.region,
        name: lang === 'en' ? r.en : r.zh,
        options: sortOptions(
          shown.filter((o) => o.region === r.region),
          lang,
        ),
      }))
      .filter((s) => s.options.length > 0)
  }, [options, regions, deferred, lang])

  const listError = text(errors?.[''])

  return (
    <Stack gap="3" data-testid={`countries-editor-${region}`}>
      <Box>
        <Text fontWeight="semibold">
          {region === 'global' ? t('countries.titleGlobal') : t('countries.titleMadrid')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {region === 'global' ? t('countries.hintGlobal') : t('countries.hintMadrid')}
        </Text>
      </Box>
      {listError ? (
        <Text role="alert" color="red.600" fontSize="sm" data-testid="countries-error">
          {listError}
        </Text>
      ) : null}
      <SelectedCountries
        value={value}
        byCode={byCode}
        lang={lang}
        ready={!pending && !failed}
        onRemove={onToggle}
        onClear={() => onChange([])}
      />
      <HStack gap="2">
        <Input
          aria-label={t('countries.search')}
          size="sm"
          type="search"
          value={keyword}
          maxLength={50}
          placeholder={t('countries.searchPlaceholder')}
          onChange={(e) => setKeyword(e.target.value)}
        />
        {keyword ? (
          <Button size="sm" variant="ghost" onClick={() => setKeyword('')}>
            {t('countries.clearSearch')}
          </Button>
        ) : null}
      </HStack>
      {region === 'global' ? (
        <Text fontSize="xs" color="fg.muted">
          {t('countries.mainlandNote')}
        </Text>
      ) : null}
      <CountryList
        pending={pending}
        failed={failed}
        retry={retry}
        keyword={keyword}
        sections={sections}
        selected={selected}
        money={money}
        onToggle={onToggle}
        onSetAll={onSetAll}
      />
    </Stack>
  )
}

interface CountryListProps {
  pending: boolean
  failed: boolean
  retry: () => void
  keyword: string
  sections: { region: string; name: string; options: CountryOption[] }[]
  selected: ReadonlySet<string>
  money: (cny: number) => string
  onToggle: (code: string) => void
  onSetAll: (codes: string[], on: boolean) => void
}

function CountryList({
  pending,
  failed,
  retry,
  keyword,
  sections,
  selected,
  money,
  onToggle,
  onSetAll,
}: CountryListProps) {
  const { t } = useTranslation('regRegions')
  const { lang } = useRootState()
  if (failed)
    return (
      <HStack role="alert" gap="3" p="3" borderWidth="1px" borderColor="red.200" bg="red.50" rounded="md">
        <Text fontSize="sm" color="red.700" flex="1">
          {t('countries.loadFailed')}
        </Text>
        <Button size="xs" variant="outline" onClick={retry}>
          {t('countries.retry')}
        </Button>
      </HStack>
    )
  if (pending)
    return (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t('countries.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="16" rounded="md" />
        ))}
      </Stack>
    )
  if (sections.length === 0)
    return (
      <Box p="4" textAlign="center" borderWidth="1px" rounded="md" data-testid="countries-empty">
        <Text fontSize="sm">{t('countries.noMatch', { keyword: keyword.trim() })}</Text>
        <Text fontSize="xs" color="fg.muted">
          {t('countries.noMatchHint')}
        </Text>
      </Box>
    )
  return (
    <Box css={COUNTRY_LIST_CSS} data-testid="country-list">
      {sections.map((s) => (
        <CountryRegionSection
          key={s.region}
          name={s.name}
          options={s.options}
          selected={selected}
          lang={lang}
          money={money}
          onToggle={onToggle}
          onSetAll={onSetAll}
        />
      ))}
    </Box>
  )
}
