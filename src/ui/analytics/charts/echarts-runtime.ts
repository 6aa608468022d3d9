/**
 * ECharts as the analytics pages use it: the core with only the chart types and components they draw
 * (tree-shaken), the canvas renderer. Imported only through `import()` (echart.tsx), so it is one shared
 * chunk that no other page loads.
 */
import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components'
// `use` is ECharts' registration, not React's hook: renamed so the hook rules do not mistake it.
import { init, registerMap, use as register, getMap } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

register([
  BarChart,
  LineChart,
  PieChart,
  MapChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
])

export { init, registerMap, getMap }
