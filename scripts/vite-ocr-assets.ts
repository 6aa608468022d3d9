// OCR in the browser (issue 15 "Documents"): tesseract.js runs in a Web Worker that loads its script, its
// WebAssembly core and the language data by URL. They are served by the app itself, under <base>ocr/, copied
// from the installed packages, so nothing is fetched from a CDN and the demo build works offline. Only the
// LSTM cores are shipped (the page runs the LSTM engine with the best_int models), one per CPU feature level
// (the worker picks relaxed SIMD, SIMD or plain). In dev the same paths are answered from node_modules.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))

/** Served path under the base → file on disk. */
function ocrFiles(): Map<string, string> {
  const tesseract = packageDir('tesseract.js')
  const core = packageDir('tesseract.js-core')
  const files = new Map<string, string>([['ocr/worker.min.js', join(tesseract, 'dist/worker.min.js')]])
  for (const level of ['', 'simd-', 'relaxedsimd-'])
    files.set(
      `ocr/core/tesseract-core-${level}lstm.wasm.js`,
      join(core, `tesseract-core-${level}lstm.wasm.js`),
    )
  for (const lang of ['eng', 'chi_sim'])
    files.set(
      `ocr/lang/${lang}.traineddata.gz`,
      join(packageDir(`@tesseract.js-data/${lang}`), '4.0.0_best_int', `${lang}.traineddata.gz`),
    )
  return files
}

export function ocrAssets(): Plugin {
  let base = '/'
  return {
    name: 'ocr-assets',
    configResolved(config) {
      base = config.base
    },
    configureServer(server) {
      const files = ocrFiles()
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!.slice(base.length)
        const file = files.get(path)
        if (!file) return next()
        res.setHeader('Content-Type', path.endsWith('.js') ? 'text/javascript' : 'application/octet-stream')
        res.end(readFileSync(file))
      })
    },
    generateBundle() {
      for (const [fileName, file] of ocrFiles())
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) })
    },
  }
}
