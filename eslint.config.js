import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { builtinRules } from 'eslint/use-at-your-own-risk'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { importBoundaries } from './eslint-import-boundaries.js'

const root = import.meta.dirname

// Dependencies run one way (STYLE.md). Each folder imports itself and what its list allows, nothing else.
// An entry is a folder or a file without its extension; typesOnly(path) allows `import type` from it only.
const typesOnly = (path) => ({ path, typesOnly: true })
const mayImport = {
  'src/routes': ['src/ui', 'src/machines', 'src/api', 'src/state', 'src/domain', 'src/i18n'],
  // ui reads api query and mutation options, and machines, through hooks.
  'src/ui': ['src/api', 'src/machines', 'src/domain', 'src/state', 'src/i18n'],
  'src/machines': ['src/domain'],
  'src/api': ['src/domain'],
  // domain is pure; it names the type of the translation keys it carries.
  'src/domain': [typesOnly('src/i18n/resources')],
  'src/state': ['src/domain'],
  'src/i18n': [],
  // The mock enforces the client's rules: it shares the contract (catalogue, schemas, body cipher) and the
  // words it answers in, and nothing else of the client.
  'mock-server': ['src/domain', 'src/api/catalogue', 'src/api/schemas', 'src/api/cipher', 'src/i18n/locales'],
  // main.tsx, router.tsx, wire-app.ts, session-actor.ts wire the app together (main starts the mock).
  'src/*': ['src', 'mock-server'],
  // Playwright walks the flow machines' models through the real pages; fixtures name the types of the rows.
  tests: ['src/domain', 'src/machines', typesOnly('src/api/schemas')],
  // The component tests' render helper provides what the portal's root does: the stores, Chakra and the app's
  // query client (its mutations refresh what they declare).
  'tests/render-with-app': ['src/domain', 'src/state', 'src/ui/kit', 'src/api/query'],
}
// Test files (*.test.ts(x) and tests/) also run against the mock server, read the words they check and use the
// test code of tests/ (fixtures, the render helper), which only they may import (test-code-boundary.test.ts).
// Tests may also find the system programs they check with (pdftotext), as the e2e runner does.
const testsMayAlsoImport = ['mock-server', 'src/i18n', 'tests', 'scripts/system-tools.mjs']

// A ui area imports only itself and the shared folders kit, layout and flow (the shared wizard shell); what two
// areas share moves there or into domain. kit imports no other ui folder, layout only kit. The areas are read
// from the folder list, so a new one is covered by itself.
const sharedUi = { kit: [], layout: ['kit'], flow: ['kit', 'layout'] }
const uiMayImport = { ...sharedUi }
for (const entry of readdirSync(join(root, 'src/ui'), { withFileTypes: true })) {
  if (entry.isDirectory() && !(entry.name in sharedUi)) uiMayImport[entry.name] = Object.keys(sharedUi)
}

// Temporary, until PaymentPanel (and what it reads) moves into src/ui/flow: every wizard's payment step shows
// the payment area's panel. The wizard rewrite moved that step from registration's later-steps.tsx into the
// shared flow. Nothing else may be added here.
const temporaryExceptions = {}

const boundaries = importBoundaries({ root, mayImport, testsMayAlsoImport, uiMayImport, temporaryExceptions })

// Translation keys and route targets carried as data are typed (MessageKey, RoutePath), so a cast that
// switches the check off is a defect: render a Message with useMessage() (src/ui/kit/message.ts), give a path a
// RoutePath type (src/domain/route-path.ts) or narrow it with useHasRoute().
const NEVER = "TSAsExpression[typeAnnotation.type='TSNeverKeyword']"
const typedDataRules = [
  {
    selector: `CallExpression:matches([callee.name='t'], [callee.property.name='t']) > ${NEVER}`,
    message: 'No `as never` on a t() key: carry a MessageKey and render it with useMessage().',
  },
  {
    selector: "VariableDeclarator > TSAsExpression > TSAsExpression[expression.name='t']",
    message: 'Do not untype t: carry a MessageKey and render it with useMessage().',
  },
  {
    selector: `JSXAttribute:matches([name.name='to'], [name.name='search']) ${NEVER}`,
    message: 'No `as never` on a route target: type the path as a RoutePath and its search for that route.',
  },
  {
    selector: `Property:matches([key.name='to'], [key.name='search']) > ${NEVER}`,
    message: 'No `as never` on a route target: type the path as a RoutePath and its search for that route.',
  },
  {
    selector: `CallExpression:matches([callee.name='navigate'], [callee.property.name='navigate']) > ${NEVER}`,
    message: 'No `as never` on navigate options: type the path as a RoutePath and its search for that route.',
  },
]

// valtio stays behind src/state (STYLE.md).
const valtio = {
  selector: "ImportDeclaration[source.value='valtio']",
  message: 'Import valtio only in src/state.',
}

// Query keys come from the features' factories in src/api (src/api/query.ts): a hand-written key drifts from
// the factory, and the invalidation a mutation declares would miss it.
const literalQueryKey = {
  selector: [
    "Property[key.name='queryKey'] > ArrayExpression.value",
    "Property[key.name='queryKey'] > TSAsExpression.value > ArrayExpression.expression",
  ].join(', '),
  message:
    'Take query keys from the feature factories in src/api (ordersKeys.list(), …), not an array literal.',
}

// One business clock (src/domain/clock.ts): every business date is a day in Beijing. Turning an instant into a
// day by hand (the UTC day of toISOString, the machine's local calendar) gives another day for eight hours of
// every day, so it is refused outside clock.ts. The syntax check runs as its own rule (core no-restricted-syntax
// under another name), so the per-folder no-restricted-syntax lists below need not repeat it.
// Temporary: files being rewritten on other branches of issue 11 (notices and deadline seeds, bill seeds, the
// register's day numbers). Remove each entry once its branch is merged; nothing may be added here.
const clockPending = ['mock-server/reference-data/notices.ts', 'mock-server/register/numbers.ts']
const businessClockFiles = {
  files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.{ts,tsx}'],
  ignores: ['src/domain/clock.ts', '**/*.test.{ts,tsx}', ...clockPending],
}
const clockAdvice =
  'Use src/domain/clock.ts (businessToday, businessDate, businessDateTime, addBusinessDays, …).'
const businessClock = {
  plugins: { clock: { rules: { 'no-hand-made-day': builtinRules.get('no-restricted-syntax') } } },
  rules: {
    'clock/no-hand-made-day': [
      'error',
      {
        selector:
          "CallExpression[callee.property.name=/^(slice|substring|substr|split)$/][callee.object.callee.property.name='toISOString']",
        message: `The UTC parts of toISOString() are not the business day or time. ${clockAdvice}`,
      },
    ],
    'no-restricted-properties': [
      'error',
      ...['toLocaleDateString', 'getFullYear', 'getMonth', 'getDate', 'getDay'].map((property) => ({
        property,
        message: `${property} reads the machine's calendar, not Beijing's. ${clockAdvice}`,
      })),
    ],
  },
}

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'node_modules', 'src/route-tree.gen.ts', 'test-results', 'playwright-report'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The classic hook rules; the React Compiler rules misread react-hook-form's handleSubmit as a ref read.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.js', 'eslint-import-boundaries.js', '.dependency-cruiser.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mock-server/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/one-way': 'error' },
  },
  {
    // Route files wire screens to data: from src/ui they take components only (query options, page sizes
    // and loaders live in src/api, URL rules in src/domain).
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/**'],
              allowImportNamePattern: '^[A-Z]',
              message:
                'Routes import only components from src/ui; data and URL helpers live in src/api or src/domain.',
            },
          ],
        },
      ],
    },
  },
  // no-restricted-syntax: one list per folder, since a later config replaces the rule's whole list.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...typedDataRules, valtio, literalQueryKey] },
  },
  {
    files: ['src/state/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...typedDataRules, literalQueryKey] },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...typedDataRules, valtio] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'mock-server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', literalQueryKey] },
  },
  { ...businessClockFiles, ...businessClock },
)
