// @vitest-environment node
import { ESLint } from 'eslint'
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The import table of eslint.config.js, run through ESLint as `npm run lint` runs it, on one-line files placed
// where the case needs them (nothing is written to disk).
const eslint = new ESLint({ cwd: process.cwd() })

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {}\n`, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/one-way').map((m) => m.message)
}
const allowed = async (filePath: string, code: string) => expect(await refusals(filePath, code)).toEqual([])
const refused = async (filePath: string, code: string, reason: string) =>
  expect((await refusals(filePath, code)).join('\n')).toContain(reason)

describe('the import table (STYLE.md: dependencies run one way)', { timeout: 60_000 }, () => {
  it('lets machines import domain only', async () => {
    await allowed('src/machines/flows/x.ts', "import { today } from '../../domain/dates'")
    await refused(
      'src/machines/flows/x.ts',
      "import { i18n } from '../../i18n'",
      'src/machines may import only',
    )
    await refused(
      'src/machines/flows/x.ts',
      "import type { Lang } from '../../state/root'",
      'not src/state/root',
    )
  })

  it('lets ui read api options, machines, domain, state and i18n, but not routes or the mock', async () => {
    await allowed(
      'src/ui/orders/x.tsx',
      [
        "import { orderDetailQuery } from './order-queries'",
        "import { couponListQuery } from '../../api/benefits'",
        "import { paymentMachine } from '../../machines/flows/payment'",
        "import { useRootState } from '../../state/root'",
        "import { loadNamespaces } from '../../i18n'",
      ].join('\n'),
    )
    await refused(
      'src/ui/orders/x.tsx',
      "import { Route } from '../../routes/__root'",
      'not src/routes/__root',
    )
    await refused(
      'src/ui/orders/x.tsx',
      "import { makeServer } from '../../../mock-server/server'",
      'src/ui may',
    )
  })

  it('keeps domain pure: translation keys as types only', async () => {
    await allowed('src/domain/x.ts', "import type { Lang } from '../i18n/resources'")
    await refused('src/domain/x.ts', "import { resources } from '../i18n/resources'", 'only types from')
    // With verbatimModuleSyntax an inline `type` still loads the module.
    await refused('src/domain/x.ts', "import { type Lang } from '../i18n/resources'", 'only types from')
    await refused('src/domain/x.ts', "import { callData } from '../api/client'", 'src/domain may import only')
  })

  it('lets the mock share only the contract and the words with the client', async () => {
    const file = 'mock-server/handlers/x.ts'
    await allowed(
      file,
      [
        "import { ordersCalls } from '../../src/api/catalogue/orders'",
        "import { ordersSchemas } from '../../src/api/schemas/orders'",
        "import { decryptBody } from '../../src/api/cipher'",
        "import zh from '../../src/i18n/locales/zh-CN/validation.json'",
        "import { today } from '../../src/domain/dates'",
      ].join('\n'),
    )
    await refused(file, "import { callData } from '../../src/api/client'", 'not src/api/client')
    await refused(file, "import { setLang } from '../../src/state/root'", 'not src/state/root')
  })

  it('lets a test file run against the mock and use the test code of tests/, and nothing else of ui', async () => {
    await allowed('src/ui/orders/x.test.tsx', "import { makeServer } from '../../../mock-server/server'")
    await allowed(
      'src/ui/orders/x.test.tsx',
      "import { renderWithApp } from '../../../tests/render-with-app'",
    )
    await allowed(
      'src/machines/wizard/x.test.ts',
      "import { S } from '../../../tests/fixtures/wizard-samples'",
    )
    await refused(
      'src/machines/wizard/x.ts',
      "import { S } from '../../../tests/fixtures/wizard-samples'",
      'src/machines may import only',
    )
    await refused(
      'src/ui/orders/x.tsx',
      "import { makeServer } from '../../../mock-server/server'",
      'src/ui may',
    )
  })

  it('lets tests/ walk the machines, and only the render helper reach the stores and the kit', async () => {
    await allowed(
      'tests/e2e/x.spec.ts',
      "import { M } from '../../src/machines/wizard/create-wizard-machine'",
    )
    await allowed('tests/fixtures/x.ts', "import type { T } from '../../src/api/schemas/search-shared'")
    await refused(
      'tests/fixtures/x.ts',
      "import { T } from '../../src/api/schemas/search-shared'",
      'only types',
    )
    await allowed('tests/render-with-app.tsx', "import { ChakraRoot } from '../src/ui/kit/chakra-root'")
    await refused(
      'tests/e2e/x.spec.ts',
      "import { ChakraRoot } from '../../src/ui/kit/chakra-root'",
      'not src/ui',
    )
  })

  it('keeps each ui area to itself, kit, layout and flow', async () => {
    await allowed(
      'src/ui/payment/x.tsx',
      "import { Price } from '../kit/price'\nimport { AppShell } from '../layout/app-shell'\nimport { Shell } from '../flow/shell'",
    )
    await refused(
      'src/ui/payment/x.tsx',
      "import { A } from '../benefits/coupons-page'",
      'not src/ui/benefits',
    )
    await refused('src/ui/payment/x.tsx', "export { A } from '../search/result-table'", 'not src/ui/search')
    await refused('src/ui/payment/x.tsx', "const a = import('../orders/order-link')", 'not src/ui/orders')
    await refused(
      'src/ui/payment/x.tsx',
      "import type { A } from '../orders/order-link'",
      'not src/ui/orders',
    )
  })

  it('covers every folder of src/ui as an area', async () => {
    const areas = readdirSync('src/ui', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['kit', 'layout', 'flow'].includes(entry.name))
      .map((entry) => entry.name)
    expect(areas.length).toBeGreaterThan(5)
    for (const area of areas) {
      const other = area === 'orders' ? 'payment' : 'orders'
      await refused(`src/ui/${area}/x.tsx`, `import { A } from '../${other}/a'`, `not src/ui/${other}`)
    }
  })

  it('keeps kit free of other ui folders and layout to kit', async () => {
    await refused('src/ui/kit/x.tsx', "import { AppShell } from '../layout/app-shell'", 'not src/ui/layout')
    await allowed('src/ui/layout/x.tsx', "import { toastSuccess } from '../kit/toast'")
    await refused('src/ui/layout/x.tsx', "import { A } from '../orders/order-link'", 'not src/ui/orders')
  })

  it('keeps ui/flow shared: it imports kit and layout, never an area (the payment panel lives in flow)', async () => {
    await allowed('src/ui/flow/payment-step.tsx', "import { P } from './payment/payment-panel'")
    await allowed('src/ui/payment/payment-page.tsx', "import { P } from '../flow/payment/payment-panel'")
    await refused(
      'src/ui/flow/step-form.tsx',
      "import { P } from '../payment/payment-page'",
      'not src/ui/payment',
    )
    await refused(
      'src/ui/registration/wizard/later-steps.tsx',
      "import { P } from '../../payment/payment-page'",
      'not src/ui/payment',
    )
  })
})
