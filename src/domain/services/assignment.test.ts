import { describe, expect, it } from 'vitest'
import { applicantToInput, checkApplicant, normalizeApplicant } from '../registration/applicant-rules'
import {
  ASSIGNED_MARK,
  ASSIGNEE,
  ASSIGNMENT_DECIDED,
  ASSIGNMENT_INFORMED,
  ASSIGNOR,
} from '../../../tests/fixtures/assignment'
import { activeSteps, orderStepFor } from '../wizard/define'
import {
  assignedMarks,
  assignmentWizard,
  assignmentDocuments,
  assignmentEligibility,
  documentIssues,
  hasRelatedMarks,
  informationIssues,
  newAssignmentDraft,
  selectionIssues,
  supplementIssues,
  type AssignmentDraft,
} from './assignment'

const messages = (issues: { path: string; message: string }[]) => issues.map((i) => `${i.path} ${i.message}`)

describe('the assignment draft', () => {
  it('fixture assignee passes the registration applicant rules', () => {
    expect(checkApplicant(normalizeApplicant(applicantToInput(ASSIGNEE)))).toEqual([])
  })

  it('needs one mark, and one holder for all marks', () => {
    const fresh = newAssignmentDraft('d', '2026-11-22T08:00:00.000Z')
    expect(messages(selectionIssues(fresh))).toEqual(['marks svcAssignment:issues.markRequired'])
    const other = { ...ASSIGNED_MARK, regNo: '1', holderZh: '北京另一公司', holderEn: 'Another Co.' }
    expect(messages(selectionIssues({ ...fresh, marks: [ASSIGNED_MARK, other] }))).toEqual([
      'marks svcAssignment:issues.oneHolder',
    ])
    expect(selectionIssues({ ...fresh, marks: [ASSIGNED_MARK] })).toEqual([])
  })

  it('accepts a complete information step', () => {
    expect(informationIssues(ASSIGNMENT_INFORMED)).toEqual([])
  })

  it('asks for an assignee, and refuses one the applicant rules refuse', () => {
    expect(messages(informationIssues({ ...ASSIGNMENT_INFORMED, assignee: null }))).toEqual([
      'assignee svcAssignment:issues.assigneeRequired',
    ])
    const bad = { ...ASSIGNEE, postalCode: '31510', uscc: '91330212MA2H4KQ3X0' }
    expect(messages(informationIssues({ ...ASSIGNMENT_INFORMED, assignee: bad }))).toEqual([
      'assignee svcAssignment:issues.assigneeIncomplete',
    ])
  })

  it('refuses the holder as its own assignee, by record or by name', () => {
    const self = { ...ASSIGNEE, nameZh: ASSIGNOR.nameZh, nameEn: ASSIGNOR.nameEn }
    expect(messages(informationIssues({ ...ASSIGNMENT_INFORMED, assignee: self }))).toContain(
      'assignee svcAssignment:issues.assigneeIsAssignor',
    )
    const record: AssignmentDraft = {
      ...ASSIGNMENT_INFORMED,
      assignee: { ...ASSIGNOR, postalCode: '201204' },
    }
    expect(messages(informationIssues(record))).toContain('assignee svcAssignment:issues.assigneeIsAssignor')
  })

  it('asks a foreign assignee for its Chinese name and address', () => {
    const foreign = {
      ...ASSIGNEE,
      applicantId: 'ap-us',
      country: 'US',
      nameZh: '',
      addressZh: '',
      province: null,
      city: null,
      district: null,
      postalCode: '94105',
      phone: '+1 415 555 0100',
      nameEn: 'Fir Cloud Inc.',
      addressEn: '100 Market Street, San Francisco, CA',
      licenceAddress: '',
      uscc: '',
    }
    expect(messages(informationIssues({ ...ASSIGNMENT_INFORMED, assignee: foreign }))).toEqual([
      'assignee svcAssignment:issues.assigneeChineseNeeded',
    ])
  })

  it('asks to check the register again when the marks changed after the related marks were found', () => {
    const more = { ...ASSIGNED_MARK, regNo: '66873120', name: '云杉小智' }
    expect(messages(informationIssues({ ...ASSIGNMENT_INFORMED, marks: [ASSIGNED_MARK, more] }))).toEqual([
      'relatedMarks svcAssignment:issues.relatedNotChecked',
    ])
  })

  it('has a supplement step only when related marks were found', () => {
    expect(hasRelatedMarks(ASSIGNMENT_INFORMED)).toBe(true)
    expect(hasRelatedMarks({ ...ASSIGNMENT_INFORMED, relatedMarks: [] })).toBe(false)
  })

  it('requires a decision on every related mark, and a reason for one kept', () => {
    expect(messages(supplementIssues(ASSIGNMENT_INFORMED))).toEqual([
      'relatedChoices.35126502 svcAssignment:issues.choiceRequired',
      'relatedChoices.41870233 svcAssignment:issues.choiceRequired',
    ])
    const kept = (reason: string): AssignmentDraft => ({
      ...ASSIGNMENT_DECIDED,
      relatedChoices: { ...ASSIGNMENT_DECIDED.relatedChoices, '41870233': { include: false, reason } },
    })
    expect(messages(supplementIssues(kept('  ')))).toEqual([
      'relatedChoices.41870233.reason svcAssignment:issues.reasonRequired',
    ])
    expect(messages(supplementIssues(kept('不相似')))).toEqual([
      'relatedChoices.41870233.reason svcAssignment:issues.reasonTooShort',
    ])
    expect(messages(supplementIssues(kept('x'.repeat(301))))).toEqual([
      'relatedChoices.41870233.reason svcAssignment:issues.reasonTooLong',
    ])
    expect(supplementIssues(ASSIGNMENT_DECIDED)).toEqual([])
  })

  it('assigns the chosen marks and the related marks included', () => {
    expect(assignedMarks(ASSIGNMENT_DECIDED).map((m) => m.regNo)).toEqual(['35126478', '35126502'])
    expect(assignedMarks(ASSIGNMENT_INFORMED).map((m) => m.regNo)).toEqual(['35126478'])
  })

  it('needs the joint application, both IDs and the power of attorney; notarised papers for a foreign assignor', () => {
    expect(assignmentDocuments(ASSIGNMENT_DECIDED).map((d) => d.kind)).toEqual([
      'assignmentApplication',
      'assignorIdentity',
      'assigneeIdentity',
      'powerOfAttorney',
    ])
    const foreign = { ...ASSIGNMENT_DECIDED, assignor: { ...ASSIGNOR, country: 'US' } }
    expect(assignmentDocuments(foreign).map((d) => d.kind)).toContain('notarisedDocuments')
    expect(documentIssues(ASSIGNMENT_DECIDED)).toHaveLength(4)
    const file = { fileId: 'f', fileName: 'a.pdf', size: 10, contentType: 'application/pdf' }
    const all = {
      assignmentApplication: [file],
      assignorIdentity: [file],
      assigneeIdentity: [file],
      powerOfAttorney: [file],
    }
    expect(documentIssues({ ...ASSIGNMENT_DECIDED, documents: all })).toEqual([])
  })
})

describe('which marks may be assigned', () => {
  const facts = { heldByAccount: true, underAssignment: false }
  it('takes registered marks and pending applications held by the assignor', () => {
    for (const status of [1, 3, 4, 5, 6])
      expect(assignmentEligibility({ status, region: 'mainland' }, facts)).toEqual({ ok: true })
  })
  it('says why not', () => {
    const reason = (status: number, region: 'mainland' | 'madrid', f = facts) => {
      const answer = assignmentEligibility({ status, region }, f)
      return answer.ok ? null : answer.reason
    }
    expect(reason(2, 'mainland')).toBe('svcAssignment:eligibility.invalid')
    expect(reason(7, 'mainland')).toBe('svcAssignment:eligibility.notAssignable')
    expect(reason(1, 'madrid')).toBe('svcAssignment:eligibility.mainlandOnly')
    expect(reason(1, 'mainland', { ...facts, heldByAccount: false })).toBe(
      'svcAssignment:eligibility.notHolder',
    )
    expect(reason(1, 'mainland', { ...facts, underAssignment: true })).toBe(
      'svcAssignment:eligibility.underAssignment',
    )
  })
})

describe('the assignment wizard', () => {
  it('goes through the supplement only when the register named related marks, and orders from the last of them', () => {
    const ids = (d: AssignmentDraft) => activeSteps(assignmentWizard, d).map((s) => s.id)
    expect(ids(ASSIGNMENT_INFORMED)).toEqual([
      'selectTrademark',
      'perfectInformation',
      'supplement',
      'payment',
      'provideDocument',
      'confirm',
    ])
    expect(ids({ ...ASSIGNMENT_INFORMED, relatedMarks: [] })).not.toContain('supplement')
    expect(orderStepFor(assignmentWizard, ASSIGNMENT_INFORMED)).toBe('supplement')
    expect(orderStepFor(assignmentWizard, { ...ASSIGNMENT_INFORMED, relatedMarks: [] })).toBe(
      'perfectInformation',
    )
    expect(assignmentWizard.productType).toBe(12)
  })
})
