/**
 * The assignment flow (/assignment/extension) as the mock serves it: the generic service mock with the
 * assignment's price, bound to tmAssignment/tmAssignmentMain, tmInfo/queryTmInfoByApplicantPlus (the marks),
 * isCanAlter and getApplicantInformation (the assignor); and assignQuery, which of the holder's marks must be
 * assigned with the chosen ones (商标法 Art 42).
 */
import { searchCalls } from '../../src/api/catalogue/search'
import { servicesCalls } from '../../src/api/catalogue/services'
import { servicesAssignmentSchemas } from '../../src/api/schemas/services-assignment'
import {
  assignedMarks,
  assignmentQuote,
  assignmentWizard,
  relatedKeyOf,
  type AssignmentDraft,
} from '../../src/domain/services/assignment'
import { BIZ } from '../context'
import { defineHandlers } from '../define-handlers'
import { serviceHandlers, serviceMock } from '../wizards/services'
import { heldMark, relatedMarksOf } from '../services/assignment-register'

export const assignmentMock = serviceMock<AssignmentDraft>({
  wizard: assignmentWizard,
  // The related marks assigned together are filed too: none of them can be in a second assignment.
  filedMarks: (draft) => assignedMarks(draft).map((m) => m.regNo),
  lines: (ctx, draft) => assignmentQuote(draft, ctx.today()).lines,
  fixedOncePaid: ['assignor', 'assigneeSource', 'assignee', 'relatedMarks', 'relatedFor', 'relatedChoices'],
})

const h = serviceHandlers(assignmentMock)

export const servicesAssignmentHandlers = [
  ...defineHandlers(searchCalls, servicesAssignmentSchemas, { tmInfoQueryTmInfoByApplicantPlus: h.marks }),
  ...defineHandlers(servicesCalls, servicesAssignmentSchemas, {
    tmAssignmentTmAssignmentMain: h.main(['mainland']),
    tmAssignmentIsCanAlter: h.eligibility,
    tmAssignmentGetApplicantInformation: h.holder,
    tmAssignmentAssignQuery: (ctx) => {
      const user = ctx.requireUser()
      const unknown = ctx.body.regNos.find((n) => !heldMark(ctx, user.id, n))
      if (unknown)
        return ctx.fail(
          `未找到您名下注册号为 ${unknown} 的商标`,
          `None of your marks has registration number ${unknown}`,
          BIZ.notFound,
        )
      return ctx.ok({
        relatedFor: relatedKeyOf(ctx.body.regNos.map((regNo) => ({ regNo }))),
        marks: relatedMarksOf(ctx, user.id, ctx.body.regNos),
      })
    },
  }),
]
