import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicantRefusal } from '../../../domain/registration/applicant-selection'
import { MAX_APPLICANTS, type Applicant } from '../../../domain/registration/types'
import { displayNames } from '../../../domain/intl'

/**
 * The words of an applicant in the current language: its name (Chinese first in Chinese, English first in
 * English, falling back to the other), its country's name, and why it cannot be added.
 */
export function useApplicantText() {
  const { t, i18n } = useTranslation('regApplicants')
  const lang = i18n.language === 'en' ? 'en' : 'zh-CN'
  return useMemo(() => {
    const regions = displayNames(lang, { type: 'region' })
    const name = (a: Pick<Applicant, 'nameZh' | 'nameEn'>) =>
      lang === 'en' ? a.nameEn || a.nameZh : a.nameZh || a.nameEn
    const otherName = (a: Pick<Applicant, 'nameZh' | 'nameEn'>) => {
      const other = lang === 'en' ? a.nameZh : a.nameEn
      return other && other !== name(a) ? other : ''
    }
    const country = (code: string) => {
      try {
        return regions.of(code) ?? code
      } catch {
        return code
      }
    }
    const refusal = (r: ApplicantRefusal) => {
      switch (r.reason) {
        case 'duplicateMain':
          return t('refuse.duplicateMain', { name: name(r.other) })
        case 'duplicateJoint':
          return t('refuse.duplicateJoint', { name: name(r.other) })
        case 'tooMany':
          return t('refuse.tooMany', { max: MAX_APPLICANTS })
        case 'madridDomicile':
          return t('refuse.madridDomicile')
      }
    }
    return { t, lang, name, otherName, country, refusal }
  }, [t, lang])
}

/** An ID card number with its middle hidden (310104********4418); other numbers as they are. */
export function maskIdNumber(a: Pick<Applicant, 'idType' | 'idNumber'>): string {
  if (a.idType !== 'idCard' || a.idNumber.length < 15) return a.idNumber
  return `${a.idNumber.slice(0, 6)}${'*'.repeat(a.idNumber.length - 10)}${a.idNumber.slice(-4)}`
}
