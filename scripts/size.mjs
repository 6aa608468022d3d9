// Prints the gzip size of the first load of /auth in the production build (no mock) and of the largest
// route chunk. Target: first load of /auth at most 180 kB gzip.
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const OUT = 'dist-size'
const LIMIT_KB = 180
/** The largest route chunk (one page and what only it uses). */
const ROUTE_LIMIT_KB = 45
execSync(`npx vite build --outDir ${OUT} --emptyOutDir --logLevel warn`, {
  stdio: 'inherit',
  // The size does not depend on the key; a production build refuses to run without one.
  env: { ...process.env, VITE_CIPHER_KEY: 'size-check-key16', VITE_CIPHER_IV: 'size-check-iv-16' },
})

const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8'))
const gz = (file) => gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

// Everything a chunk needs before it runs: its file, its CSS and its static imports, transitively.
function closure(keys) {
  const files = new Set()
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    const chunk = manifest[key]
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  keys.forEach(visit)
  return files
}

const keysMatching = (test) => Object.keys(manifest).filter(test)
// First load of /auth: the entry, the modules main.tsx loads at boot (router, wiring, the root route),
// and the code of the sign-in frame and route.
const bootKeys = [
  'index.html',
  ...keysMatching((k) => /^src\/(router\.tsx|wire-app\.ts)$/.test(k)),
  ...keysMatching((k) => /^src\/routes\/(__root|_entry|_entry\/auth)\.tsx/.test(k)),
]
// The words of the first page in the default language load with it: the boot namespaces and 'auth'.
const localeKeys = keysMatching((k) =>
  /^src\/i18n\/locales\/zh-CN\/(common|shell|errors|validation|auth)\.json$/.test(k),
)
const authFiles = closure([...bootKeys, ...localeKeys])
const authTotal = [...authFiles].reduce((sum, f) => sum + gz(f), 0)

const routeChunks = keysMatching((k) => k.startsWith('src/routes/')).map((k) => ({
  key: k,
  file: manifest[k].file,
  size: gz(manifest[k].file),
}))
const largest = routeChunks.sort((a, b) => b.size - a.size)[0]

console.log(`first load of /auth: ${kb(authTotal)} gzip in ${authFiles.size} files (target ≤ ${LIMIT_KB} kB)`)
if (largest)
  console.log(
    `largest route chunk: ${kb(largest.size)} gzip (${largest.key}) (target ≤ ${ROUTE_LIMIT_KB} kB)`,
  )
if (authTotal > LIMIT_KB * 1024) {
  console.error(`/auth is over the ${LIMIT_KB} kB target`)
  process.exitCode = 1
}
if (largest && largest.size > ROUTE_LIMIT_KB * 1024) {
  console.error(`a route chunk is over the ${ROUTE_LIMIT_KB} kB target`)
  process.exitCode = 1
}

// Analytics (issue 16): ECharts is one shared chunk loaded by the chart pages only; each chart page's own code
// (what it loads beyond the first load of /auth, the signed-in frame every page shares, and the ECharts chunk;
// map geometry loads on its own) stays under ANALYTICS_LIMIT_KB.
const ANALYTICS_LIMIT_KB = 30
const echartsKey = 'src/ui/analytics/charts/echarts-runtime.ts'
const echartsFiles = closure([echartsKey])
const frameFiles = closure(keysMatching((k) => /^src\/routes\/_app\.tsx/.test(k)))
const analyticsPages = keysMatching((k) =>
  /^src\/routes\/_app\/(analyze\/[^?]+|trademark(Map|Chart|Statistics))\.tsx/.test(k),
).map((k) => {
  const own = [...closure([k])].filter((f) => !authFiles.has(f) && !frameFiles.has(f) && !echartsFiles.has(f))
  return { key: k, size: own.reduce((sum, f) => sum + gz(f), 0) }
})
const largestAnalytics = analyticsPages.sort((a, b) => b.size - a.size)[0]
if (manifest[echartsKey])
  console.log(
    `ECharts chunk (analytics pages only): ${kb([...echartsFiles].reduce((s, f) => s + gz(f), 0))} gzip`,
  )
if (largestAnalytics) {
  console.log(
    `largest analytics page beyond /auth, the frame and ECharts: ${kb(largestAnalytics.size)} gzip (${largestAnalytics.key}) (target ≤ ${ANALYTICS_LIMIT_KB} kB)`,
  )
  if (largestAnalytics.size > ANALYTICS_LIMIT_KB * 1024) {
    console.error(`an analytics page is over the ${ANALYTICS_LIMIT_KB} kB target`)
    process.exitCode = 1
  }
}
