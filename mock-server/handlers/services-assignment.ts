/**
 * The assignment flow's own calls (issue 12): may this mark be assigned, who holds it (the assignor), and
 * which of the holder's marks must be assigned with it. The draft's save, order and completion are the
 * generic wizard handlers'; these answer the questions only the register can.
 */
import zhAssignment from '../../src/i18n/locales/zh-CN/svcAssignment.json'
import enAssignment from '../../src/i18n/locales/en/svcAssignment.json'
import { servicesCalls } from '../../src/api/catalogue/services'
import { servicesAssignmentSchemas } from '../../src/api/schemas/services-assignment'
import { relatedKeyOf } from '../../src/domain/services/assignment'
import { BIZ } from '../context'
import { defineHandlers } from '../define-handlers'
import { eligibilityOf, heldMark, relatedMarksOf } from '../services/assignment-register'

const eligibilityWords = { zh: zhAssignment.eligibility, en: enAssignment.eligibility }

/** The words of an svcAssignment:eligibility.* key in both languages. */
function wordsOf(key: string): { zh: string; en: string } {
  const leaf = key.slice('svcAssignment:eligibility.'.length) as keyof typeof zhAssignment.eligibility
  return { zh: eligibilityWords.zh[leaf] ?? key, en: eligibilityWords.en[leaf] ?? key }
}

export const servicesAssignmentHandlers = defineHandlers(servicesCalls, servicesAssignmentSchemas, {
  tmAssignmentIsCanAlter: (ctx) => {
    const user = ctx.requireUser()
    const answer = eligibilityOf(ctx, user.id, ctx.body.regNo, ctx.body.draftId)
    if (answer.ok) return ctx.ok({ regNo: ctx.body.regNo, ok: true, reason: null, message: '' })
    const words = wordsOf(answer.reason)
    return ctx.ok({
      regNo: ctx.body.regNo,
      ok: false,
      reason: answer.reason,
      message: ctx.t(words.zh, words.en),
    })
  },

  tmAssignmentGetApplicantInformation: (ctx) => {
    const user = ctx.requireUser()
    const mark = heldMark(ctx, user.id, ctx.body.regNo)
    if (!mark)
      return ctx.fail(
        `未找到您名下注册号为 ${ctx.body.regNo} 的商标`,
        `None of your marks has registration number ${ctx.body.regNo}`,
        BIZ.notFound,
      )
    return ctx.ok({ regNo: mark.regNo, holder: mark.holder })
  },

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
})
