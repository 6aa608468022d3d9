import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

// The portal lives under /platform/ in every mode; `--mode demo` bundles the mock server.
export default defineConfig(({ mode, command }) => {
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
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/route-tree.gen.ts',
        routeFileIgnorePattern: '\\.test\\.',
      }),
      react(),
    ],
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: { outDir: mode === 'demo' ? 'dist-demo' : 'dist', chunkSizeWarningLimit: 4000, manifest: true },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
      setupFiles: ['tests/setup.ts'],
      env: { VITE_CIPHER_KEY: 'test-key-16bytes', VITE_CIPHER_IV: 'test-iv-16-bytes' },
    },
  }
})
