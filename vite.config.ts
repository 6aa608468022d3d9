import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { bootChunk } from './scripts/vite-boot-chunk.ts'
import { firstPaint } from './scripts/vite-first-paint.ts'
import { ocrAssets } from './scripts/vite-ocr-assets.ts'

/** React, TanStack Router and Query (with their cores), i18next and valtio: what boot and every page run. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core)|i18next|react-i18next|valtio)[\\/]/
/**
 * The parts of those libraries that the sign-in page's first render does not use (react-i18next's Trans with its
 * HTML parser, useQueries, the router's useBlocker): their own shared chunk, which the pages that use them (the
 * registration tab, signed-in pages) load with their code. Should the first render start using one, it loads
 * this chunk too; nothing breaks.
 */
const FRAMEWORK_PAGES =
  /[\\/]node_modules[\\/](react-i18next[\\/].+[\\/]Trans(WithoutContext)?\.js|html-parse-stringify[\\/]|void-elements[\\/]|@tanstack[\\/](query-core[\\/].+[\\/]queriesObserver|react-query[\\/].+[\\/]useQueries|react-router[\\/].+[\\/]useBlocker)\.js$)/

// The portal lives under /platform/ in every mode; `--mode demo` bundles the mock server.
export default defineConfig(({ mode, command }) => {
  const boot = bootChunk()
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  if (command === 'build' && mode === 'production' && (!env.VITE_CIPHER_KEY || !env.VITE_CIPHER_IV)) {
    throw new Error(
      'A production build needs VITE_CIPHER_KEY and VITE_CIPHER_IV (16 bytes each). Set them in the environment or in .env.production.local.',
    )
  }
  return {
    base: '/platform/',
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A route's loader travels with its component: loaders import query options, schemas and page
        // helpers that the first load of /auth must not carry. validateSearch stays up front (zod-free).
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['pendingComponent'],
            ['errorComponent', 'notFoundComponent'],
          ],
        },
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/route-tree.gen.ts',
        routeFileIgnorePattern: '\\.test\\.',
      }),
      react(),
      boot.plugin,
      firstPaint(),
      ocrAssets(),
    ],
    // The demo's mock runs in a module worker (mock-server/worker.ts) that loads its areas on demand.
    worker: { format: 'es' },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      chunkSizeWarningLimit: 4000,
      manifest: true,
      // The HTML keeps its modulepreload links. Lazy chunks do not carry a preload list of their imports:
      // with 300 routes those lists would make the router chunk (first load) the largest file of the app,
      // and the router already preloads a page's chunk on hover (defaultPreload 'intent').
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      rolldownOptions: {
        output: {
          // The libraries every page runs before its first render, with their own dependencies, travel in
          // one chunk. Left to the automatic splitting they were spread over a dozen shared chunks, cut
          // along which pages import what, each gzipped on its own and importing from the others: /auth
          // loaded 4.6 kB gzip more, in 43 files instead of 32. The chunk changes only when a dependency
          // does, so browsers keep it across releases of our code.
          // The framework group is chosen first (higher priority) and takes what FRAMEWORK_PAGES leaves.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: (id) => FRAMEWORK.test(id) && !FRAMEWORK_PAGES.test(id),
                priority: 2,
              },
              { name: 'framework-pages', test: FRAMEWORK_PAGES, priority: 1 },
              // The app's code the router loads on every page, in one chunk (scripts/vite-boot-chunk.ts).
              { name: 'boot', test: boot.test, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      // Vitest's default is one worker fewer than the cores: one worker on CI's two cores, with the main
      // process idle. Two workers use both (measured at issue 14: 305 s instead of about 560 s).
      maxWorkers: 2,
      include: ['src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
      setupFiles: ['tests/setup.ts'],
      env: { VITE_CIPHER_KEY: 'test-key-16bytes', VITE_CIPHER_IV: 'test-iv-16-bytes' },
    },
  }
})
