import { isMobile } from './validation'

/** 138****8000: the first three and last four digits of a mobile number. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile
}

/** d***@example.com: the first character of the local part and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return email
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

/**
 * A mobile number or an e-mail address as a page or an answer shows someone's contact: masked, so a screen
 * or a message never spells it out in full. Empty stays empty (no contact of that kind).
 */
export function maskContact(target: string): string {
  if (target === '') return ''
  return isMobile(target) ? maskMobile(target) : maskEmail(target)
}
