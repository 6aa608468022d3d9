// The import-cycle check of `npm run cycles` (part of `npm run lint` and `npm test`). STYLE.md: no import
// cycles, type-only ones included. Which folder may import which is ESLint's job (eslint.config.js).

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'STYLE.md: no import cycles, type-only ones included. Move what both sides need into a third file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Count `import type` too: TypeScript erases it, but it still ties the two files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // src/route-tree.gen.ts stays in: it imports every route, but no route imports it back.
  },
}
