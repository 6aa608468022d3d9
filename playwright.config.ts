import { defineConfig } from '@playwright/test'

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// E2E_PORT and E2E_DIST let several builds be tested side by side (defaults: 4173 and dist-demo).
const port = Number(process.env.E2E_PORT ?? 4173)
const outDir = process.env.E2E_DIST ?? 'dist-demo'

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // CI has two cores for two workers, the preview server and Chromium: while one test builds the 50,000-mark
  // register, a page of the other may take more than 10 s to appear. Waits end as soon as the condition holds.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}/platform/`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --mode demo --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}/platform/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
