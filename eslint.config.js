import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Dependencies run one way (STYLE.md): each folder may import only the folders listed for it.
const boundaries = {
  'src/domain': ['src/api', 'src/machines', 'src/routes', 'src/state', 'src/ui', 'mock-server'],
  'src/machines': ['src/api', 'src/routes', 'src/state', 'src/ui', 'mock-server'],
  'src/api': ['src/machines', 'src/routes', 'src/state', 'src/ui', 'mock-server'],
  'src/state': ['src/api', 'src/machines', 'src/routes', 'src/ui', 'mock-server'],
  'src/ui': ['src/routes', 'mock-server'],
  'mock-server': ['src/routes', 'src/ui', 'src/state', 'src/machines'],
}
const folderOf = (name) => name.replace(/^src\//, '')
const boundaryConfigs = Object.entries(boundaries).map(([from, forbidden]) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((target) => ({
          group: [`**/${folderOf(target)}/**`, `**/${folderOf(target)}`],
          message: `${from} must not import ${target} (STYLE.md: dependencies run one way).`,
        })),
      },
    ],
  },
}))

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

// The lead is rewriting these onto the wizard shape and will adopt the factories there (draftsKeys,
// insertRegistrationMutation, paymentChanges); until then they keep their hand-built keys.
const leadRewrites = ['src/ui/registration/wizard/wizard-flow.tsx', 'src/ui/payment/use-payment-flow.ts']
// The result search hook (the lead's too) still reads its URL helpers from src/ui.
const leadRouteHelpers = ['src/routes/_app/query/-result/use-result-search.ts']

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
    files: ['scripts/**/*.mjs', '*.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...boundaryConfigs,
  {
    // Route files wire screens to data: from src/ui they take components only (query options, page sizes
    // and loaders live in src/api, URL rules in src/domain).
    files: ['src/routes/**/*.{ts,tsx}'],
    ignores: leadRouteHelpers,
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
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', valtio, literalQueryKey] } },
  { files: ['src/state/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', literalQueryKey] } },
  { files: ['src/api/**/*.{ts,tsx}', ...leadRewrites], rules: { 'no-restricted-syntax': ['error', valtio] } },
  {
    files: ['tests/**/*.{ts,tsx}', 'mock-server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', literalQueryKey] },
  },
)
