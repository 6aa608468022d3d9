import { Box, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRootState } from '../../state/root'
import { EmptyState } from '../kit/empty-state'
import { Pagination } from '../kit/pagination'
import { Price } from '../kit/price'
import { SectionCard } from '../kit/section-card'
import { CountryFilters } from './country-filters'
import { CountryPriceRow } from './country-price-row'
import { countryRequest, type CountrySearch, type CountrySort } from '../../domain/country-price-search'
import { countryPricesOptions, feeScheduleOptions } from '../../api/fees'
import { FeePageHeader } from './fee-page-header'
import { SortButton } from './sort-button'
import { FEE_TABLE_CSS } from './table-css'

export interface CountriesPricePageProps {
  search: CountrySearch
  onChange: (next: CountrySearch) => void
}

/** /queryCountriesPrice: what filing costs in each country, nationally (type 3) or through Madrid (type 26). */
export function CountriesPricePage({ search, onChange }: CountriesPricePageProps) {
  const { t } = useTranslation('fees')
  const { lang } = useRootState()
  const request = countryRequest(search)
  const { data, isFetching } = useQuery({
    ...countryPricesOptions(request),
    placeholderData: keepPreviousData,
  })
  const madrid = request.productType === 26
  // The WIPO basic fee is charged once per Madrid application, on top of the designations listed here.
  const { data: madridSchedule } = useQuery({
    ...feeScheduleOptions({ section: 'trademark', productType: 26 }),
    enabled: madrid,
  })
  const basicFee = madridSchedule?.groups[0]?.items[0]?.schedule.officialFirstClass
  const sortBy = (column: CountrySort) =>
    onChange({
      sort: column,
      order: request.sort === column && request.order === 'asc' ? 'desc' : 'asc',
      page: 1,
    })
  const head = (column: CountrySort, label: string) => (
    <th
      className={column === 'official' || column === 'total' ? 'num' : undefined}
      aria-sort={request.sort === column ? (request.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <SortButton
        label={label}
        active={request.sort === column}
        order={request.order}
        onClick={() => sortBy(column)}
      />
    </th>
  )
  return (
    <Stack gap="5" data-testid="countries-price">
      <FeePageHeader title={t('countries.title')} description={t('countries.description')} />
      <SectionCard title={t('countries.filters')} size="sm">
        <CountryFilters
          key={`${search.keyword ?? ''}|${search.classes ?? 1}`}
          search={search}
          regions={data?.regions ?? []}
          lang={lang}
          onChange={onChange}
        />
      </SectionCard>
      <Text fontSize="sm" color="fg.muted" data-testid="country-basis">
        {madrid ? (
          <>
            {t('countries.madridBasis', { classes: request.classes })}{' '}
            {basicFee === undefined ? null : <Price cny={basicFee} />}
          </>
        ) : (
          t('countries.nationalBasis', { classes: request.classes })
        )}
      </Text>
      {data && data.total === 0 ? (
        <EmptyState title={t('countries.empty')} description={t('countries.emptyHint')} />
      ) : (
        <Box overflowX="auto" opacity={isFetching ? 0.6 : 1} aria-busy={isFetching}>
          <Box as="table" css={FEE_TABLE_CSS} data-testid="country-table">
            <thead>
              <tr>
                {head('name', t('countries.country'))}
                <th>{t('countries.region')}</th>
                {madrid ? <th>{t('countries.kind')}</th> : null}
                <th className="num">{madrid ? t('countries.officialChf') : t('countries.officialLocal')}</th>
                {head('official', t('countries.officialCny'))}
                <th className="num">{t('countries.service')}</th>
                {head('total', t('countries.total', { count: request.classes }))}
              </tr>
            </thead>
            <tbody>
              {(data?.list ?? []).map((row) => (
                <CountryPriceRow key={row.code} row={row} lang={lang} madrid={madrid} />
              ))}
            </tbody>
          </Box>
        </Box>
      )}
      {data && data.total > 0 ? (
        <Pagination
          page={data.pageNum}
          pageSize={data.pageSize}
          total={data.total}
          onChange={(page) => onChange({ page })}
        />
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        {madrid ? t('countries.madridNote') : t('countries.nationalNote')}
      </Text>
    </Stack>
  )
}
