import { describe, expect, it } from 'vitest'
import { archiveKindOf } from './trademark-archives'

describe('archiveKindOf', () => {
  it('sends each register to its archive', () => {
    expect(archiveKindOf('CN')).toBe('china')
    expect(archiveKindOf('hk')).toBe('greaterChina')
    expect(archiveKindOf('TW')).toBe('greaterChina')
    expect(archiveKindOf('EM')).toBe('international')
    expect(archiveKindOf('WO')).toBe('international')
    expect(archiveKindOf('US')).toBe('foreign')
    expect(archiveKindOf('JP')).toBe('foreign')
  })
})
