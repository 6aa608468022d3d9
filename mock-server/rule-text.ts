import zhValidation from '../src/i18n/locales/zh-CN/validation.json'
import enValidation from '../src/i18n/locales/en/validation.json'
import type { RuleMessage } from '../src/domain/account-rules'
import type { KeysUnder } from '../src/domain/message-key'
const zh: Record<KeysUnder<'validation:'>, string> = zhValidation
const en: Record<KeysUnder<'validation:'>, string> = enValidation

/**
 * A rule's message (a `validation:` key of src/domain's rules) in both languages, for a handler that refuses
 * with it (`reject(ctx, field, ...ruleText(issue))`): the words the form shows for the same rule.
 */
export function ruleText(key: RuleMessage): [zh: string, en: string] {
  const name = key.slice('validation:'.length) as KeysUnder<'validation:'>
  return [zh[name], en[name]]
}
