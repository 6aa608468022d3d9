import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
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
  tests: ['src/domain'],
}
// Test files (*.test.ts(x) and tests/) also run against the mock server and read the words they check.
const testsMayAlsoImport = ['mock-server', 'src/i18n']

// A ui area imports only itself and the shared folders kit, layout and flow (the shared wizard shell); what two
// areas share moves there or into domain. kit imports no other ui folder, layout only kit. The areas are read
// from the folder list, so a new one is covered by itself.
const sharedUi = { kit: [], layout: ['kit'], flow: ['kit', 'layout'] }
const uiMayImport = { ...sharedUi }
for (const entry of readdirSync(join(root, 'src/ui'), { withFileTypes: true })) {
  if (entry.isDirectory() && !(entry.name in sharedUi)) uiMayImport[entry.name] = Object.keys(sharedUi)
}

// Temporary, until the wizard rewrite moves PaymentPanel (and what it reads) into src/ui/flow: the
// registration wizard's payment step shows the payment area's panel. Nothing else may be added here.
const temporaryExceptions = { 'src/ui/registration/wizard/later-steps.tsx': ['src/ui/payment'] }

const boundaries = importBoundaries({ root, mayImport, testsMayAlsoImport, uiMayImport, temporaryExceptions })

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-size',
      'node_modules',
      'src/route-tree.gen.ts',
      'test-results',
      'playwright-report',
    ],
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
    // valtio stays behind src/state (STYLE.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/state/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value='valtio']", message: 'Import valtio only in src/state.' },
      ],
    },
  },
)
