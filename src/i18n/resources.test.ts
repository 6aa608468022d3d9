import { describe, expect, it } from 'vitest'
import { resources } from './resources'

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
  }
  return [prefix]
}

describe('translations', () => {
  it('has the same namespaces in zh-CN and en', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources['zh-CN']).sort())
  })

  for (const ns of Object.keys(resources['zh-CN']) as (keyof (typeof resources)['zh-CN'])[]) {
    it(`has the same keys in zh-CN and en for "${ns}", none empty in Chinese`, () => {
      const zh = keysOf(resources['zh-CN'][ns]).sort()
      const en = keysOf(resources.en[ns]).sort()
      expect(en).toEqual(zh)
      const emptyZh = zh.filter((k) => {
        const v = k
          .split('.')
          .reduce<unknown>((o, part) => (o as Record<string, unknown>)?.[part], resources['zh-CN'][ns])
        return typeof v === 'string' && v.trim() === ''
      })
      expect(emptyZh).toEqual([])
    })
  }

  it('labels English pagination "Go to page"', () => {
    expect(resources.en.common.pagination.goTo).toBe('Go to page')
  })
})
