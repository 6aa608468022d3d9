import { useMemo } from 'react'
import { useRootState } from '../../state/root'

/**
 * The statistics' shared filter from the root state's analyzeChoose, field for field as filterOfChoose maps
 * it, but typed as the checked values it holds: the filter bar writes it only after the statistics' schema
 * passed it (years 1990–2050, in order).
 */
export function useAnalyticsFilter() {
  const { analyzeApplicant, chooseCountry, yearBeginDate, yearEndDate } = useRootState().analyzeChoose
  return useMemo(
    () => ({
      applicant: analyzeApplicant,
      country: chooseCountry,
      yearFrom: yearBeginDate,
      yearTo: yearEndDate,
    }),
    [analyzeApplicant, chooseCountry, yearBeginDate, yearEndDate],
  )
}
