import { beforeAll, bench, describe } from 'vitest'
import { BRAND_WORD_PAIRS } from '../reference-data/well-known-marks'
import { generateRegister } from './generate'
import { buildSearchIndex, searchSimilar } from './search-index'
import { loadFullPinyin } from './pinyin'

// These read Chinese text directly, not through the mock's request pipeline, which loads pinyin-pro for them.
beforeAll(() => loadFullPinyin())

// Text similarity over the 50,000-mark register (the seeded generator).
const heapAtStart = process.memoryUsage().heapUsed
const { marks } = generateRegister({ size: 50_000 })
const heapBefore = process.memoryUsage().heapUsed
const started = performance.now()
const index = buildSearchIndex(marks, { dictionary: BRAND_WORD_PAIRS })
const buildMs = performance.now() - started
globalThis.gc?.()
const heapAfter = process.memoryUsage().heapUsed
console.log(
  `search index: ${marks.length} marks, built in ${buildMs.toFixed(0)} ms; heap used ${(heapAfter / 2 ** 20).toFixed(1)} MB ` +
    `(register ≈ ${((heapBefore - heapAtStart) / 2 ** 20).toFixed(1)} MB, index ≈ ${((heapAfter - heapBefore) / 2 ** 20).toFixed(1)} MB)`,
)

// vitest's table shows mean and percentiles; log the median once as well. LINK is the query with many hits
// (about 1,400: every name ending in LINK contains it); 苹果 also reaches APPLE through the brand words.
const QUERIES = ['华为', '云杉', 'NOVA', 'HUAXIN', '苹果', 'LINK']
const medians = QUERIES.map((query) => {
  const times: number[] = []
  let hits = 0
  for (let k = 0; k < 31; k++) {
    const t = performance.now()
    hits = searchSimilar(index, query).length
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return `${query} ${times[15]!.toFixed(2)} ms (${hits} hits)`
})
console.log(`search median over 31 runs: ${medians.join(', ')}`)

describe('searchSimilar over 50,000 marks', () => {
  for (const query of QUERIES) {
    bench(query, () => {
      searchSimilar(index, query)
    })
  }
})
