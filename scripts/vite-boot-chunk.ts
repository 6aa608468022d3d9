// One chunk for the app's own code that every page loads at boot (build only). main.tsx imports the router and
// the wiring; the router imports the route tree, and each route's parts that stay up front under
// autoCodeSplitting (validateSearch, beforeLoad, staticData) import domain and api modules. Pages import the
// same modules, so the automatic splitting cut each into a small shared chunk of its own: about 40 files on the
// first load of /auth, each gzipped apart and importing the others. Every page loads all of them anyway (the
// router does, before any page), so they travel together: fewer requests and about 3 kB gzip less.
// What main.tsx loads statically stays in the entry chunk, and the libraries keep their own groups
// (vite.config.ts FRAMEWORK, which have the higher priority).
import type { Plugin } from 'vite'

/** The modules main.tsx loads with the router and the wiring (a dynamic import each). */
const BOOT_ENTRIES = /\/src\/(router\.tsx|wire-app\.ts)$/
const MAIN = /\/src\/main\.tsx$/

/**
 * The plugin finds, once the module graph is complete, the modules the boot entries import statically
 * (transitively), minus the entries themselves and what main.tsx already imports statically; `test` is the
 * matching code-splitting group's test. The set is exactly closed under static imports, except for modules
 * loaded before it (the entry chunk, the framework), so the group needs no recursive capture.
 */
export function bootChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let boot = new Set<string>()
  const plugin: Plugin = {
    name: 'tm-boot-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const matching = (test: RegExp) => ids.filter((id) => test.test(id.replaceAll('\\', '/')))
      const closure = (starts: string[]) => {
        const seen = new Set<string>()
        const visit = (id: string) => {
          if (seen.has(id)) return
          seen.add(id)
          this.getModuleInfo(id)?.importedIds.forEach(visit)
        }
        starts.forEach(visit)
        return seen
      }
      const main = closure(matching(MAIN))
      const entries = matching(BOOT_ENTRIES)
      if (entries.length !== 2) throw new Error('boot-chunk: expected src/router.tsx and src/wire-app.ts')
      boot = new Set([...closure(entries)].filter((id) => !main.has(id) && !entries.includes(id)))
    },
  }
  return { plugin, test: (id) => boot.has(id) }
}
