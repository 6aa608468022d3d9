import { Box, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRootState } from '../../../state/root'
import { EmptyState } from '../../kit/empty-state'
import { searchCountriesOptions } from '../../../api/search'
import { filterCountryGroups } from './picker-search'

/** /query/searchableCountrySheet: every jurisdiction the search covers, by region, in three languages. */
export function CountrySheetPage() {
  const { t } = useTranslation('search')
  const { lang } = useRootState()
  const { data: groups } = useSuspenseQuery(searchCountriesOptions())
  const [keyword, setKeyword] = useState('')
  const shown = filterCountryGroups(groups, keyword)
  const total = groups.reduce((n, g) => n + g.countries.length, 0)

  return (
    <Box maxW="5xl" mx="auto" width="full">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3" mb="4">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {t('sheet.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('sheet.description')}
          </Text>
          <Text color="fg.muted" fontSize="sm" data-testid="sheet-total">
            {t('sheet.total', { count: total, groups: groups.length })}
          </Text>
        </Stack>
        <Input
          maxW="xs"
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t('sheet.search')}
          aria-label={t('sheet.search')}
          data-testid="sheet-search"
        />
      </HStack>
      {shown.length === 0 ? <EmptyState title={t('sheet.empty', { keyword })} /> : null}
      <Stack gap="6">
        {shown.map((group) => {
          const name = lang === 'en' ? group.en : group.zh
          return (
            <Box
              as="section"
              key={group.region}
              aria-label={name}
              data-testid={`sheet-region-${group.region}`}
            >
              <Heading as="h2" size="md" mb="2">
                {name}{' '}
                <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
                  {t('sheet.count', { count: group.countries.length })}
                </Text>
              </Heading>
              <Table.ScrollArea borderWidth="1px" rounded="md">
                <Table.Root size="sm" striped tableLayout="fixed">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader width="24">{t('sheet.code')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('sheet.chName')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('sheet.ehName')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('sheet.jpName')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {group.countries.map((c) => (
                      <Table.Row key={c.code} data-testid={`sheet-row-${c.code}`}>
                        <Table.Cell fontFamily="mono">{c.code}</Table.Cell>
                        <Table.Cell>{c.chName}</Table.Cell>
                        <Table.Cell>{c.ehName}</Table.Cell>
                        <Table.Cell lang="ja">{c.jpName}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Box>
          )
        })}
      </Stack>
    </Box>
  )
}
