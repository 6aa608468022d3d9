import { describe, expect, it } from 'vitest'
import {
  basisDateProblem,
  basisFindings,
  basisNumberProblem,
  normalizeBasisNumber,
  sameApplicant,
  type BasisRecord,
} from './madrid-basis'

const record: BasisRecord = {
  country: 'CN',
  applicationNo: '76549584',
  registrationNo: '76549584',
  status: 1,
  filingDate: '2025-05-04',
  registrationDate: '2026-07-14',
  applicant: {
    nameZh: '广州市汇远餐饮管理有限公司',
    nameEn: 'Guangzhou HuiYuan Catering Management Co., Ltd.',
  },
}

describe('the basic number and date as typed', () => {
  it('takes full-width digits and spaces, and wants 7 or 8 digits', () => {
    expect(normalizeBasisNumber(' ７６５４ 9584 ')).toBe('76549584')
    expect(basisNumberProblem('', [])).toBe('required')
    expect(basisNumberProblem('12AB', [])).toBe('format')
    expect(basisNumberProblem('123456789', [])).toBe('format')
    expect(basisNumberProblem('1234567', [])).toBeNull()
  })
  it('refuses a number another mark of the application rests on', () => {
    expect(basisNumberProblem('76549584', ['７６５４９５８４'])).toBe('duplicate')
  })
  it('wants a real date, not in the future and not before the Trademark Law', () => {
    expect(basisDateProblem('', '2026-11-22')).toBe('required')
    expect(basisDateProblem('2026-02-30', '2026-11-22')).toBe('format')
    expect(basisDateProblem('2026-11-23', '2026-11-22')).toBe('future')
    expect(basisDateProblem('1980-01-01', '2026-11-22')).toBe('tooEarly')
    expect(basisDateProblem('2026-11-22', '2026-11-22')).toBeNull()
  })
})

describe('what the register says against a basis', () => {
  it('finds nothing against a matching registration', () => {
    const basis = { kind: 'registration' as const, number: '76549584', date: '2026-07-14' }
    expect(basisFindings(basis, record, 'Guangzhou Huiyuan Catering Management Co Ltd')).toEqual([])
  })
  it('flags another applicant, a date that disagrees and a registered mark given as an application', () => {
    const basis = { kind: 'application' as const, number: '76549584', date: '2025-05-05' }
    expect(basisFindings(basis, record, '上海云杉智能科技有限公司')).toEqual([
      'alreadyRegistered',
      'dateMismatch',
      'applicantMismatch',
    ])
  })
  it('refuses a foreign, an invalid or an unregistered mark as a registration basis', () => {
    const basis = { kind: 'registration' as const, number: '1', date: '' }
    expect(basisFindings(basis, { ...record, country: 'US' }, undefined)).toEqual(['notChinese'])
    expect(basisFindings(basis, { ...record, status: 2 }, undefined)).toEqual(['invalid', 'notRegistered'])
  })
  it('compares applicant names loosely', () => {
    expect(sameApplicant('广州市汇远餐饮管理有限公司 ', record.applicant)).toBe(true)
    expect(sameApplicant('GUANGZHOU HUIYUAN CATERING MANAGEMENT CO., LTD.', record.applicant)).toBe(true)
    expect(sameApplicant('Guangzhou HuiYuan Catering', record.applicant)).toBe(false)
  })
})
