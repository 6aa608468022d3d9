import { describe, expect, it } from 'vitest'
import { AUTHORITIES, ROLE_PRESETS } from './authorities'
import { AUTHORITY_GROUPS, missingPrerequisites, toggleAuthority } from './authority-catalogue'

describe('the authority catalogue', () => {
  it('lists every authority exactly once, with words in both languages', () => {
    const listed = AUTHORITY_GROUPS.flatMap((g) => g.authorities.map((a) => a.id))
    expect([...listed].sort()).toEqual([...AUTHORITIES].sort())
    for (const a of AUTHORITY_GROUPS.flatMap((g) => g.authorities)) {
      expect(a.label.zh && a.label.en && a.explanation.zh && a.explanation.en).toBeTruthy()
    }
  })

  it('accepts every preset role as it is', () => {
    for (const preset of Object.values(ROLE_PRESETS)) expect(missingPrerequisites(preset)).toEqual([])
  })

  it('names what an authority lacks', () => {
    expect(missingPrerequisites(['case.edit', 'document.upload'])).toEqual([
      ['case.edit', ['case.view']],
      ['document.upload', ['document.view']],
    ])
    expect(missingPrerequisites(['case.view', 'case.delete'])).toEqual([['case.delete', ['case.edit']]])
  })

  it('turns on what an authority needs, and off what needs it', () => {
    expect(toggleAuthority([], 'case.delete', true)).toEqual(['case.view', 'case.edit', 'case.delete'])
    expect(
      toggleAuthority(['case.view', 'case.edit', 'case.delete', 'document.view'], 'case.view', false),
    ).toEqual(['document.view'])
    expect(toggleAuthority(['case.view', 'case.edit', 'case.delete'], 'case.delete', false)).toEqual([
      'case.view',
      'case.edit',
    ])
  })
})
