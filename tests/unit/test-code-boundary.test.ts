// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

// Fixtures and the render helper live in tests/ so that no build of the portal (production or demo, which
// bundles mock-server/) can carry them: only test files may import from tests/.
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

const specifiers = (source: string): string[] =>
  [...source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!)

const intoTests = (file: string, specifier: string): boolean =>
  specifier.startsWith('.') && normalize(join(dirname(file), specifier)).split(sep)[0] === 'tests'

describe('test code stays out of the app', () => {
  it('finds the imports it checks', () => {
    expect(intoTests(join('src', 'ui', 'a.test.tsx'), '../../tests/render-with-app')).toBe(true)
    expect(intoTests(join('mock-server', 'x.ts'), './tests/y')).toBe(false)
    expect(specifiers("import { a } from '../b'\nimport type { C } from './c'")).toEqual(['../b', './c'])
  })

  it('has no module of src/ or mock-server/ other than a test import tests/', () => {
    const offenders = ['src', 'mock-server'].flatMap((root) =>
      sourceFiles(root).flatMap((file) =>
        specifiers(readFileSync(file, 'utf8'))
          .filter((specifier) => intoTests(file, specifier))
          .map((specifier) => `${file} imports ${specifier}`),
      ),
    )
    expect(offenders).toEqual([])
  })
})
