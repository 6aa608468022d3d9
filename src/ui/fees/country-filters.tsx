import { chakra, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PRICE_REGIONS, type PriceRegion } from '../../domain/country-prices'
import type { Lang } from '../../state/root'
import type { CountrySearch } from '../../domain/country-price-search'
import { useMessage } from '../kit/message'
import { parseClassCount } from './country-search'

export interface CountryFiltersProps {
  search: CountrySearch
  regions: { region: PriceRegion; name: { zh: string; en: string }; count: number }[]
  lang: Lang
  onChange: (next: CountrySearch) => void
}

/** Product type, region, keyword and class count of the per-country price list. */
export function CountryFilters({ search, regions, lang, onChange }: CountryFiltersProps) {
  const { t } = useTranslation('fees')
  const errorText = useMessage()
  const [keyword, setKeyword] = useState(search.keyword ?? '')
  const [classes, setClasses] = useState(String(search.classes ?? 1))
  const parsed = parseClassCount(classes)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!parsed.ok) return
    onChange({ keyword: keyword.trim() || undefined, classes: parsed.value, page: 1 })
  }
  return (
    <Stack as="form" gap="2" onSubmit={submit} role="search" aria-label={t('countries.filters')}>
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Stack gap="1">
          <chakra.label htmlFor="fee-type" fontSize="sm" fontWeight="medium">
            {t('countries.type')}
          </chakra.label>
          <NativeSelect.Root size="sm" width="52">
            <NativeSelect.Field
              id="fee-type"
              value={String(search.type ?? 3)}
              onChange={(e) => onChange({ type: e.currentTarget.value === '26' ? 26 : 3, page: 1 })}
              data-testid="country-type"
            >
              <option value="3">{t('countries.types.3')}</option>
              <option value="26">{t('countries.types.26')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor="fee-region" fontSize="sm" fontWeight="medium">
            {t('countries.region')}
          </chakra.label>
          <NativeSelect.Root size="sm" width="52">
            <NativeSelect.Field
              id="fee-region"
              value={search.region ?? ''}
              onChange={(e) => {
                const v = e.currentTarget.value
                onChange({ region: PRICE_REGIONS.find((r) => r === v), page: 1 })
              }}
              data-testid="country-region"
            >
              <option value="">{t('countries.allRegions')}</option>
              {regions.map((r) => (
                <option key={r.region} value={r.region}>
                  {`${lang === 'en' ? r.name.en : r.name.zh} (${r.count})`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Stack gap="1">
          <chakra.label htmlFor="fee-classes" fontSize="sm" fontWeight="medium">
            {t('countries.classes')}
          </chakra.label>
          <Input
            id="fee-classes"
            size="sm"
            width="20"
            inputMode="numeric"
            value={classes}
            onChange={(e) => setClasses(e.currentTarget.value)}
            aria-invalid={parsed.ok ? undefined : true}
            aria-describedby={parsed.ok ? undefined : 'fee-classes-error'}
            data-testid="country-classes"
          />
        </Stack>
        <Stack gap="1" flex="1" minW="56">
          <chakra.label htmlFor="fee-keyword" fontSize="sm" fontWeight="medium">
            {t('countries.keyword')}
          </chakra.label>
          <Input
            id="fee-keyword"
            size="sm"
            type="search"
            maxLength={50}
            value={keyword}
            placeholder={t('countries.keywordPlaceholder')}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            data-testid="country-keyword"
          />
        </Stack>
        <Button type="submit" size="sm" colorPalette="blue" data-testid="country-search">
          {t('countries.search')}
        </Button>
      </HStack>
      {parsed.ok ? null : (
        <Text id="fee-classes-error" color="fg.error" fontSize="sm" role="alert">
          {errorText(parsed.error)}
        </Text>
      )}
    </Stack>
  )
}
