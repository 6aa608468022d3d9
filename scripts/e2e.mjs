// Runs the Playwright suite against the demo build (npm run build:demo must have run first).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { ensureTool } from './system-tools.mjs'

const dist = process.env.E2E_DIST ?? 'dist-demo'
if (!existsSync(`${dist}/index.html`)) {
  console.error(`[e2e] ${dist} is missing: run npm run build:demo first (npm test does).`)
  process.exit(1)
}
const chromium = ensureTool('chromium')
console.log(`[e2e] Chromium: ${chromium}`)
const pdftotext = ensureTool('pdftotext')
console.log(`[e2e] pdftotext: ${pdftotext}`)
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, PDFTOTEXT_PATH: pdftotext },
})
process.exit(result.status ?? 1)
