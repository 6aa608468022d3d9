import { describe, expect, it } from 'vitest'
import {
  applicantQueryProblem,
  applicantQuerySchema,
  diffFacts,
  labelProblem,
  labelsProblem,
  splitProcedure,
  type MarkFacts,
} from './register-watch'

const facts = (over: Partial<MarkFacts> = {}): MarkFacts => ({
  status: 6,
  procedure: '2026-03-02|filed',
  registrationNo: '',
  expiryDate: '',
  ...over,
})

describe('diffFacts', () => {
  it('finds nothing when the register reads the same', () => {
    expect(diffFacts(facts(), facts())).toEqual([])
  })

  it('names every watched fact that reads differently, in a fixed order', () => {
    const registered = facts({
      status: 1,
      procedure: '2027-01-06|registered',
      registrationNo: '80123456',
      expiryDate: '2037-01-06',
    })
    expect(diffFacts(facts(), registered)).toEqual([
      { field: 'status', from: '6', to: '1' },
      { field: 'procedure', from: '2026-03-02|filed', to: '2027-01-06|registered' },
      { field: 'registrationNo', from: '', to: '80123456' },
      { field: 'expiryDate', from: '', to: '2037-01-06' },
    ])
  })

  it('sees the same step recorded again on a later day (a second renewal)', () => {
    const a = facts({ procedure: '2016-05-01|renewed' })
    const b = facts({ procedure: '2026-05-01|renewed' })
    expect(diffFacts(a, b).map((c) => c.field)).toEqual(['procedure'])
  })

  it('splits a procedure value into its day and event', () => {
    expect(splitProcedure('2026-11-22|examination')).toEqual({ date: '2026-11-22', code: 'examination' })
    expect(splitProcedure('')).toEqual({ date: '', code: '' })
  })
})

describe('applicant name and label rules', () => {
  it('asks for 2 to 60 characters of a name, with the punctuation company names carry', () => {
    expect(applicantQueryProblem('  ')).toBe('validation:required')
    expect(applicantQueryProblem('杭')).toBe('validation:portfolioApplicantLength')
    expect(applicantQueryProblem('x'.repeat(61))).toBe('validation:portfolioApplicantLength')
    expect(applicantQueryProblem('<script>')).toBe('validation:specialCharacters')
    expect(applicantQueryProblem('Hangzhou JinBang Technology Co., Ltd.')).toBeNull()
    expect(applicantQuerySchema.safeParse({ name: '锦邦' }).success).toBe(true)
    const bad = applicantQuerySchema.safeParse({ name: '$$' })
    expect(bad.error?.issues[0]?.message).toBe('validation:specialCharacters')
  })

  it('keeps labels short, plain, few and distinct', () => {
    expect(labelProblem('核心品牌')).toBeNull()
    expect(labelProblem('')).toBe('validation:required')
    expect(labelProblem('a'.repeat(21))).toBe('validation:portfolioLabelLength')
    expect(labelProblem('a<b')).toBe('validation:specialCharacters')
    expect(labelsProblem([])).toBeNull()
    expect(labelsProblem(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('validation:portfolioLabelsMax')
    expect(labelsProblem(['Asia', ' Asia '])).toBe('validation:portfolioLabelDuplicate')
  })
})
