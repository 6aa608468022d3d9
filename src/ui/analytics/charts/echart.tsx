import { Box, Spinner } from '@chakra-ui/react'
import type { EChartsCoreOption, EChartsType } from 'echarts/core'
import { useEffect, useRef, useState } from 'react'
import type { GeoCollection } from './map-regions'

type Runtime = typeof import('./echarts-runtime')

let runtime: Promise<Runtime> | undefined
/** ECharts' chunk, loaded once, the first time a chart draws. */
const loadRuntime = () => (runtime ??= import('./echarts-runtime'))

export interface EChartProps {
  option: EChartsCoreOption
  /** The chart's accessible name (its title). */
  label: string
  height: number
  /** A map chart's geometry, registered under `name` before the option is set. */
  geo?: { name: string; geo: GeoCollection }
  /** A bar, slice or region clicked: its bucket key (the region's key on a map). */
  onItemClick?: (key: string) => void
  /** The drawn chart, for the card's PNG export; null once it is gone. */
  onReady?: (chart: EChartsType | null) => void
}

/**
 * One ECharts chart in a box that follows its container's width. The library loads on first use; until then
 * (and while the option is first set) a spinner holds the space, so the page does not jump.
 */
export function EChart({ option, label, height, geo, onItemClick, onReady }: EChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<EChartsType | null>(null)
  const [loaded, setLoaded] = useState(false)
  const click = useRef(onItemClick)
  const ready = useRef(onReady)
  const latest = useRef({ option, geo })
  useEffect(() => {
    click.current = onItemClick
    ready.current = onReady
    latest.current = { option, geo }
  })
  // Cards rebuild their option on every render; the chart is set again (and animates) only when it changed.
  const signature = JSON.stringify(option)
  const mapName = geo?.name

  useEffect(() => {
    let cancelled = false
    let observer: ResizeObserver | undefined
    void loadRuntime().then((echarts) => {
      if (cancelled || !box.current) return
      const instance = echarts.init(box.current, undefined, { renderer: 'canvas' })
      instance.on('click', (params) => {
        const data = params.data as { key?: string } | null | undefined
        const key = data?.key ?? (params.componentSubType === 'map' ? params.name : undefined)
        if (key) click.current?.(key)
      })
      chart.current = instance
      observer = new ResizeObserver(() => instance.resize())
      observer.observe(box.current)
      setLoaded(true)
      ready.current?.(instance)
    })
    return () => {
      cancelled = true
      observer?.disconnect()
      chart.current?.dispose()
      chart.current = null
      ready.current?.(null)
    }
  }, [])

  useEffect(() => {
    if (!loaded || !chart.current) return
    const instance = chart.current
    void loadRuntime().then((echarts) => {
      const { option: current, geo: map } = latest.current
      if (map && !echarts.getMap(map.name))
        echarts.registerMap(map.name, map.geo as unknown as Parameters<Runtime['registerMap']>[1])
      if (!instance.isDisposed()) instance.setOption(current, { notMerge: true })
    })
  }, [loaded, signature, mapName])

  return (
    <Box position="relative" w="full" h={`${height}px`}>
      <Box ref={box} role="img" aria-label={label} w="full" h="full" data-testid="chart" />
      {loaded ? null : (
        <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center">
          <Spinner size="lg" color="fg.muted" />
        </Box>
      )}
    </Box>
  )
}
