// First paint before the JavaScript runs (issue 11 §9). The app is a single page whose every pixel used to
// wait for a chain of chunks (entry → router, words, wiring → the page's route chunks); on a phone that chain
// was most of the load time. This plugin, at build time only:
// 1. puts a static frame of the page into #root: the sign-in frame (header, value panel, card title) on the
//    sign-in paths, the app's header bar elsewhere, in the visitor's language, with the same sizes and
//    colours as the real pages (src/ui/layout/layout.module.css, src/ui/auth/auth.module.css), so the page
//    paints at once and the render that replaces it does not move anything; /home also gets the top of its
//    dashboard (the room of the greeting, which names the user, and the search card's title and hint), so a
//    signed-in visitor sees the page before the demo's mock has answered who they are;
// 2. lists the chunks the first render needs (router, wiring, root and layout routes, the sign-in page, the
//    boot words in that language) as modulepreload links, so they download in parallel with the entry
//    instead of one after another;
// 3. in the demo build, starts the mock (mock-server/worker-start.ts) before the app's entry, so the mock's
//    worker and its chunks download beside the app's instead of after them.
// The words come from the locale files, so the frame never says anything the page does not.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

type Locale = Record<string, unknown>
const LANGS = ['zh-CN', 'en'] as const

/** The sign-in paths (without /platform): they get the sign-in frame. */
const ENTRY_PATHS = ['/auth', '/login']
/** The dashboard's path: it gets the top of the dashboard (src/ui/home/home-page.tsx). */
const HOME_PATH = '/home'

function word(locale: Locale, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Locale | undefined)?.[key], locale)
  if (typeof value !== 'string') throw new Error(`first-paint: missing word ${path}`)
  return value
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

function wordsFor(root: string, lang: string) {
  const read = (ns: string) =>
    JSON.parse(readFileSync(join(root, `src/i18n/locales/${lang}/${ns}.json`), 'utf8')) as Locale
  const common = read('common')
  const shell = read('shell')
  const auth = read('auth')
  const home = read('home')
  return Object.fromEntries(
    Object.entries({
      platform: word(common, 'platformName'),
      tagline: word(common, 'platformTagline'),
      signIn: word(shell, 'public.signIn'),
      register: word(shell, 'public.register'),
      eyebrow: word(auth, 'value.eyebrow'),
      valueTitle: word(auth, 'value.title'),
      valueSubtitle: word(auth, 'value.subtitle'),
      cardTitle: word(auth, 'card.title'),
      cardSubtitle: word(auth, 'card.subtitle'),
      searchTitle: word(home, 'search.title'),
      searchHint: word(home, 'search.description'),
    }).map(([key, text]) => [key, escapeHtml(text)]),
  )
}

const LOGO =
  '<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#1d4ed8"/><path d="M8 10h16v3h-6.5v11h-3V13H8z" fill="#fff"/><circle cx="24" cy="22" r="3" fill="#f59e0b"/></svg>'

// The rules of the real frame, trimmed to what the static one shows. /home's top padding leaves the greeting's
// room (24 + 61 + 24 px) above the search card.
const CSS = `
:root{--tm-font:system-ui,-apple-system,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif}
body{margin:0}
.fp{min-height:100vh;display:flex;flex-direction:column;background:#fafafa;color:#18181b;font:14px/1.5 var(--tm-font)}
.fp *{box-sizing:border-box}
.fp h1,.fp h2,.fp p{margin:0}
.fp-head{background:#fff;border-bottom:1px solid #e4e4e7}
.fp-bar{max-width:1280px;margin:0 auto;padding:12px 16px;display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:62px}
.fp-logo{display:inline-flex;align-items:center;gap:8px;font-weight:700;font-size:18px;white-space:nowrap}
.fp-links{display:flex;align-items:center;gap:16px;color:#52525b}
.fp-main{flex:1}
.fp-page{width:100%;max-width:1152px;margin:0 auto;padding:24px 16px;font-size:16px;line-height:1.5;-webkit-font-smoothing:antialiased}
.fp-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:24px}
.fp-value{display:none;flex-direction:column;gap:12px;padding:40px;color:#fff;background-image:linear-gradient(to bottom right,#173da6,#0d9488);border-radius:6px;min-height:620px}
.fp-eyebrow{font-size:14px;font-weight:600;line-height:20px;letter-spacing:.025em;text-transform:uppercase;opacity:.85}
.fp-value h2{font-size:30px;font-weight:600;line-height:1.25}
.fp-value p.fp-sub{font-size:16px;line-height:24px;opacity:.9}
.fp-card{padding:28px 24px;background:#fff;border:1px solid #e4e4e7;border-radius:6px;box-shadow:0 4px 8px rgb(24 24 27/.1),0 0 1px rgb(24 24 27/.3);min-height:520px}
.fp-card header{display:flex;flex-direction:column;gap:4px}
.fp-card h1{font-size:24px;font-weight:600;line-height:32px}
.fp-card p{color:#52525b}
@media (min-width:480px){.fp-card{padding:32px 28px}}
.fp-home{max-width:1280px;margin:0 auto;padding:109px 16px 24px;font-family:Inter,-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif}
.fp-panel{background:#fff;border:1px solid #e4e4e7;border-radius:6px;padding:24px 24px 0;min-height:163px}
.fp-panel h2{font-size:16px;font-weight:600;line-height:24px}
.fp-panel p{margin-top:4px;font-size:14px;line-height:21px;color:#52525b}
@media (min-width:768px){.fp-page{padding:48px 24px}.fp-home{padding-inline:24px}}
@media (min-width:900px){.fp-grid{grid-template-columns:minmax(0,5fr) minmax(0,6fr);gap:40px}.fp-value{display:flex}}
@media (min-width:1024px){.fp-page,.fp-home{padding-inline:32px}}
`
  .trim()
  .replace(/\n/g, '')

/**
 * The frames' parts in each language: the logo (with the platform's name), the sign-in links, and the body of
 * <main> on the sign-in paths and on /home. The inline script puts them together, so the header is written
 * once per language rather than once per frame.
 */
function frames(root: string) {
  return Object.fromEntries(
    LANGS.map((lang) => {
      const w = wordsFor(root, lang)
      const entry =
        `<div class="fp-page"><div class="fp-grid">` +
        `<div class="fp-value"><p class="fp-eyebrow">${w.eyebrow}</p><h2>${w.valueTitle}</h2><p class="fp-sub">${w.valueSubtitle}</p></div>` +
        `<div class="fp-card"><header><h1>${w.cardTitle}</h1><p>${w.cardSubtitle}</p></header></div>` +
        `</div></div>`
      const home = `<div class="fp-home"><section class="fp-panel"><h2>${w.searchTitle}</h2><p>${w.searchHint}</p></section></div>`
      return [
        lang,
        {
          logo: `<span class="fp-logo">${LOGO}${w.platform}</span>`,
          links: `<span class="fp-links"><span>${w.signIn}</span><span>${w.register}</span></span>`,
          entry,
          home,
          title: w.platform,
        },
      ]
    }),
  )
}

interface ChunkLike {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  imports: string[]
}

/** The Vite plugin (build only). */
export function firstPaint(): Plugin {
  let root = process.cwd()
  let base = '/'
  return {
    name: 'tm-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (c): c is ChunkLike & typeof c => c.type === 'chunk',
        )
        const byFacade = (test: RegExp) =>
          chunks.filter((c) => c.facadeModuleId && test.test(c.facadeModuleId.replaceAll('\\', '/')))
        const byName = new Map(chunks.map((c) => [c.fileName, c]))
        // A chunk and everything it imports statically, minus what the HTML already loads.
        const entryFiles = new Set<string>()
        const closure = (start: ChunkLike[], into = new Set<string>()) => {
          const visit = (c: ChunkLike | undefined) => {
            if (!c || into.has(c.fileName)) return
            into.add(c.fileName)
            c.imports.forEach((name) => visit(byName.get(name)))
          }
          start.forEach(visit)
          return into
        }
        closure(
          chunks.filter((c) => (c as { isEntry?: boolean }).isEntry),
          entryFiles,
        )
        const list = (test: RegExp) => [...closure(byFacade(test))].filter((f) => !entryFiles.has(f))
        const preload = {
          common: list(/\/src\/(router\.tsx|wire-app\.ts|routes\/__root\.tsx.*)$/),
          entry: list(/\/src\/routes\/(_entry\.tsx|_entry\/auth\.tsx).*$/),
          app: list(/\/src\/routes\/_app\.tsx.*$/),
          words: Object.fromEntries(
            LANGS.map((lang) => [
              lang,
              list(new RegExp(`/src/i18n/locales/${lang}/(common|shell|errors|validation)\\.json$`)),
            ]),
          ),
          entryWords: Object.fromEntries(
            LANGS.map((lang) => [lang, list(new RegExp(`/src/i18n/locales/${lang}/auth\\.json$`))]),
          ),
        }
        // The entry script and its preloads leave the head: the inline script below asks for them once the
        // frame has painted, so nothing competes with the first paint.
        const entryScripts: string[] = []
        const entryPreloads: string[] = []
        const page = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_m, src: string) => {
            entryScripts.push(src)
            return ''
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => {
            // Listed without the base, which the inline script puts back (a shorter index.html).
            if (!href.startsWith(base)) throw new Error(`first-paint: preload outside ${base}: ${href}`)
            entryPreloads.push(href.slice(base.length))
            return ''
          })
        if (entryScripts.length !== 1) throw new Error('first-paint: expected one entry script in index.html')
        // The demo's mock (absent from production builds) starts first: its worker and chunks then download
        // beside the app's rather than after them (mock-server/worker-start.ts).
        const mockStart = byFacade(/\/mock-server\/worker-start\.ts$/)[0]
        const mock = mockStart
          ? {
              start: mockStart.fileName,
              preload: list(/\/mock-server\/worker-start\.ts$/).filter((f) => f !== mockStart.fileName),
            }
          : null
        const boot = {
          base: base.replace(/\/$/, ''),
          entryPaths: ENTRY_PATHS,
          homePath: HOME_PATH,
          frames: frames(root),
          entry: entryScripts[0],
          preload: { ...preload, boot: entryPreloads },
          mock,
        }
        // Runs while the page parses: picks the language the app will pick (the saved one, else Chinese) and
        // the frame of this path and shows it; after that paint, starts the app and the downloads its first
        // render waits for, all at once (a hidden tab, which paints nothing, starts after 200 ms).
        const script = `(function(b){var l;try{l=localStorage.getItem('lang')}catch(e){}if(l!=='en')l='zh-CN';var p=location.pathname.slice(b.base.length)||'/';var q=p.replace(/\\/$/,'');var entry=b.entryPaths.indexOf(q)>=0;document.documentElement.lang=l;document.title=b.frames[l].title;var r=document.getElementById('root');var w=b.frames[l];if(r&&!r.firstChild)r.innerHTML='<div class="fp"><header class="fp-head"><div class="fp-bar">'+w.logo+(entry?w.links:'')+'</div></header><main class="fp-main">'+(entry?w.entry:q===b.homePath?w.home:'')+'</main></div>';var f=b.preload.boot.concat(b.preload.common,b.preload.words[l],entry?b.preload.entry.concat(b.preload.entryWords[l]):b.preload.app);function add(k){document.head.appendChild(k)}function module(src){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=b.base+'/'+src;add(s)}function start(){if(b.mock){f=b.mock.preload.concat(f);module(b.mock.start)}for(var i=0;i<f.length;i++){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=b.base+'/'+f[i];add(k)}var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=b.entry;add(s)}var started=0;function go(){if(!started){started=1;start()}}if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})(${JSON.stringify(boot)})`
        return {
          html: page,
          tags: [
            { tag: 'style', children: CSS, injectTo: 'head' },
            { tag: 'script', children: script, injectTo: 'body' },
          ],
        }
      },
    },
  }
}
