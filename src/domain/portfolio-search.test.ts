import { describe, expect, it } from 'vitest'
import { parseMarkSearch } from './portfolio-search'

describe('the URL state of My trademarks', () => {
  it('keeps what it understands', () => {
    expect(
      parseMarkSearch({
        applicant: 'p-1',
        q: ' 云杉 ',
        status: '2',
        class: '9',
        label: 'core',
        expiring: '180',
        page: '3',
      }),
    ).toEqual({ applicant: 'p-1', q: '云杉', status: 2, class: '09', label: 'core', expiring: 180, page: 3 })
  })

  it('drops what a hand-edited URL gets wrong', () => {
    expect(
      parseMarkSearch({
        applicant: ' ',
        status: '99',
        class: '46',
        expiring: '30',
        page: '0',
        q: 'x'.repeat(80),
      }),
    ).toEqual({
      applicant: undefined,
      q: 'x'.repeat(60),
      status: undefined,
      class: undefined,
      label: undefined,
      expiring: undefined,
      page: undefined,
    })
    expect(parseMarkSearch({ status: '-1', class: 'abc', page: '1.5' })).toMatchObject({
      status: undefined,
      class: undefined,
      page: undefined,
    })
  })
})
