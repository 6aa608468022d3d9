import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { analyticsQueries } from '../../api/analytics'
import { useRootState } from '../../state/root'
import { provinceNames } from '../../domain/china-provinces'
import { countryName } from '../kit/country-name'
import { ChartNote, useCount } from './chart-cards'
import { ChartCard } from './charts/chart-card'
import { categoryTable, isEmptyCategory, labelOf, mapOption, type Bucket } from './charts/chart-options'
import { loadMap, type LoadedMap, type MapKind } from './charts/map-data'
import { keysWithoutRegion } from './charts/map-regions'
import { useAnalyticsFilter } from './use-analytics-filter'

const loading = new Map<MapKind, Promise<LoadedMap>>()

/** The bundled geometry of a map (its own chunk, loaded once): not server state, so not a query. */
function useMap(kind: MapKind) {
  const [state, setState] = useState<{ data?: LoadedMap; isError: boolean; attempt: number }>({
    isError: false,
    attempt: 0,
  })
  useEffect(() => {
    let live = true
    let promise = loading.get(kind)
    if (!promise) loading.set(kind, (promise = loadMap(kind)))
    promise.then(
      (data) => live && setState((s) => ({ ...s, data, isError: false })),
      (error: unknown) => {
        console.error('Map data failed to load', error)
        loading.delete(kind)
        if (live) setState((s) => ({ ...s, isError: true }))
      },
    )
    return () => {
      live = false
    }
  }, [kind, state.attempt])
  const refetch = () => setState((s) => ({ ...s, attempt: s.attempt + 1 }))
  return { data: state.data, isError: state.isError, refetch }
}

interface MapCardProps {
  kind: MapKind
  title: string
  description: string
  buckets: readonly (Bucket & { applicants: number })[] | undefined
  isError: boolean
  refetch: () => unknown
  note: string | undefined
  testId: string
}

function MapCard({ kind, title, description, buckets, isError, refetch, note, testId }: MapCardProps) {
  const { t } = useTranslation('analytics')
  const { lang } = useRootState()
  const count = useCount()
  const map = useMap(kind)
  // Regions without marks are named in the page's language: provinces by the domain's table (the map data's own
  // names, Chinese only, for anything else it draws), countries by the browser's country names.
  const regionNames = useMemo(() => {
    if (!map.data) return {}
    if (kind === 'china') return { ...map.data.names, ...provinceNames(lang) }
    const names: Record<string, string> = {}
    for (const f of map.data.geo.features) {
      const key = f.properties?.name
      if (typeof key === 'string' && key) names[key] = countryName(key, lang)
    }
    return names
  }, [map.data, kind, lang])
  const ready: { buckets: typeof buckets; map: LoadedMap } | undefined =
    buckets && map.data ? { buckets, map: map.data } : undefined
  return (
    <ChartCard
      title={title}
      description={description}
      query={{
        data: ready,
        isError: isError || map.isError,
        refetch: () => {
          map.refetch()
          return refetch()
        },
      }}
      height={kind === 'china' ? 460 : 420}
      testId={testId}
      view={(d) => ({
        option: mapOption(d.buckets!, { lang, map: kind, seriesName: t('table.marks'), regionNames }),
        table: categoryTable(d.buckets!, lang, {
          key: t('table.code'),
          name: t('table.region'),
          count: t('table.marks'),
          extra: [['applicants', t('table.applicants')]],
        }),
        empty: isEmptyCategory(d.buckets!),
        geo: { name: kind, geo: d.map.geo },
      })}
    >
      {(d) => {
        const byKey = new Map(d.buckets!.map((b) => [b.value, b]))
        const off = keysWithoutRegion(d.map.geo, [...byKey.keys()]).map((k) => byKey.get(k)!)
        return (
          <>
            {note ? <ChartNote>{note}</ChartNote> : null}
            {off.length ? (
              <ChartNote>
                {t('maps.offMap', {
                  list: off
                    .map((b) => `${labelOf(b, lang)} ${count(b.count)}`)
                    .join(lang === 'en' ? ', ' : '、'),
                })}
              </ChartNote>
            ) : null}
          </>
        )
      }}
    </ChartCard>
  )
}

/** The applicants' home countries on a world map (statistic/applicantCountryCodeStatistic). */
export function WorldMapPanel() {
  const { t } = useTranslation('analytics')
  const count = useCount()
  const query = useQuery(analyticsQueries.countries(useAnalyticsFilter()))
  return (
    <MapCard
      kind="world"
      title={t('maps.world.title')}
      description={t('maps.world.description')}
      buckets={query.data?.buckets}
      isError={query.isError}
      refetch={query.refetch}
      note={
        query.data &&
        t('maps.world.total', { n: count(query.data.total), countries: count(query.data.buckets.length) })
      }
      testId="map-world"
    />
  )
}

/** Chinese applicants' home provinces on a map of China (statistic/countryForApplicant). */
export function ChinaMapPanel() {
  const { t } = useTranslation('analytics')
  const count = useCount()
  const query = useQuery(analyticsQueries.provinces(useAnalyticsFilter()))
  return (
    <MapCard
      kind="china"
      title={t('maps.china.title')}
      description={t('maps.china.description')}
      buckets={query.data?.buckets}
      isError={query.isError}
      refetch={query.refetch}
      note={
        query.data && t('maps.china.total', { n: count(query.data.chinese), marks: count(query.data.total) })
      }
      testId="map-china"
    />
  )
}
