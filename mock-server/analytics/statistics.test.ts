import { describe, expect, it } from 'vitest'
import { addBusinessDays } from '../../src/domain/clock'
import { renewalPhaseOn } from '../../src/domain/mark-lifecycle'
import type { RegisterMark, RegisterParty } from '../register'
import { provinceOf } from './provinces'
import { matchApplicants, scopeOf, yearsOf, type RegisterView } from './scope'
import {
  ageBandOf,
  fullYears,
  nameHits,
  outcomeOf,
  ranked,
  renewalClassOf,
  renewedTermYears,
} from './statistics'

const party = (
  id: string,
  nameZh: string,
  nameEn: string,
  country = 'CN',
  addressZh = '',
): RegisterParty => ({
  id,
  kind: 'company',
  nameZh,
  nameEn,
  addressZh,
  addressEn: '',
  country,
})

const mark = (id: string, over: Partial<RegisterMark>): RegisterMark => ({
  id,
  name: '',
  pinyin: '',
  kind: 'word',
  country: 'CN',
  applicationNo: '',
  registrationNo: '',
  applicantId: 'AP000001',
  agentId: null,
  classes: [],
  viennaCodes: [],
  status: 6,
  filingDate: '2020-05-01',
  publicationDate: null,
  registrationDate: null,
  expiryDate: null,
  priorityDate: null,
  imageHash: '0000000000000000',
  ...over,
})

function viewOf(marks: RegisterMark[], parties: RegisterParty[]): RegisterView {
  const byId = new Map(parties.map((p) => [p.id, p]))
  return { marks, parties, party: (id) => byId.get(id) }
}

describe('the filter scope', () => {
  const parties = [
    party('AP000001', '深圳云杉科技有限公司', 'Shenzhen Yunshan Technology Co., Ltd.'),
    party('AP000002', '青禾餐饮管理有限公司', 'Qinghe Catering Co., Ltd.'),
    party('AG0001', '北京云杉知识产权代理有限公司', 'Beijing Yunshan IP Agency Co., Ltd.'),
  ]
  const marks = [
    mark('TM0000001', { applicantId: 'AP000001', filingDate: '2013-12-31' }),
    mark('TM0000002', { applicantId: 'AP000001', filingDate: '2014-01-01' }),
    mark('TM0000003', { applicantId: 'AP000002', filingDate: '2024-12-31' }),
    mark('TM0000004', { applicantId: 'AP000002', filingDate: '2025-01-01' }),
    mark('TM0000005', { applicantId: 'AP000002', filingDate: '2020-01-01', country: 'US' }),
  ]
  const view = viewOf(marks, parties)

  it('names applicants by id or by a piece of either name, never agents', () => {
    expect(matchApplicants(view, '')).toBeNull()
    expect([...matchApplicants(view, 'ap000002')!]).toEqual(['AP000002'])
    expect([...matchApplicants(view, 'AP999999')!]).toEqual([])
    // 云杉 is in an agent's name too; agents are not applicants.
    expect([...matchApplicants(view, '云杉')!]).toEqual(['AP000001'])
    expect([...matchApplicants(view, 'catering')!]).toEqual(['AP000002'])
  })

  it('keeps the office and applicants, then the filing years, both ends included', () => {
    const all = scopeOf(view, { applicant: '', country: 'CN', yearFrom: 2014, yearTo: 2024 })
    expect(all.base.map((m) => m.id)).toEqual(['TM0000001', 'TM0000002', 'TM0000003', 'TM0000004'])
    expect(all.marks.map((m) => m.id)).toEqual(['TM0000002', 'TM0000003'])
    const everywhere = scopeOf(view, { applicant: '青禾', country: 'ALL', yearFrom: 2014, yearTo: 2024 })
    expect(everywhere.marks.map((m) => m.id)).toEqual(['TM0000003', 'TM0000005'])
    expect(yearsOf({ yearFrom: 2022, yearTo: 2024 })).toEqual([2022, 2023, 2024])
  })
})

describe('the counting helpers', () => {
  it('ranks most first, ties by key, top N', () => {
    const counts = new Map([
      ['b', 3],
      ['a', 3],
      ['c', 5],
      ['d', 1],
    ])
    expect(ranked(counts)).toEqual([
      ['c', 5],
      ['a', 3],
      ['b', 3],
      ['d', 1],
    ])
    expect(ranked(counts, 2).map(([k]) => k)).toEqual(['c', 'a'])
  })

  it('groups statuses into registered, pending and invalid', () => {
    expect([1, 7, 10].map(outcomeOf)).toEqual(['registered', 'registered', 'registered'])
    expect([2, 9].map(outcomeOf)).toEqual(['invalid', 'invalid'])
    expect([3, 4, 5, 6, 8, 11, 12].every((s) => outcomeOf(s) === 'pending')).toBe(true)
  })

  it('counts whole years and bands the age of a registration', () => {
    expect(fullYears('2020-03-01', '2026-02-28')).toBe(5)
    expect(fullYears('2020-03-01', '2026-03-01')).toBe(6)
    expect(ageBandOf('2026-01-01', '2026-11-27')).toBe('0-1')
    expect(ageBandOf('2023-11-27', '2026-11-27')).toBe('3-5')
    expect(ageBandOf('2016-11-28', '2026-11-27')).toBe('5-10')
    expect(ageBandOf('2016-11-27', '2026-11-27')).toBe('10+')
  })

  it('matches a text in the name or the pinyin, without regard to case or spaces', () => {
    const m = { name: '云杉', pinyin: 'yun shan' }
    expect(nameHits(m, 'yunshan')).toBe(true)
    expect(nameHits(m, 'Yun Shan')).toBe(true)
    expect(nameHits(m, '杉')).toBe(true)
    expect(nameHits(m, 'shan yun')).toBe(false)
    expect(nameHits({ name: 'NOVALINK', pinyin: '' }, 'link')).toBe(true)
    expect(nameHits({ name: 'NOVALINK', pinyin: '' }, '  ')).toBe(false)
  })
})

describe('renewals', () => {
  const registered = { status: 1, registrationDate: '2016-12-20', expiryDate: '2026-12-19' }

  it('places a term in its renewal phase on today', () => {
    expect(renewalClassOf(registered, '2025-06-01')).toBe('notYet')
    expect(renewalClassOf(registered, '2026-11-27')).toBe('window')
    expect(renewalClassOf(registered, '2027-03-01')).toBe('grace')
    expect(renewalClassOf(registered, '2027-07-01')).toBe('lapsed')
  })

  it('agrees with the renewal rule for every expiry day within three years of today', () => {
    for (const today of ['2026-11-27', '2027-02-28', '2028-12-31']) {
      for (let offset = -1100; offset <= 1100; offset += 1) {
        const expiry = addBusinessDays(today, offset)
        const { phase } = renewalPhaseOn(expiry, today)
        const found = renewalClassOf({ status: 1, registrationDate: '2000-01-01', expiryDate: expiry }, today)
        if (found !== (phase === 'over' ? 'lapsed' : phase))
          expect({ today, expiry, found }).toEqual({ phase })
      }
    }
  })

  it('counts an invalid mark as lapsed only once its term has ended; a mark without a term never', () => {
    expect(renewalClassOf({ ...registered, status: 2 }, '2026-11-27')).toBeNull()
    expect(renewalClassOf({ ...registered, status: 9 }, '2027-01-01')).toBe('lapsed')
    expect(renewalClassOf({ status: 6, registrationDate: null, expiryDate: null }, '2026-11-27')).toBeNull()
  })

  it('finds the years of the terms already renewed', () => {
    expect(renewedTermYears(registered)).toEqual([])
    expect(renewedTermYears({ registrationDate: '2004-05-10', expiryDate: '2034-05-09' })).toEqual([
      2014, 2024,
    ])
    // A term from 1 January ends on 31 December of the year before the anniversary.
    expect(renewedTermYears({ registrationDate: '2005-01-01', expiryDate: '2024-12-31' })).toEqual([2014])
  })
})

describe('the province of an applicant', () => {
  it('reads it from a Chinese address, and places Hong Kong and Taiwan', () => {
    expect(provinceOf({ country: 'CN', addressZh: '广东省深圳市南山区云杉路8号' })?.code).toBe('440000')
    expect(provinceOf({ country: 'CN', addressZh: '北京市海淀区青禾路1号' })?.en).toBe('Beijing')
    expect(provinceOf({ country: 'HK', addressZh: '中国香港九龙' })?.code).toBe('810000')
    expect(provinceOf({ country: 'TW', addressZh: '中国台湾台北市' })?.code).toBe('710000')
    expect(provinceOf({ country: 'US', addressZh: '美国纽约' })).toBeUndefined()
    expect(provinceOf({ country: 'CN', addressZh: '某地' })).toBeUndefined()
  })
})
