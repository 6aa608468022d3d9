import { Box, Checkbox, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SearchCountryGroup } from '../../../api/schemas/search-countries'
import { useRootState } from '../../../state/root'
import { PickerDialog } from './picker-dialog'
import { countryLabel } from './country-label'
import { searchCountriesOptions } from '../../../api/search'
import { filterCountryGroups } from './picker-search'

export interface CountryPickerProps {
  value: readonly string[]
  onChange: (value: string[]) => void
}

/** The searchable jurisdictions grouped by region, each region with a select-all box; searchable by code or name. */
export function CountryPicker({ value, onChange }: CountryPickerProps) {
  const { t } = useTranslation('search')
  const { data: groups } = useSuspenseQuery(searchCountriesOptions())
  const [selected, setSelected] = useState<string[]>([])
  const [keyword, setKeyword] = useState('')
  const shown = filterCountryGroups(groups, keyword)
  // Keeps the sheet's order, so the field lists countries the way the picker shows them.
  const order = groups.flatMap((g) => g.countries.map((c) => c.code))
  const setCodes = (codes: Iterable<string>) => {
    const set = new Set(codes)
    setSelected(order.filter((code) => set.has(code)))
  }

  return (
    <PickerDialog
      title={t('pickers.countries.title')}
      triggerLabel={t('pickers.countries.open')}
      testId="country-picker"
      size="xl"
      onOpen={() => {
        setSelected([...value])
        setKeyword('')
      }}
      onApply={() => onChange(selected)}
      status={t('pickers.selected', { count: selected.length })}
    >
      <Stack gap="4">
        <Input
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t('pickers.countries.search')}
          aria-label={t('pickers.countries.search')}
          data-testid="country-picker-search"
        />
        {shown.length === 0 ? <Text color="fg.muted">{t('pickers.noMatch', { keyword })}</Text> : null}
        {shown.map((group) => (
          <RegionGroup
            key={group.region}
            group={group}
            selected={selected}
            onToggle={(codes, checked) =>
              setCodes(checked ? [...selected, ...codes] : selected.filter((c) => !codes.includes(c)))
            }
          />
        ))}
      </Stack>
    </PickerDialog>
  )
}

interface RegionGroupProps {
  group: SearchCountryGroup
  selected: readonly string[]
  onToggle: (codes: string[], checked: boolean) => void
}

function RegionGroup({ group, selected, onToggle }: RegionGroupProps) {
  const { t } = useTranslation('search')
  const { lang } = useRootState()
  const name = lang === 'en' ? group.en : group.zh
  const codes = group.countries.map((c) => c.code)
  const chosen = codes.filter((c) => selected.includes(c)).length
  const all = chosen === codes.length
  return (
    <Box as="section" aria-label={name} data-testid={`country-region-${group.region}`}>
      <HStack justify="space-between" borderBottomWidth="1px" pb="1" mb="2">
        <Heading as="h3" size="sm">
          {name}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            ({codes.length})
          </Text>
        </Heading>
        <Checkbox.Root
          size="sm"
          colorPalette="blue"
          checked={all ? true : chosen > 0 ? 'indeterminate' : false}
          onCheckedChange={() => onToggle(codes, !all)}
          data-testid={`country-region-all-${group.region}`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">
            {t('pickers.countries.selectRegion', { region: name })}
          </Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="1.5">
        {group.countries.map((country) => (
          <Checkbox.Root
            key={country.code}
            size="sm"
            colorPalette="blue"
            checked={selected.includes(country.code)}
            onCheckedChange={(e) => onToggle([country.code], e.checked === true)}
            data-testid={`country-option-${country.code}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">
              {countryLabel(country, lang)}{' '}
              <Text as="span" color="fg.muted" fontSize="xs">
                {country.code}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Box>
  )
}
