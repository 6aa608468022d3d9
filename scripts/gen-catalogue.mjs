// One-off scaffolding: writes src/api/catalogue/<area>.ts from tests/fixtures/endpoints.tsv.
// Entries keep their hand-written types afterwards; run only with --area NAME to create a missing area file.
import { readFileSync, writeFileSync, existsSync } from 'node:fs'

const rows = readFileSync('tests/fixtures/endpoints.tsv', 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => {
    const [method, path, body, area] = l.split('\t')
    return { method, path, body, area }
  })

const LOADING =
  /(create|insert|add|submit|update|save|delete|del[A-Z]|remove|pay|export|exprot|download|import|upload|main$|regist|^login\/auth|generate|apply|binding|commit|publish|terminate|stop|refund|confirm|modify|grant|unifiedOrder|openBankCard|scanCode|Validate|validate|isCan|Verification|check$|unCompression|ocr|perForm|Perform|giveUp|createOrder|Word|^query|List$|Detail|DeTail|Report|[Ss]tatistic|Formula|Price$|^login$|^auth$)/

const camel = (s) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c) => (c ? c.toUpperCase() : ''))
function exportName(row, taken) {
  const clean = row.path.replace(/\{[^}]+\}/g, '').replace(/\.do$/, '')
  let name = camel(clean)
  name = name.charAt(0).toLowerCase() + name.slice(1)
  if (taken.has(name)) name += row.method.charAt(0) + row.method.slice(1).toLowerCase()
  taken.add(name)
  return name
}

const byArea = new Map()
for (const r of rows) {
  if (!byArea.has(r.area)) byArea.set(r.area, [])
  byArea.get(r.area).push(r)
}
const only = process.argv.includes('--area') ? process.argv[process.argv.indexOf('--area') + 1] : null
let loadingCount = 0
for (const [area, list] of byArea) {
  const taken = new Set()
  const lines = list.map((r) => {
    const name = exportName(r, taken)
    const path = r.path.replace(/\{([^}]+)\}/g, '{$1}')
    const loading =
      r.body === 'blob' || r.body === 'form' || (r.method !== 'GET' && LOADING.test(r.path.split('/').pop()))
    if (loading) loadingCount++
    // The catalogue's entry factory shows the loading overlay unless told otherwise.
    return `  ${name}: endpoint('${r.method} ${path}', { body: '${r.body}'${loading ? '' : ', loading: false'} }),`
  })
  const file = `src/api/catalogue/${area}.ts`
  if (only ? area !== only : existsSync(file)) continue
  const src = `import { catalogueArea } from './define'

const endpoint = catalogueArea('${area}')

/** The ${area} calls. Payload shapes are settled by the issue that builds this area. */
export const ${camel(area)}Calls = {
${lines.join('\n')}
} as const
`
  writeFileSync(file, src)
}
console.log(rows.length, 'entries,', loadingCount, 'with the loading overlay')
