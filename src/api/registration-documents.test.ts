import { describe, expect, it } from 'vitest'
import { filingCalls } from './catalogue/filing'
import { documentUploadCall } from './registration-documents'

describe('documentUploadCall', () => {
  it('sends documents of international filings through globalUploadFile and the others through uploadFile', () => {
    expect(documentUploadCall('mainland', 'powerOfAttorney')).toBe(filingCalls.trademarkUploadFile)
    expect(documentUploadCall('hk', 'notarised')).toBe(filingCalls.trademarkUploadFile)
    expect(documentUploadCall('madrid', 'businessLicence')).toBe(filingCalls.trademarkUploadFile)
    expect(documentUploadCall('madrid', 'translation')).toBe(filingCalls.trademarkGlobalUploadFile)
    expect(documentUploadCall('madrid', 'notarised')).toBe(filingCalls.trademarkGlobalUploadFile)
    expect(documentUploadCall('global', 'powerOfAttorney')).toBe(filingCalls.trademarkGlobalUploadFile)
  })
})
