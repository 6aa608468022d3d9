import { describe, expect, it } from 'vitest'
import { isLocalDevHost, isPublicPath, safeReturnPath } from './-guard'

describe('route guard rules', () => {
  it('lets only the public entry pages through without a token', () => {
    expect(isPublicPath('/auth')).toBe(true)
    expect(isPublicPath('/dawei/')).toBe(true)
    expect(isPublicPath('/demo')).toBe(true)
    expect(isPublicPath('/home')).toBe(false)
    expect(isPublicPath('/orderManage')).toBe(false)
  })

  it('recognises local development hosts only', () => {
    expect(isLocalDevHost('localhost')).toBe(true)
    expect(isLocalDevHost('127.0.0.1')).toBe(true)
    expect(isLocalDevHost('portal.example.com')).toBe(false)
  })

  it('follows only same-app return paths', () => {
    expect(safeReturnPath('/home?x=1')).toBe('/home?x=1')
    expect(safeReturnPath('//evil.example')).toBe('/home')
    expect(safeReturnPath('https://evil.example')).toBe('/home')
    expect(safeReturnPath('/auth?redirect=/x')).toBe('/home')
    expect(safeReturnPath(undefined)).toBe('/home')
  })
})
