import { loadDb } from './db'
import { firstHandlers } from './handlers/first'
import { SEARCH_GROUP_IDS } from './handlers/search-group.data'
import { makeServerWith, type MockControls } from './server-core'

// The seed and most handlers are dynamic imports: they (and faker, pinyin, the goods tables, the register's
// generator they bring) stay out of the chunk the demo loads at start (tests/unit/mock-first-chunk.test.ts).
const seed = async () => (await import('./seeds')).createSeededDb()
const loadSearchGroup = async () => (await import('./handlers/search-group')).searchGroupHandlers

/** The search pages (/query, /query/result, …): their first request needs the search area and the register. */
const SEARCH_PAGE = /\/query(\/|$)/
/** A registration wizard's steps (/mainland/registerNew/…): the marks' similarity check reads the register. */
const FILING_PAGE = /\/registerNew(\/|$)/

/**
 * Starts the mock for the dev server and the demo build, in its worker (mock-server/worker.ts). It answers
 * with the light areas' handlers at once, loads the search area's on a search page's first request and the
 * others on the first request that needs one; the seed
 * loads only when there is no saved database (a first visit, or a reset). Opened on a search page
 * (`pagePath`, the page's path), it loads the search area and builds the register at once, while the page
 * itself loads, instead of on the page's first search; opened on a registration wizard's step (a reload keeps
 * the user there), it builds the register for the marks' similarity check.
 */
export async function startMockServer(pagePath = ''): Promise<MockControls> {
  const latency = Number(
    localStorage.getItem('tm-portal.mock-latency') ?? import.meta.env.VITE_MOCK_LATENCY ?? 150,
  )
  const server = makeServerWith(
    { environment: 'development', timing: Number.isFinite(latency) ? latency : 150 },
    {
      db: loadDb() ?? (await seed()),
      seed,
      handlers: firstHandlers,
      loadAllHandlers: async () => (await import('./handlers')).allHandlers,
      groups: [
        {
          ids: SEARCH_GROUP_IDS,
          load: loadSearchGroup,
        },
      ],
    },
  )
  const buildRegister = () => import('./register').then(({ registerReady }) => registerReady())
  if (SEARCH_PAGE.test(pagePath)) void loadSearchGroup().then(buildRegister)
  else if (FILING_PAGE.test(pagePath)) void buildRegister()
  return server
}

export type { MockControls, FailureSpec } from './server-core'
