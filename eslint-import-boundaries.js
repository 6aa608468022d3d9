// The rule behind eslint.config.js's import table: each relative import is resolved against the importing file
// and checked against the allowed lists there. Package imports are not its business.
import { dirname, relative, resolve, sep } from 'node:path'

const posix = (path) => path.split(sep).join('/')
/** Whether a project path (a file with or without its extension) lies in an entry's folder or is its file. */
const within = (path, entry) => path === entry || path.startsWith(`${entry}/`) || path.startsWith(`${entry}.`)
const isTestFile = (path) => path.startsWith('tests/') || /\.test\.tsx?$/.test(path)

/**
 * An ESLint plugin with one rule, `one-way`, built from allowed lists.
 * - mayImport: zone (a folder, or 'src/*' for the files directly in src) -> what it may import besides itself;
 *   an entry is a path or { path, typesOnly: true } for `import type` only.
 * - testsMayAlsoImport: what test files may import on top of their zone's list.
 * - uiMayImport: ui folder -> the other ui folders it may import.
 * - temporaryExceptions: file -> extra paths it may import, until the work that removes them lands.
 */
export function importBoundaries({ root, mayImport, testsMayAlsoImport, uiMayImport, temporaryExceptions }) {
  const zones = Object.keys(mayImport)
    .filter((zone) => zone !== 'src/*')
    .sort((a, b) => b.length - a.length)
  const zoneOf = (path) =>
    zones.find((zone) => within(path, zone)) ?? (/^src\/[^/]+$/.test(path) ? 'src/*' : null)
  const uiFolderOf = (path) => (path.startsWith('src/ui/') ? path.split('/')[2] : null)

  /** Why `from` may not import `target`, or null when it may. */
  function refusal(from, target, typeOnly) {
    const zone = zoneOf(from)
    if (!zone) return `${from} is in no zone of the import table in eslint.config.js: add its folder there.`
    const extra = temporaryExceptions[from] ?? []
    if (extra.some((entry) => within(target, entry))) return null
    const targetUi = uiFolderOf(target)
    const fromUi = uiFolderOf(from)
    if (fromUi && targetUi) {
      if (targetUi === fromUi || (uiMayImport[fromUi] ?? []).includes(targetUi)) return null
      const allowed = (uiMayImport[fromUi] ?? []).map((name) => `src/ui/${name}`)
      return `src/ui/${fromUi} may import from ui only itself${allowed.length ? ` and ${allowed.join(', ')}` : ''}, not src/ui/${targetUi} (STYLE.md: what two areas share moves into kit, layout, flow or domain).`
    }
    if (zone !== 'src/*' && within(target, zone)) return null
    const entries = [...mayImport[zone], ...(isTestFile(from) ? testsMayAlsoImport : [])].map((entry) =>
      typeof entry === 'string' ? { path: entry, typesOnly: false } : entry,
    )
    const match = entries.find((entry) => within(target, entry.path))
    if (match && (!match.typesOnly || typeOnly)) return null
    if (match) return `${zone} may import only types from ${match.path} (use \`import type\`).`
    const list = entries.map((entry) => (entry.typesOnly ? `types of ${entry.path}` : entry.path)).join(', ')
    return `${zone} may import only itself${list ? ` and ${list}` : ''}, not ${target} (STYLE.md: dependencies run one way).`
  }

  const oneWay = {
    meta: {
      type: 'problem',
      docs: { description: 'Imports follow the allowed lists of eslint.config.js (STYLE.md).' },
      schema: [],
    },
    create(context) {
      const from = posix(relative(root, context.filename))
      const check = (node, source, typeOnly) => {
        if (typeof source !== 'string' || !source.startsWith('.')) return
        const target = posix(relative(root, resolve(dirname(context.filename), source)))
        const message = refusal(from, target, typeOnly)
        if (message) context.report({ node, message })
      }
      return {
        // With verbatimModuleSyntax only `import type` is erased; `import { type X }` still loads the module.
        ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
        ExportNamedDeclaration: (node) =>
          node.source && check(node, node.source.value, node.exportKind === 'type'),
        ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
        ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
      }
    },
  }
  return { rules: { 'one-way': oneWay } }
}
