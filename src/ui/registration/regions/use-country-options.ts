import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { globalAreaQuery, globalRunCountryQuery, madridListQuery } from '../../../api/registration-regions'
import type { PriceRegion } from '../../../domain/country-prices'
import { globalOptions, madridOptions, type CountryOption } from './country-options'

export interface CountryOptionsState {
  options: CountryOption[]
  regions: { region: PriceRegion; zh: string; en: string }[]
  pending: boolean
  failed: boolean
  retry: () => void
}

/** The choosable countries of a region's list (getGlobalRunCountry or getMadridList) with the §9 main markets. */
export function useCountryOptions(region: 'global' | 'madrid'): CountryOptionsState {
  const areas = useQuery(globalAreaQuery())
  const run = useQuery({ ...globalRunCountryQuery(1), enabled: region === 'global' })
  const members = useQuery({ ...madridListQuery(1), enabled: region === 'madrid' })
  const list = region === 'global' ? run : members
  const options = useMemo(() => {
    if (!areas.data) return []
    if (region === 'global') return run.data ? globalOptions(run.data.list, areas.data) : []
    return members.data ? madridOptions(members.data.list, areas.data) : []
  }, [region, areas.data, run.data, members.data])
  return {
    options,
    regions: list.data?.regions ?? [],
    pending: areas.isPending || list.isPending,
    failed: areas.isError || list.isError,
    retry: () => {
      if (areas.isError) void areas.refetch()
      if (list.isError) void list.refetch()
    },
  }
}
