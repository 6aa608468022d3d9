import { describe, expect, it } from 'vitest'
import {
  emptyWatchForm,
  restoreWatchForm,
  watchFormProblems,
  watchFormSchema,
  watchRequestOf,
} from './watch-form-rules'

const form = (patch: Partial<ReturnType<typeof emptyWatchForm>>) => ({ ...emptyWatchForm(), ...patch })

describe('watch form rules', () => {
  it('asks a mark watch for words or an image, and a class', () => {
    expect(watchFormProblems(form({}))).toEqual({
      name: 'monitorWatch:rules.nameOrImage',
      classes: 'monitorWatch:rules.classRequired',
    })
    expect(watchFormProblems(form({ imageUrl: 'https://x/y.png', classes: ['09'] }))).toEqual({})
    expect(watchFormProblems(form({ name: '  ', classes: ['09'] })).name).toBe(
      'monitorWatch:rules.nameOrImage',
    )
    expect(watchFormProblems(form({ name: 'x'.repeat(51), classes: ['09'] })).name).toBe(
      'monitorWatch:rules.nameTooLong',
    )
  })

  it('keeps similar groups inside the chosen classes and within the limit', () => {
    expect(watchFormProblems(form({ name: 'LUMA', classes: ['09'], groups: ['0901', '3501'] })).groups).toBe(
      'monitorWatch:rules.groupOutsideClass',
    )
    const many = Array.from({ length: 31 }, (_, i) => `09${String(i + 1).padStart(2, '0')}`)
    expect(watchFormProblems(form({ name: 'LUMA', classes: ['09'], groups: many })).groups).toBe(
      'monitorWatch:rules.tooManyGroups',
    )
  })

  it('asks a competitor watch for the applicant only, classes optional', () => {
    const competitor = form({ kind: 'applicant' })
    expect(watchFormProblems(competitor)).toEqual({ applicant: 'monitorWatch:rules.applicantRequired' })
    expect(watchFormProblems({ ...competitor, applicant: 'A' }).applicant).toBe(
      'monitorWatch:rules.applicantTooShort',
    )
    expect(watchFormProblems({ ...competitor, applicant: 'x'.repeat(101) }).applicant).toBe(
      'monitorWatch:rules.applicantTooLong',
    )
    expect(watchFormProblems({ ...competitor, applicant: '华为技术有限公司' })).toEqual({})
  })

  it('asks a status watch for an own mark, and every watch for an office', () => {
    expect(watchFormProblems(form({ kind: 'status', countries: [] }))).toEqual({
      watchedRegNo: 'monitorWatch:rules.ownMarkRequired',
      countries: 'monitorWatch:rules.countryRequired',
    })
  })

  it('puts each problem on its field for the form', () => {
    const result = watchFormSchema.safeParse(form({ countries: [] }))
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(paths).toContainEqual(['countries', 'monitorWatch:rules.countryRequired'])
    expect(paths).toContainEqual(['name', 'monitorWatch:rules.nameOrImage'])
  })

  it('sends only what the kind uses; a trial is one month in China', () => {
    const v = form({
      name: ' LUMA ',
      classes: ['09'],
      groups: ['0901'],
      applicant: 'left over',
      countries: ['CN', 'US'],
    })
    expect(watchRequestOf(v, false)).toMatchObject({
      kind: 'mark',
      name: 'LUMA',
      applicant: '',
      groups: ['0901'],
      countries: ['CN', 'US'],
      period: 'year',
      trial: false,
    })
    expect(watchRequestOf(v, true)).toMatchObject({ countries: ['CN'], period: 'month', trial: true })
    const competitor = watchRequestOf({ ...v, kind: 'applicant', applicant: ' ACME ' }, false)
    expect(competitor).toMatchObject({ name: '', applicant: 'ACME', groups: [], watchedRegNo: null })
  })

  it('restores a kept draft and drops what does not fit', () => {
    expect(restoreWatchForm(null)).toEqual(emptyWatchForm())
    expect(
      restoreWatchForm({ kind: 'applicant', applicant: 'ACME', period: 'decade', classes: [1, 2] }),
    ).toEqual({
      ...emptyWatchForm(),
      kind: 'applicant',
      applicant: 'ACME',
    })
  })
})
