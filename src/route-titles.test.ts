import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from './route-tree.gen'
import zhTitles from './i18n/locales/zh-CN/titles.json'
import enTitles from './i18n/locales/en/titles.json'

// Every route that renders a page: layouts (/_app …) and redirect-only routes have no title.
const pages = (): string[] =>
  // Only the route definitions are read: no loader runs, so no query client is needed.
  Object.values(createRouter({ routeTree, context: { queryClient: undefined as never } }).routesById)
    .filter((r) => r.options.component && r.id !== '__root__' && !/^\/_[a-z]+$/.test(r.id))
    .map((r) => r.id)

describe('page titles (the titles namespace, keyed by route id)', () => {
  const ids = pages()

  it('finds the pages of the route tree', () => {
    expect(ids.length).toBeGreaterThan(60)
    expect(ids).toContain('/_app/orderManage')
  })

  it('gives every page a title in both languages', () => {
    const missing = ids.filter(
      (id) => !(zhTitles as Record<string, string>)[id] || !(enTitles as Record<string, string>)[id],
    )
    expect(missing).toEqual([])
  })

  it('holds no title of a route that does not exist', () => {
    expect(Object.keys(zhTitles).filter((id) => !ids.includes(id))).toEqual([])
    expect(Object.keys(enTitles).sort()).toEqual(Object.keys(zhTitles).sort())
  })
})
