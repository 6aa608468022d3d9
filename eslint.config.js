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
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...typedDataRules] },
  },
  {
    // valtio stays behind src/state (STYLE.md). The rule's options replace those above, so they are repeated.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/state/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...typedDataRules,
        { selector: "ImportDeclaration[source.value='valtio']", message: 'Import valtio only in src/state.' },
      ],
    },
  },
)
