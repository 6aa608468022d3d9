import { describe, expect, it } from 'vitest'
import { inScope, portfolioStats, type PortfolioFilter } from './portfolio-stats'

const words = {
  country: (code: string) => ({ zh: `国${code}`, en: `Country ${code}` }),
  nice: (no: string) => ({ zh: `第${no}类`, en: `Class ${no}` }),
  filed: { zh: '申请量', en: 'Applications' },
  registered: { zh: '注册量', en: 'Registrations' },
}
const mark = (over: Partial<Parameters<typeof inScope>[0]>) => ({
  applicantId: 'AP000001',
  applicant: { zh: '华为技术有限公司', en: 'Huawei Technologies Co., Ltd.' },
  country: 'CN',
  classes: ['09'],
  status: 1,
  statusName: { zh: '已注册', en: 'Registered' },
  filingDate: '2019-03-01',
  registrationDate: '2020-02-01' as string | null,
  ...over,
})
const all: PortfolioFilter = { applicant: '', country: 'ALL', yearFrom: 2018, yearTo: 2021 }

describe('inScope', () => {
  it('applies the office, the filing years and the applicant (id or part of a name, English in any case)', () => {
    expect(inScope(mark({}), all)).toBe(true)
    expect(inScope(mark({ country: 'US' }), { ...all, country: 'CN' })).toBe(false)
    expect(inScope(mark({ filingDate: '2017-12-31' }), all)).toBe(false)
    expect(inScope(mark({}), { ...all, applicant: 'AP000001' })).toBe(true)
    expect(inScope(mark({}), { ...all, applicant: '华为' })).toBe(true)
    expect(inScope(mark({}), { ...all, applicant: 'huawei' })).toBe(true)
    expect(inScope(mark({}), { ...all, applicant: '小米' })).toBe(false)
  })
})

describe('portfolioStats', () => {
  const marks = [
    mark({ classes: ['09', '35'] }),
    mark({ status: 6, statusName: { zh: '待审中', en: 'Pending application' }, registrationDate: null }),
    mark({
      status: 2,
      statusName: { zh: '无效', en: 'Invalid' },
      registrationDate: null,
      filingDate: '2021-05-05',
    }),
    mark({ country: 'US', status: 10, filingDate: '2018-01-02', registrationDate: '2018-09-09' }),
    mark({ filingDate: '2010-01-01' }),
  ]
  const stats = portfolioStats(marks, all, words)

  it('counts the marks in scope by status, class (in class order) and office (most first)', () => {
    expect(stats.marks).toBe(4)
    expect(stats.byStatus.map((b) => [b.value, b.count])).toEqual([
      ['1', 1],
      ['10', 1],
      ['2', 1],
      ['6', 1],
    ])
    expect(stats.byClass.map((b) => [b.value, b.labelEn, b.count])).toEqual([
      ['09', 'Class 09', 4],
      ['35', 'Class 35', 1],
    ])
    expect(stats.byCountry.map((b) => [b.value, b.labelZh, b.count])).toEqual([
      ['CN', '国CN', 3],
      ['US', '国US', 1],
    ])
  })

  it('counts applications by filing year and registrations by registration year, every year present', () => {
    expect(stats.byYear.years).toEqual([2018, 2019, 2020, 2021])
    expect(stats.byYear.series.map((s) => [s.labelEn, s.byYear, s.count])).toEqual([
      ['Applications', [1, 2, 0, 1], 4],
      ['Registrations', [1, 0, 1, 0], 2],
    ])
  })

  it('rates success over the decided marks: registered, or dead without registration', () => {
    expect(stats.decided).toBe(3)
    expect(stats.registered).toBe(2)
    expect(stats.successRate).toBeCloseTo(2 / 3)
    expect(portfolioStats([marks[1]!], all, words).successRate).toBeNull()
  })
})
