import type { core } from 'zod'
import zhValidation from '../src/i18n/locales/zh-CN/validation.json'
import enValidation from '../src/i18n/locales/en/validation.json'
import type { Lang } from './context'

const fieldNames: Record<Lang, Record<string, string>> = { 'zh-CN': {}, en: {} }

/**
 * Turns schema issues into one clear sentence in the caller's language. Domain schemas carry i18n keys such
 * as 'validation:mobile' as their messages; those are looked up in the same files the client uses.
 */
export function translateIssues(issues: readonly core.$ZodIssue[], lang: Lang): string {
  const dict = (lang === 'en' ? enValidation : zhValidation) as Record<string, string>
  const parts = issues.slice(0, 5).map((issue) => {
    const key = issue.message.startsWith('validation:') ? issue.message.slice('validation:'.length) : ''
    const text = dict[key] ?? (lang === 'en' ? 'Invalid value' : '数据格式错误')
    const field = issue.path.map(String).join('.')
    const label = fieldNames[lang][field] ?? field
    return label ? `${label}: ${text}` : text
  })
  return parts.join(lang === 'en' ? '; ' : '；')
}
