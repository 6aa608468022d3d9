/**
 * Step-level checks of a registration draft: what must be complete before the information is confirmed,
 * the documents are submitted and the notification is chosen. The flow machine's guards and the mock's
 * insertRegistration use these, so the page and the server refuse the same things. Each issue names the
 * field by a path ('trademarks.0.name', 'trademarks.1.classes', 'applicants.main', 'countries',
 * 'trademarks.0.basis.number', 'documents.powerOfAttorney', 'mailing.trackingNumber', 'notification') and
 * carries an i18n key of the `registration` namespace. Editors show the issues under their prefix next to
 * the field; field-level format checks (patterns, lengths) stay with each editor's own form rules.
 */
import type { KeysUnder, MessageKey } from '../message-key'
import { regionApplicantIssue } from './applicant-selection'
import { documentsNeeded, REGISTRATION_FLOWS } from './flows'
import { MAX_APPLICANTS, type RegistrationDraft } from './types'
import type { Issue } from '../wizard/types'

/** An issue of a registration step: a field path and a typed translation key. */
export type DraftIssue = Issue

const issue = (path: string, key: KeysUnder<'registration:issues.'>): DraftIssue => ({
  path,
  message: `registration:issues.${key}`,
})
const blank = (v: string | null | undefined) => !v || !v.trim()

export function informationIssues(draft: RegistrationDraft): DraftIssue[] {
  const config = REGISTRATION_FLOWS[draft.region]
  const out: DraftIssue[] = []
  if (draft.trademarks.length === 0) out.push(issue('trademarks', 'markRequired'))
  const bases = new Map<string, number>()
  draft.trademarks.forEach((m, i) => {
    const at = (f: string) => `trademarks.${i}.${f}`
    if (m.markType !== 'design' && blank(m.name)) out.push(issue(at('name'), 'nameRequired'))
    if (!m.image) out.push(issue(at('image'), 'imageRequired'))
    if (m.colorMode === 'color') {
      if (blank(m.colorDescription)) out.push(issue(at('colorDescription'), 'colorDescriptionRequired'))
      if (!m.blackImage) out.push(issue(at('blackImage'), 'blackImageRequired'))
    }
    if (m.markType !== 'word' && blank(m.description))
      out.push(issue(at('description'), 'descriptionRequired'))
    if (config.allowsSeries && m.series && (!m.seriesCount || m.seriesCount < 2))
      out.push(issue(at('seriesCount'), 'seriesCountRequired'))
    if (m.priority) {
      const p = m.priority
      if (blank(p.country)) out.push(issue(at('priority.country'), 'priorityCountryRequired'))
      if (blank(p.date)) out.push(issue(at('priority.date'), 'priorityDateRequired'))
      if (blank(p.number)) out.push(issue(at('priority.number'), 'priorityNumberRequired'))
    }
    if (m.classes.length === 0) out.push(issue(at('classes'), 'classRequired'))
    m.classes.forEach((c, j) => {
      if (c.goods.length === 0) out.push(issue(`${at('classes')}.${j}`, 'goodsRequired'))
      if (c.goods.some((g) => g.custom && g.verdict === 'rejected'))
        out.push(issue(`${at('classes')}.${j}`, 'goodsRejected'))
      if (c.goods.some((g) => g.custom && g.verdict === 'unchecked'))
        out.push(issue(`${at('classes')}.${j}`, 'goodsUnchecked'))
    })
    if (config.needsBasis) {
      if (!m.basis || blank(m.basis.number)) out.push(issue(at('basis.number'), 'basisRequired'))
      else if (blank(m.basis.date)) out.push(issue(at('basis.date'), 'basisDateRequired'))
      else {
        const key = m.basis.number.trim().toUpperCase()
        if (bases.has(key)) out.push(issue(at('basis.number'), 'basisDuplicate'))
        bases.set(key, i)
      }
    }
  })
  const { main, joint } = draft.applicants
  if (!main) out.push(issue('applicants.main', 'applicantRequired'))
  // Madrid needs a mainland applicant; Madrid and global file in English (the editor says why on each card).
  const regional = [main, ...joint]
    .map((a) => (a ? regionApplicantIssue(draft.region, a) : null))
    .find(Boolean)
  if (regional)
    out.push({
      path: main && regionApplicantIssue(draft.region, main) ? 'applicants.main' : 'applicants.joint',
      message: regional,
    })
  if ((main ? 1 : 0) + joint.length > MAX_APPLICANTS) out.push(issue('applicants.joint', 'tooManyApplicants'))
  const ids = [main, ...joint].filter((a) => a !== null).map((a) => a.applicantId)
  if (new Set(ids).size !== ids.length) out.push(issue('applicants.joint', 'duplicateApplicant'))
  if (config.countries !== 'none' && draft.countries.length === 0)
    out.push(issue('countries', 'countryRequired'))
  return out
}

export function documentIssues(draft: RegistrationDraft): DraftIssue[] {
  const out: DraftIssue[] = []
  for (const { kind, required } of documentsNeeded(draft)) {
    if (required && !(draft.documents[kind]?.length ?? 0))
      out.push(issue(`documents.${kind}`, 'documentRequired'))
  }
  if (draft.originalsByPost) {
    if (blank(draft.mailing.company)) out.push(issue('mailing.company', 'mailingCompanyRequired'))
    if (blank(draft.mailing.trackingNumber))
      out.push(issue('mailing.trackingNumber', 'trackingNumberRequired'))
    else if (!/^[A-Za-z0-9-]{6,30}$/.test(draft.mailing.trackingNumber.trim()))
      out.push(issue('mailing.trackingNumber', 'trackingNumberFormat'))
  }
  return out
}

export function confirmIssues(draft: RegistrationDraft): DraftIssue[] {
  const n = draft.notification
  return n.email || n.sms || n.post ? [] : [issue('notification', 'notificationRequired')]
}

/** The issues under a path prefix, keyed by the rest of the path ('trademarks.0.' → { name: … }). */
export function issuesUnder(issues: readonly DraftIssue[], prefix: string): Record<string, MessageKey> {
  const out: Record<string, MessageKey> = {}
  for (const i of issues) {
    if (i.path === prefix.replace(/\.$/, '')) out[''] ??= i.message
    else if (i.path.startsWith(prefix)) out[i.path.slice(prefix.length)] ??= i.message
  }
  return out
}
