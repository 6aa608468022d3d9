import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { type SearchQuery, emptySearchQuery, validateSearchQuery } from '../../domain/search-query'
import { type SearchEmitted, type SearchEvent, searchMachine } from './search'

type Snapshot = SnapshotFrom<typeof searchMachine>

// One or two concrete events per payload type; the model generates the payload-free ones itself.
const modelEvents: SearchEvent[] = [
  { type: 'query.changed', patch: { tradeMarkText: 'apple' } },
  { type: 'query.changed', patch: { tradeMarkText: 'app$le' } },
  { type: 'search.succeeded', total: 120, levels: { high: 10, middle: 50, low: 60 } },
  { type: 'search.succeeded', total: 0, levels: {} },
  { type: 'search.failed', message: 'errors:communication' },
  { type: 'search.limitReached', reason: 'limit', used: 100, limit: 100 },
  { type: 'search.limitReached', reason: 'trialEnded', used: 100, limit: 100 },
  { type: 'page.changed', pageNum: 2 },
  { type: 'filters.changed', filters: { countries: ['CN', 'US'] } },
  { type: 'filters.changed', filters: { countries: [] } },
  { type: 'resultFilters.changed', filters: { country: ['US'], niceList: [] } },
  { type: 'sort.changed', sort: { field: 'filingDate', order: 'asc' } },
  {
    type: 'search.opened',
    query: { ...emptySearchQuery(), tmApplicant: 'acme', pageNum: 3 },
    filters: { appYear: ['2020'] },
    sort: null,
  },
]

function start() {
  const actor = createActor(searchMachine).start()
  const requests: SearchQuery[] = []
  const views: SearchEmitted[] = []
  actor.on('search.request', (event) => {
    requests.push(event.query)
    views.push(event)
  })
  return { actor, requests, views }
}

describe('searchMachine (model-based)', () => {
  const model = createTestModel(searchMachine, { events: modelEvents })
  const paths = model.getShortestPaths({ allowDuplicatePaths: true })

  it('reaches every stable state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    for (const state of ['editing', 'searching', 'results', 'empty', 'error', 'limitReached']) {
      expect(reached).toContain(JSON.stringify(state))
    }
  })

  describe.each(paths.map((path) => [path.description, path] as const))('%s', (_description, path) => {
    it('the live actor follows the model', async () => {
      const { actor, requests, views } = start()
      const same = (state: Snapshot) => {
        const live = actor.getSnapshot()
        expect(live.value).toEqual(state.value)
        expect(live.context).toEqual(state.context)
      }
      // xstate/graph types the step's event as `{ type }` only; at run time it is the full model event.
      const send = ({ event }: { event: { type: SearchEvent['type'] } }) => {
        actor.send(event as SearchEvent)
      }
      await path.test({
        states: {
          editing: (state) => {
            same(state)
            expect(actor.getSnapshot().hasTag('edit')).toBe(true)
          },
          searching: (state) => {
            same(state)
            expect(actor.getSnapshot().hasTag('results')).toBe(true)
            // Only a valid, normalised query is ever sent, and the last request is the one being waited on.
            expect(requests.at(-1)).toEqual(state.context.query)
            expect(views.at(-1)).toMatchObject({ filters: state.context.filters, sort: state.context.sort })
            expect(validateSearchQuery(state.context.query)).toEqual({ ok: true, query: state.context.query })
            expect(state.context.errors).toEqual({})
          },
          results: (state) => {
            same(state)
            expect(actor.getSnapshot().hasTag('results')).toBe(true)
            expect(state.context.total).toBeGreaterThan(0)
          },
          empty: (state) => {
            same(state)
            expect(actor.getSnapshot().hasTag('results')).toBe(true)
            expect(state.context.total).toBe(0)
          },
          error: (state) => {
            same(state)
            expect(state.context.lastError).toBe('errors:communication')
          },
          limitReached: (state) => {
            same(state)
            expect(state.context.usage).toEqual({ used: 100, limit: 100 })
            expect(['limit', 'trialEnded']).toContain(state.context.limitReason)
          },
        },
        events: {
          'query.changed': send,
          'query.submitted': send,
          'query.edit': send,
          'query.reset': send,
          'search.succeeded': send,
          'search.failed': send,
          'search.limitReached': send,
          'page.changed': send,
          'filters.changed': send,
          'resultFilters.changed': send,
          'sort.changed': send,
          'search.opened': send,
        },
      })
    })
  })
})

describe('searchMachine', () => {
  it('keeps an invalid query in editing with its errors and sends nothing', () => {
    const { actor, requests } = start()
    actor.send({ type: 'query.submitted' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errors).toEqual({ criteria: 'validation:searchOneCriterion' })

    actor.send({ type: 'query.changed', patch: { tradeMarkText: 'a$b', niceChoosedStr: '99' } })
    actor.send({ type: 'query.submitted' })
    expect(actor.getSnapshot().context.errors).toEqual({
      tradeMarkText: 'validation:specialCharacters',
      niceChoosedStr: 'validation:niceRange',
    })
    expect(requests).toEqual([])

    actor.send({ type: 'query.changed', patch: { tradeMarkText: 'ab' } })
    expect(actor.getSnapshot().context.errors).toEqual({ niceChoosedStr: 'validation:niceRange' })
  })

  it('sends the normalised query and lands on the results', () => {
    const { actor, requests } = start()
    actor.send({ type: 'query.changed', patch: { tradeMarkText: ' ａｐｐｌｅ ', niceChoosedStr: '9；3' } })
    actor.send({ type: 'query.submitted' })
    expect(actor.getSnapshot().value).toBe('searching')
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ tradeMarkText: 'apple', niceChoosedStr: '09;03', pageNum: 1 })

    actor.send({ type: 'search.succeeded', total: 3, levels: { high: 3 } })
    expect(actor.getSnapshot().value).toBe('results')
    expect(actor.getSnapshot().context).toMatchObject({ total: 3, levels: { high: 3 } })
  })

  it('shows the daily limit', () => {
    const { actor } = start()
    actor.send({ type: 'query.changed', patch: { tmApplicant: '华为' } })
    actor.send({ type: 'query.submitted' })
    actor.send({ type: 'search.limitReached', reason: 'trialEnded', used: 100, limit: 100 })
    expect(actor.getSnapshot().value).toBe('limitReached')
    expect(actor.getSnapshot().context.usage).toEqual({ used: 100, limit: 100 })
    expect(actor.getSnapshot().context.limitReason).toBe('trialEnded')
    actor.send({ type: 'query.edit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.query.tmApplicant).toBe('华为')
  })

  it('re-sends the request with the new page, within the page count only', () => {
    const { actor, requests } = start()
    actor.send({ type: 'query.changed', patch: { tradeMarkText: 'apple' } })
    actor.send({ type: 'query.submitted' })
    actor.send({ type: 'search.succeeded', total: 120, levels: {} })

    actor.send({ type: 'page.changed', pageNum: 4 }) // 120 results / 56 per page = 3 pages
    expect(actor.getSnapshot().value).toBe('results')
    actor.send({ type: 'page.changed', pageNum: 3 })
    expect(actor.getSnapshot().value).toBe('searching')
    expect(requests).toHaveLength(2)
    expect(requests[1]).toMatchObject({ tradeMarkText: 'apple', pageNum: 3 })
  })

  it('applies filters from the first page', () => {
    const { actor, requests } = start()
    actor.send({ type: 'query.changed', patch: { tradeMarkText: 'apple' } })
    actor.send({ type: 'query.submitted' })
    actor.send({ type: 'search.succeeded', total: 120, levels: {} })
    actor.send({ type: 'page.changed', pageNum: 2 })
    actor.send({ type: 'search.succeeded', total: 120, levels: {} })

    actor.send({ type: 'filters.changed', filters: { countries: ['US'], niceChoosedStr: '25' } })
    expect(actor.getSnapshot().value).toBe('searching')
    expect(requests.at(-1)).toMatchObject({ countries: ['US'], niceChoosedStr: '25', pageNum: 1 })
  })

  it('goes back to editing with the error when the filters make the query invalid', () => {
    const { actor } = start()
    actor.send({ type: 'query.changed', patch: { tradeMarkText: 'apple' } })
    actor.send({ type: 'query.submitted' })
    actor.send({ type: 'search.succeeded', total: 0, levels: {} })
    expect(actor.getSnapshot().value).toBe('empty')
    actor.send({ type: 'filters.changed', filters: { countries: [] } })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errors).toEqual({ countries: 'validation:chooseCountryFirst' })
  })

  it('retries after a failure and resets to an empty query', () => {
    const { actor, requests } = start()
    actor.send({ type: 'query.changed', patch: { tradeMarkText: 'apple' } })
    actor.send({ type: 'query.submitted' })
    actor.send({ type: 'search.failed', message: 'errors:communication' })
    expect(actor.getSnapshot().context.lastError).toBe('errors:communication')
    actor.send({ type: 'query.submitted' })
    expect(actor.getSnapshot().value).toBe('searching')
    expect(actor.getSnapshot().context.lastError).toBeNull()
    expect(requests).toHaveLength(2)

    actor.send({ type: 'query.reset' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.query.tradeMarkText).toBe('')
  })
})

describe('searchMachine on the result page', () => {
  const opened = (patch: Partial<SearchQuery>) =>
    ({
      type: 'search.opened',
      query: { ...emptySearchQuery(), tradeMarkText: 'apple', ...patch },
      filters: { country: ['CN'] },
      sort: { field: 'registrationDate', order: 'desc' },
    }) as const

  it('opens a result URL as it is, page, filters and sort included, from any state', () => {
    const { actor, views } = start()
    actor.send(opened({ pageNum: 3, tradeMarkText: ' ａｐｐｌｅ ' }))
    expect(actor.getSnapshot().value).toBe('searching')
    expect(views.at(-1)).toMatchObject({
      query: { tradeMarkText: 'apple', pageNum: 3 },
      filters: { country: ['CN'] },
      sort: { field: 'registrationDate', order: 'desc' },
    })
    actor.send({ type: 'search.succeeded', total: 200, levels: {} })
    actor.send(opened({ pageNum: 1, tradeMarkText: 'pear' }))
    expect(views.at(-1)?.query).toMatchObject({ tradeMarkText: 'pear', pageNum: 1 })
  })

  it('keeps an invalid link in editing with its errors', () => {
    const { actor, views } = start()
    actor.send(opened({ tradeMarkText: 'a$b' }))
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errors).toEqual({ tradeMarkText: 'validation:specialCharacters' })
    expect(views).toEqual([])
  })

  it('re-runs from page 1 when a result filter or the sort changes, and drops emptied dimensions', () => {
    const { actor, views } = start()
    actor.send(opened({ pageNum: 2 }))
    actor.send({ type: 'search.succeeded', total: 200, levels: {} })
    actor.send({ type: 'resultFilters.changed', filters: { country: [], appYear: ['2019', '2020'] } })
    expect(views.at(-1)).toMatchObject({ query: { pageNum: 1 }, filters: { appYear: ['2019', '2020'] } })
    expect(views.at(-1)?.filters).not.toHaveProperty('country')

    actor.send({ type: 'search.succeeded', total: 0, levels: {} })
    expect(actor.getSnapshot().value).toBe('empty')
    // An empty result cannot be sorted, but its filters can be loosened.
    actor.send({ type: 'sort.changed', sort: { field: 'filingDate', order: 'asc' } })
    expect(actor.getSnapshot().value).toBe('empty')
    actor.send({ type: 'resultFilters.changed', filters: {} })
    expect(actor.getSnapshot().value).toBe('searching')
    actor.send({ type: 'search.succeeded', total: 200, levels: {} })
    actor.send({ type: 'sort.changed', sort: { field: 'filingDate', order: 'asc' } })
    expect(views.at(-1)).toMatchObject({ filters: {}, sort: { field: 'filingDate', order: 'asc' } })
  })
})
