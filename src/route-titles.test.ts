import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from './route-tree.gen'
import zhTitles from './i18n/locales/zh-CN/titles.json'
import enTitles from './i18n/locales/en/titles.json'
import zhCommon from './i18n/locales/zh-CN/common.json'
import enCommon from './i18n/locales/en/common.json'
import { initI18n } from './i18n'

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

  it('titles every page in its own language: Chinese titles in Chinese, English ones without Chinese', () => {
    const han = /\p{Script=Han}/u
    const zh = zhTitles as Record<string, string>
    const en = enTitles as Record<string, string>
    expect(ids.filter((id) => !han.test(zh[id] ?? ''))).toEqual([])
    expect(ids.filter((id) => han.test(en[id] ?? ''))).toEqual([])
  })

  it('leaves the platform name to the one suffix: no title carries it itself', () => {
    const names = [zhCommon.platformName, enCommon.platformName, '知识产权', 'Portal']
    const carrying = (titles: Record<string, string>) =>
      Object.entries(titles).filter(([, title]) => names.some((name) => title.includes(name)))
    expect(carrying(zhTitles)).toEqual([])
    expect(carrying(enTitles)).toEqual([])
  })
})

describe('the document title before any page has a title', () => {
  it('is the platform name in the language the page opens in, not the Chinese one of index.html', async () => {
    document.title = '知识产权服务平台'
    await initI18n('en')
    expect(document.title).toBe(enCommon.platformName)
    expect(document.title.match(/IP Services Portal/g)).toHaveLength(1)
  })
})
